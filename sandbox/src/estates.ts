/**
 * Estates as the API shows them to one customer: access by relation, list items, brokers and checklist rows.
 */
import type { SandboxContext } from './context';
import { DOWNLOAD_TTL_S, PICTURE_TTL_S } from './limits';
import { error, type Reply } from './pipeline';
import { BROKERS, LOG_USERS } from './seed/people';
import type {
	DbEstate,
	DbFileRow,
	DbRelation,
	DbUser,
	Lang,
	Schemas,
} from './types';

/** The order of a customer's relations to one estate: owner first. */
const RELATION_ORDER: Array< DbRelation[ 'type' ] > = [
	'owner',
	'contactperson',
	'interested',
];

/**
 * The customer's relations to an estate, owner first.
 * @param e    The estate.
 * @param user The customer.
 */
export function relationsOf( e: DbEstate, user: DbUser ): DbRelation[] {
	return e.relations
		.filter( ( r ) => r.userId === user.id )
		.sort(
			( a, b ) =>
				RELATION_ORDER.indexOf( a.type ) -
				RELATION_ORDER.indexOf( b.type )
		);
}

/**
 * A broker with the sandbox URL of their portrait ('' when they have none).
 * @param sb The sandbox.
 * @param id The broker id (unknown ids fall back to the first broker).
 */
export function brokerOf(
	sb: SandboxContext,
	id: string
): Schemas[ 'Broker' ] {
	const found = BROKERS[ id ] ?? Object.values( BROKERS )[ 0 ];
	if ( ! found ) {
		throw new Error( 'sandbox: the seed has no broker' );
	}
	const { photo, ...rest } = found;
	return {
		...rest,
		imageUrl: photo ? `${ sb.publicUrl }/media/brokers/${ photo }` : '',
	};
}

/**
 * The URL of an estate image.
 * @param sb   The sandbox.
 * @param file The image's file name.
 */
export const imageUrl = ( sb: SandboxContext, file: string ): string =>
	`${ sb.publicUrl }/media/estates/${ file }`;

/**
 * An estate as a dashboard list item (cover picture, broker, settings).
 * @param sb The sandbox.
 * @param e  The estate.
 */
export function listItem(
	sb: SandboxContext,
	e: DbEstate
): Schemas[ 'EstateListItem' ] {
	const cover =
		e.images.find( ( i ) => i.type === 'Titelbild' ) ?? e.images[ 0 ];
	return {
		elements: e.elements,
		picture: { url: cover ? imageUrl( sb, cover.file ) : '' },
		broker: brokerOf( sb, e.brokerId ),
		settings: e.settings,
	};
}

/** What access to an estate needs. */
export interface EstateAccess {
	/** `owner` for owner-only calls. */
	need: 'any' | 'owner';
	/** The estate setting the call depends on (answered 403 `feature_disabled` when it is off). */
	feature?: ( settings: DbEstate[ 'settings' ] ) => boolean;
}

/**
 * The estate if the customer may see it this way, else the answer to give: 404 when it does not exist or is
 * not linked to the customer, 403 `forbidden` for a non-owner on owner-only calls, 403 `feature_disabled`.
 * @param sb     The sandbox.
 * @param user   The customer.
 * @param id     The estate id.
 * @param access What the call needs.
 */
export function accessEstate(
	sb: SandboxContext,
	user: DbUser,
	id: string,
	access: EstateAccess
): DbEstate | Reply< Schemas[ 'Error' ] > {
	const estate = sb.db().estates.find( ( e ) => e.id === id );
	const rel = estate ? relationsOf( estate, user ) : [];
	if ( ! estate || rel.length === 0 ) {
		return error( 404, 'estate_not_found' );
	}
	if (
		access.need === 'owner' &&
		! rel.some( ( r ) => r.type === 'owner' )
	) {
		return error( 403, 'forbidden' );
	}
	if ( access.feature && ! access.feature( estate.settings ) ) {
		return error( 403, 'feature_disabled' );
	}
	return estate;
}

/**
 * A checklist row as the API answers it, with a signed download URL when a file is stored.
 * @param sb   The sandbox.
 * @param row  The row.
 * @param lang The language of its name and info text.
 */
export function apiFile(
	sb: SandboxContext,
	row: DbFileRow,
	lang: Lang
): Schemas[ 'EstateFile' ] {
	return {
		type: {
			key: row.key,
			name: row.name[ lang ],
			description: row.description[ lang ],
		},
		file: row.file?.name ?? null,
		meta: {
			created_at: row.file?.createdAt ?? null,
			download_url: row.file
				? sb.signer.signedUrl(
						`/media/files/${ row.file.id }`,
						DOWNLOAD_TTL_S
					)
				: null,
		},
		data_attribute: row.dataAttribute,
		status: row.status,
	};
}

/**
 * The `Benutzer_nr` a customer's own log entries carry (the broker's staff have numbers; customers this).
 * @param user The customer.
 */
export const customerLogNr = ( user: DbUser ): string => `kunde-${ user.id }`;

/** The people named in a log: its users and those of them with a photo. */
type LogPeople = Pick<
	Schemas[ 'EstateLogResponse' ],
	'estateLogUsers' | 'estateLogUsersPhoto'
>;

/**
 * The people a log's entries name: the broker's staff, and customers who recorded entries themselves (with
 * their profile picture when they have one).
 * @param sb      The sandbox.
 * @param entries The log entries.
 */
export function logPeople(
	sb: SandboxContext,
	entries: Schemas[ 'EstateLogEntry' ][]
): LogPeople {
	const named = new Set( entries.map( ( e ) => e.Benutzer_nr ) );
	const people: Array<
		Schemas[ 'EstateLogUser' ][ 'elements' ] & { photo: string | null }
	> = [
		...LOG_USERS.filter( ( u ) => named.has( u.Nr ) ).map( ( u ) => ( {
			...u,
			photo: u.photo
				? `${ sb.publicUrl }/media/users/${ u.photo }`
				: null,
		} ) ),
		...sb
			.db()
			.users.filter( ( u ) => named.has( customerLogNr( u ) ) )
			.map( ( u ) => ( {
				Nr: customerLogNr( u ),
				Vorname: u.profile.firstname,
				Nachname: u.profile.lastname,
				Name: [ u.profile.firstname, u.profile.lastname ]
					.filter( Boolean )
					.join( ' ' ),
				Anrede: u.profile.salutation,
				email: u.email,
				photo: u.photo
					? sb.signer.signedUrl(
							`/media/profile/${ u.id }.svg`,
							PICTURE_TTL_S
						)
					: null,
			} ) ),
	];
	return {
		estateLogUsers: people.map( ( { photo, ...elements } ) => ( {
			id: elements.Nr,
			elements,
		} ) ),
		estateLogUsersPhoto: people.flatMap( ( p ) =>
			p.photo ? [ { id: p.Nr, elements: { photo: p.photo } } ] : []
		),
	};
}
