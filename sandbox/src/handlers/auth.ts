/**
 * Sign-in, registration, e-mail verification, password reset and the token's life (logout, refresh).
 */
import type { SandboxContext } from '../context';
import type { FieldErrors } from '../contract';
import {
	LINK_TTL_MS,
	LOGIN_MAX_FAILURES,
	LOGIN_WINDOW_MS,
	REFRESH_GRACE_MS,
} from '../limits';
import {
	alreadyRegisteredMail,
	deliver,
	resetMail,
	verificationMail,
} from '../mail';
import { error, ok, signedIn, type HandlersOf } from '../pipeline';
import { PROFILE_LANGUAGES, permittedCodes } from '../seed/crm';
import {
	bearerToken,
	checkPassword,
	dummyPasswordHash,
	hashPassword,
	issueToken,
	randomHex,
	sha1,
	sha256,
} from '../security';
import { claimEstateToken } from '../temporary-estates';
import type { DbUser, Lang, Schemas } from '../types';
import { emptyProfile, findUserByEmail } from '../users';
import { isHttpUrl } from '../util';

type AuthOperation =
	| 'login'
	| 'register'
	| 'verifyEmail'
	| 'forgotPassword'
	| 'resetPassword'
	| 'logout'
	| 'refreshToken';

/**
 * A new, unverified account from a registration.
 * @param sb   The sandbox.
 * @param body The registration.
 * @param lang The request's language (becomes the profile's language).
 */
function newAccount(
	sb: SandboxContext,
	body: Schemas[ 'RegisterRequest' ],
	lang: Lang
): DbUser {
	const company =
		body.category === 'Unternehmen' ? String( body.company ).trim() : '';
	return {
		id: sb.db().nextUserId++,
		email: body.email.trim(),
		passwordHash: hashPassword( body.password ),
		verified: false,
		category: body.category,
		company,
		isOwner: !! body.is_owner,
		estateOfficerId: body.oo_estate_officer_id ?? null,
		addressOfficerId: body.oo_address_officer_id ?? null,
		photo: null,
		loginCount: 0,
		profile: {
			...emptyProfile(),
			salutation: body.salutation,
			firstname: body.firstname.trim(),
			lastname: body.lastname.trim(),
			employer: company,
			language: PROFILE_LANGUAGES[ lang ],
		},
		createdAt: sb.now(),
	};
}

/**
 * Field rules of a registration the schema cannot express.
 * @param sb   The sandbox.
 * @param body The registration.
 */
function registrationErrors(
	sb: SandboxContext,
	body: Schemas[ 'RegisterRequest' ]
): FieldErrors {
	const errors: FieldErrors = {};
	if ( ! permittedCodes( 'address', 'Anrede' ).includes( body.salutation ) ) {
		errors.salutation = [
			body.salutation ? 'invalid_salutation' : 'required',
		];
	}
	for ( const k of [ 'firstname', 'lastname' ] as const ) {
		if ( ! body[ k ].trim() ) {
			errors[ k ] = [ 'required' ];
		}
	}
	if (
		body.category === 'Unternehmen' &&
		! String( body.company ?? '' ).trim()
	) {
		errors.company = [ 'company_required' ];
	}
	if ( ! callbackOk( sb, body.callback_url ) ) {
		errors.callback_url = [ 'invalid_callback_url' ];
	}
	return errors;
}

/**
 * Whether a mail link's callback page is on the WordPress site.
 * @param sb    The sandbox.
 * @param value The callback URL.
 */
const callbackOk = ( sb: SandboxContext, value: string ) =>
	isHttpUrl( value ) && new URL( value ).origin === sb.allowedOrigin;

/**
 * The handlers of sign-in, registration, verification, password reset, logout and refresh.
 * @param sb The sandbox.
 */
