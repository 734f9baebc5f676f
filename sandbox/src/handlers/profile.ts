/**
 * The signed-in customer: their user record, profile picture, profile changes, and the broker's reporting
 * design that the signed-in shell reads.
 */
import type { FieldErrors } from '../contract';
import type { SandboxContext } from '../context';
import { error, ok, signedIn, type HandlersOf } from '../pipeline';
import { isCountry } from '../seed/countries';
import { permittedCodes } from '../seed/crm';
import type { Schemas } from '../types';
import { toApiUser } from '../users';
import { isHttpUrl } from '../util';

type ProfileOperation =
	'getUser' | 'getProfilePicture' | 'updateProfile' | 'getReportingDesign';

/** First name, last name and state: letters (umlauts and ß included), spaces, apostrophes and hyphens. */
const NAME_PATTERN = /^[A-Za-zÀ-ÖØ-öø-ÿ' -]+$/;
const SOCIAL_FIELDS = [
	'facebook',
	'twitter',
	'youtube',
	'instagram',
	'linkedin',
	'xing',
	'tiktok',
	'pinterest',
] as const;

/**
 * Whether `YYYY/MM/DD` names a real calendar day.
 * @param text The date text.
 */
function isRealDate( text: string ): boolean {
	const m = /^([0-9]{4})\/([0-9]{2})\/([0-9]{2})$/.exec( text );
	if ( ! m ) {
		return false;
	}
	const [ year, month, day ] = [
		Number( m[ 1 ] ),
		Number( m[ 2 ] ),
		Number( m[ 3 ] ),
	];
	const date = new Date( Date.UTC( year, month - 1, day ) );
	return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The profile form's rules (the schema checks types; these check values). Only the fields sent are checked.
 * @param body  The changes.
 * @param today Today as `YYYY/MM/DD`.
 */
function profileErrors(
	body: Schemas[ 'ProfileUpdate' ],
	today: string
): FieldErrors {
	const errors: FieldErrors = {};
	const add = ( field: string, code: FieldErrors[ string ][ number ] ) =>
		( errors[ field ] = [ ...( errors[ field ] ?? [] ), code ] );
	const str = ( k: keyof Schemas[ 'ProfileUpdate' ] ) => {
		const v = body[ k ];
		return typeof v === 'string' ? v.trim() : undefined;
	};
	const oneOf = (
		k: 'contractType' | 'language',
		field: 'Vertragsart' | 'Sprache'
	) => {
		const v = str( k );
		if ( v && ! permittedCodes( 'address', field ).includes( v ) ) {
			add( k, 'invalid_value' );
		}
	};

	const salutation = str( 'salutation' );
	if ( salutation === '' ) {
		add( 'salutation', 'required' );
	} else if (
		salutation !== undefined &&
		! permittedCodes( 'address', 'Anrede' ).includes( salutation )
	) {
		add( 'salutation', 'invalid_salutation' );
	}
	const title = str( 'title' );
	if ( title && /^[0-9]+$/.test( title ) ) {
		add( 'title', 'title_is_number' );
	}
	for ( const k of [ 'firstname', 'lastname' ] as const ) {
		const v = str( k );
		if ( v === '' ) {
			add( k, 'required' );
		} else if ( v !== undefined && ! NAME_PATTERN.test( v ) ) {
			add( k, `${ k }_invalid` );
		}
	}
	const zip = str( 'zip' );
	if ( zip && ! /^[0-9]{4,10}$/.test( zip ) ) {
		add( 'zip', 'invalid_zip' );
	}
	const state = str( 'state' );
	if ( state && ! NAME_PATTERN.test( state ) ) {
		add( 'state', 'state_invalid' );
	}
	const birthday = str( 'birthday' );
	if ( birthday && ! isRealDate( birthday ) ) {
		add( 'birthday', 'invalid_date' );
	} else if ( birthday && birthday > today ) {
		add( 'birthday', 'birthday_in_future' );
	}
	const country = str( 'country' );
	if ( country && ! isCountry( country ) ) {
		add( 'country', 'invalid_country' );
	}
	oneOf( 'contractType', 'Vertragsart' );
	oneOf( 'language', 'Sprache' );
	for ( const k of SOCIAL_FIELDS ) {
		const v = str( k );
		if ( v && ! isHttpUrl( v ) ) {
			add( k, 'invalid_url' );
		}
	}
	return errors;
}

/**
 * The handlers of the customer's own record and the broker's reporting design.
 * @param sb The sandbox.
 */
export function profileHandlers(
	sb: SandboxContext
): HandlersOf< ProfileOperation > {
	return {
		getUser: signedIn( ( _call, user ) =>
			ok( { data: toApiUser( sb, user ) } )
		),

		getProfilePicture: signedIn( ( _call, user ) =>
			ok( { imageUrl: toApiUser( sb, user ).imageUrl } )
		),

		updateProfile: signedIn( ( { body }, user ) => {
			const today = new Date( sb.now() )
				.toISOString()
				.slice( 0, 10 )
				.replace( /-/g, '/' );
			const errors = profileErrors( body, today );
			if ( Object.keys( errors ).length ) {
				return error( 422, 'validation_failed', errors );
			}
			const profile: Record< string, unknown > = user.profile;
			for ( const [ k, v ] of Object.entries( body ) ) {
				profile[ k ] = typeof v === 'string' ? v.trim() : v;
			}
			if ( profile.birthday === '' ) {
				profile.birthday = null;
			}
			sb.store.save();
			return ok( {
				message: 'profile_updated' as const,
				data: toApiUser( sb, user ),
			} );
		} ),

		getReportingDesign: () => ok( { data: sb.db().design } ),
	};
}
