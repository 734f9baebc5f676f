/**
 * The estate answer (`GET /api/onoffice/estates/{id}`) read defensively into what the detail page
 * shows: fields with their labels, types and permitted values (code → label, when the answer has
 * them), pictures, settings flags, the customer's relations and the broker.
 */
import type { components } from '../../api/generated/openapi';
import { pictureSources, type PictureSources } from '../../lib/image-url';
import type { LinkPolicy } from '../../lib/safe-url';
import { isObject, isObjectOf } from '../../lib/is-object';
import {
	estateAddressOf,
	estateIdOf,
	estateStatusOf,
	textOf,
	type EstateStatus,
} from './values';
import {
	parseEstateBroker,
	parseEstateSettings,
	type EstateBroker,
	type EstateSettings,
} from './parts';

type Schemas = components[ 'schemas' ];
type DetailAnswer = Schemas[ 'EstateDetailResponse' ];

/** What the answer says about one field. */
export interface EstateFieldInfo {
	label: string;
	/**
	 * `varchar`, `text`, `integer`, `float`, `date`, `boolean`, `singleselect`, … (the contract's
	 * `FieldLabel` types; any other is kept as sent and shown as text).
	 */
	type: string;
	/** Code → label of a coded field; empty when the answer has none. */
	permitted: Record< string, string >;
}

/** One picture, as the contract describes it (`Titelbild` is the cover). */
export type EstateImage = Schemas[ 'EstateImage' ];

/** The detail page's data. */
export interface EstateDetail {
	id: string;
	title: string;
	status: EstateStatus;
	address: string;
	/** The description as sent (CRM HTML, sanitized when shown). */
	description: string;
	elements: Record< string, unknown >;
	fields: Record< string, EstateFieldInfo >;
	images: EstateImage[];
	settings: EstateSettings;
	/** Whether the customer owns the property (decides the owner-only tabs). */
	isOwner: boolean;
	broker: EstateBroker | null;
}

/**
 * Permitted values in any of the shapes an answer may use: an object code → label, or a list of
 * `{ value, label }`; other entries are skipped.
 *
 * @param value The field description's permitted values.
 */
function parsePermitted( value: unknown ): Record< string, string > {
	// Keys come from the answer: no prototype, so `__proto__` stays an ordinary key.
	const permitted: Record< string, string > = Object.create( null );
	if ( isObject( value ) ) {
		for ( const [ code, label ] of Object.entries( value ) ) {
			if ( typeof label === 'string' || typeof label === 'number' ) {
				permitted[ code ] = String( label );
			}
		}
	} else if ( Array.isArray( value ) ) {
		for ( const entry of value ) {
			if ( isObject( entry ) && textOf( entry.value ) !== '' ) {
				permitted[ textOf( entry.value ) ] =
					textOf( entry.label ) || textOf( entry.value );
			}
		}
	}
	return permitted;
}

/**
 * The field descriptions of `fields[0].elements`.
 *
 * @param value The answer's `fields`.
 */
function parseFields( value: unknown ): Record< string, EstateFieldInfo > {
	const first: unknown = Array.isArray( value ) ? value[ 0 ] : undefined;
	const elements = isObjectOf< DetailAnswer[ 'fields' ][ number ] >( first )
		? first.elements
		: undefined;
	const fields: Record< string, EstateFieldInfo > = Object.create( null );
	if ( ! isObject( elements ) ) {
		return fields;
	}
	for ( const [ key, description ] of Object.entries( elements ) ) {
		if (
			! isObjectOf< Schemas[ 'FieldLabel' ] >( description ) ||
			textOf( description.label ) === ''
		) {
			continue;
		}
		// Beside the contract's `permittedvalues`, the spellings `permitted_values` and
		// `permittedValues` are read too.
		const { permitted_values: snake, permittedValues: camel } =
			description as Record< string, unknown >;
		fields[ key ] = {
			label: textOf( description.label ),
			type: textOf( description.type ),
			permitted: parsePermitted(
				description.permittedvalues ?? snake ?? camel
			),
		};
	}
	return fields;
}

/**
 * The pictures of `images[0].elements` that have a URL.
 *
 * @param value The answer's `images`.
 */
function parseImages( value: unknown ): EstateImage[] {
	const first: unknown = Array.isArray( value ) ? value[ 0 ] : undefined;
	const elements = isObjectOf< DetailAnswer[ 'images' ][ number ] >( first )
		? first.elements
		: undefined;
	if ( ! Array.isArray( elements ) ) {
		return [];
	}
	return elements.flatMap( ( image: unknown ) =>
		isObjectOf< EstateImage >( image ) && textOf( image.url ) !== ''
			? [
					{
						url: textOf( image.url ),
						title: textOf( image.title ),
						type: textOf( image.type ),
					},
				]
			: []
	);
}

/**
 * The detail of an answer. Throws when it has no `data[0].elements` (a broken answer takes the
 * failure path).
 *
 * @param answer The parsed answer body.
 */
export function parseEstateDetail( answer: unknown ): EstateDetail {
	const record: unknown =
		isObjectOf< DetailAnswer >( answer ) && Array.isArray( answer.data )
			? answer.data[ 0 ]
			: undefined;
	const elements = isObjectOf< DetailAnswer[ 'data' ][ number ] >( record )
		? record.elements
		: undefined;
	if ( ! isObjectOf< DetailAnswer >( answer ) || ! isObject( elements ) ) {
		throw new Error( 'The estate answer has no fields.' );
	}
	const relations = Array.isArray( answer.relations ) ? answer.relations : [];
	return {
		id: estateIdOf( elements ),
		title: textOf( elements.objekttitel ),
		status: estateStatusOf( elements ),
		address: estateAddressOf( elements ),
		description:
			typeof elements.objektbeschreibung === 'string'
				? elements.objektbeschreibung
				: '',
		elements,
		fields: parseFields( answer.fields ),
		images: parseImages( answer.images ),
		settings: parseEstateSettings( answer.settings ),
		// The relations come owner first, each with its `owner` flag.
		isOwner: relations.some(
			( relation: unknown ) =>
				isObjectOf< Schemas[ 'EstateRelation' ] >( relation ) &&
				relation.owner === true
		),
		broker: parseEstateBroker( answer.broker ),
	};
}

/**
 * The index of the cover picture: the first Titelbild, else 0.
 *
 * @param images The pictures.
 */
export function coverIndexOf( images: EstateImage[] ): number {
	const index = images.findIndex( ( image ) => image.type === 'Titelbild' );
	return index < 0 ? 0 : index;
}

/**
 * How wide the cover shows its picture: the whole width of the area, which the theme's wide width
 * ends at about 64rem (measured in Twenty Twenty-Five).
 */
export const COVER_PICTURE_SIZES =
	'(min-width: 1100px) 64rem, calc(100vw - 4rem)';

/**
 * The cover (the page's largest element) in the widths its layout needs; null for none or an
 * unsafe one.
 *
 * @param images The estate's pictures.
 * @param policy Build mode and API base (`currentLinkPolicy()` for this page).
 */
export function coverPicture(
	images: EstateImage[],
	policy: LinkPolicy
): PictureSources | null {
	const cover = images[ coverIndexOf( images ) ];
	return cover
		? pictureSources( cover.url, policy, COVER_PICTURE_SIZES )
		: null;
}