export function authHandlers(
	sb: SandboxContext
): HandlersOf< AuthOperation > {
	const db = () => sb.db();
	const save = () => sb.store.save();

	return {
		login( { req, body, lang } ) {
			const email = body.email.trim().toLowerCase();
			const key = `${ email }|${ req.ip }`;
			const t = sb.now();
			const state = sb.loginFailures.get( key );
			if ( state && state.resetAt <= t ) {
				sb.loginFailures.delete( key );
			} else if ( state && state.count >= LOGIN_MAX_FAILURES ) {
				return {
					...error( 429, 'too_many_attempts' ),
					headers: {
						'Retry-After': String(
							Math.max(
								1,
								Math.ceil( ( state.resetAt - t ) / 1000 )
							)
						),
					},
				};
			}
			const user = findUserByEmail( db(), email );
			const passwordOk =
				checkPassword(
					body.password,
					user?.passwordHash ?? dummyPasswordHash()
				) && !! user;
			if ( ! user || ! passwordOk ) {
				const current = sb.loginFailures.get( key ) ?? {
					count: 0,
					resetAt: t + LOGIN_WINDOW_MS,
				};
				current.count++;
				sb.loginFailures.set( key, current );
				return error( 422, 'invalid_credentials' );
			}
			sb.loginFailures.delete( key );
			if ( ! user.verified ) {
				return error( 403, 'email_not_verified' );
			}
			user.loginCount++;
			claimEstateToken( sb, body.estate_token, user, lang );
			const token = issueToken( db(), sb.now(), user.id );
			save();
			return ok( { token, message: 'login_success' as const } );
		},

		register( { body, lang } ) {
			const errors = registrationErrors( sb, body );
			if ( Object.keys( errors ).length ) {
				return error( 422, 'validation_failed', errors );
			}
			const existing = findUserByEmail( db(), body.email );
			let user = existing;
			if ( ! user ) {
				user = newAccount( sb, body, lang );
				db().users.push( user );
				claimEstateToken( sb, body.estate_token, user, lang );
			}
			if ( existing && existing.verified ) {
				const loginUrl =
					body.callback_url.replace( /#.*$/, '' ) + '#/login';
				deliver(
					db(),
					alreadyRegisteredMail( lang, existing.email, loginUrl )
				);
			} else {
				const hashPart = sha1( user.email.toLowerCase() );
				const pathname = `/api/email/verify/${ user.id }/${ hashPart }`;
				const expires = Math.floor( ( sb.now() + LINK_TTL_MS ) / 1000 );
				const verificationUrl = `${ sb.publicUrl }${ pathname }?expires=${ expires }&signature=${ sb.signer.signature( pathname, expires ) }`;
				const link = `${ body.callback_url }?url=${ encodeURIComponent( verificationUrl ) }`;
				const name = [
					user.profile.firstname,
					user.profile.lastname,
				].join( ' ' );
				deliver(
					db(),
					verificationMail( lang, user.email, name, link )
				);
			}
			save();
			return ok( { message: 'registration_success' as const }, 201 );
		},

		verifyEmail( { params, query } ) {
			const pathname = `/api/email/verify/${ params.id }/${ params.hash }`;
			const check = sb.signer.check(
				pathname,
				query.expires,
				query.signature
			);
			if ( check !== 'ok' ) {
				return error(
					403,
					check === 'expired'
						? 'verification_link_expired'
						: 'invalid_verification_link'
				);
			}
			const user = db().users.find(
				( u ) => String( u.id ) === params.id
			);
			if ( ! user || sha1( user.email.toLowerCase() ) !== params.hash ) {
				return error( 403, 'invalid_verification_link' );
			}
			user.verified = true;
			save();
			return ok( { message: 'email_verified' as const } );
		},

		forgotPassword( { body, lang } ) {
			if ( ! callbackOk( sb, body.callback_url ) ) {
				return error( 422, 'validation_failed', {
					callback_url: [ 'invalid_callback_url' ],
				} );
			}
			const user = findUserByEmail( db(), body.email );
			if ( user ) {
				const token = randomHex( 32 );
				db().resetTokens.push( {
					email: user.email.toLowerCase(),
					hash: sha256( token ),
					expiresAt: sb.now() + LINK_TTL_MS,
					used: false,
				} );
				const link = `${ body.callback_url }?email=${ encodeURIComponent( user.email ) }&token=${ token }`;
				deliver( db(), resetMail( lang, user.email, link ) );
				save();
			}
			return ok( { message: 'reset_link_sent' as const } );
		},

		resetPassword( { body } ) {
			if ( body.password !== body.password_confirmation ) {
				return error( 422, 'validation_failed', {
					password_confirmation: [ 'passwords_do_not_match' ],
				} );
			}
			const email = body.email.trim().toLowerCase();
			const record = db().resetTokens.find(
				( r ) =>
					r.email === email &&
					r.hash === sha256( body.token ) &&
					! r.used &&
					r.expiresAt > sb.now()
			);
			const user = findUserByEmail( db(), email );
			if ( ! record || ! user ) {
				return error( 422, 'invalid_reset_token' );
			}
			for ( const r of db().resetTokens.filter(
				( x ) => x.email === email
			) ) {
				r.used = true;
			}
			user.passwordHash = hashPassword( body.password );
			db().tokens = db().tokens.filter( ( t ) => t.userId !== user.id );
			save();
			return ok( { message: 'password_reset' as const } );
		},

		logout( { req } ) {
			const hash = sha256( bearerToken( req ) ?? '' );
			db().tokens = db().tokens.filter( ( t ) => t.hash !== hash );
			save();
			return ok( { message: 'logged_out' as const } );
		},

		refreshToken: signedIn( ( { req }, user ) => {
			const hash = sha256( bearerToken( req ) ?? '' );
			const old = db().tokens.find( ( t ) => t.hash === hash );
			if ( old ) {
				old.expiresAt = Math.min(
					old.expiresAt,
					sb.now() + REFRESH_GRACE_MS
				);
			}
			const token = issueToken( db(), sb.now(), user.id );
			save();
			return ok( { token } );
		} ),
	};
}
