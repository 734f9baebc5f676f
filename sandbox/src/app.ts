/**
 * The sandbox API: a real HTTP server (Express 5) implementing every operation of `contract/openapi.yaml`
 * with persistent demo data, validating each request and each answer against the contract.
 */
import {
	createHash,
	createHmac,
	randomBytes,
	scryptSync,
	timingSafeEqual,
} from 'node:crypto';
import {
	mkdirSync,
	readFileSync,
	renameSync,
	rmSync,
	openSync,
	readSync,
	closeSync,
} from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import path from 'node:path';
import express, {
	type NextFunction,
	type Request,
	type Response,
} from 'express';
import multer from 'multer';
import {
	getContract,
	toFieldErrors,
	type Contract,
	type ContractOperation,
	type FieldErrors,
} from './contract';
import {
	alreadyRegisteredMail,
	deliver,
	outboxPage,
	resetMail,
	verificationMail,
} from './mail';
import { floorPlanSvg, houseSvg, portraitSvg, sniffFileKind } from './media';
import {
	countryNames,
	CRM_FIELDS,
	isCountry,
	permittedCodes,
} from './seed/crm';
import { checklist, ESTATE_FIELD_LABELS, logDate } from './seed/estates';
import { searchPlaces } from './seed/geocoder';
import { BROKERS, LOG_USERS } from './seed/people';
import { valuationSettings } from './seed/valuation';
import { Store } from './store';
import type { ApiUser, DbEstate, DbUser, Lang, Schemas } from './types';

/** The largest upload the API accepts, in bytes (spec 2 section 9). */
export const MAX_UPLOAD_BYTES = 128_000_000;
/** Lifetime of a bearer token. */
export const TOKEN_TTL_MS = 2 * 60 * 60 * 1000;
/** How long a replaced token keeps working after refresh-token. */
export const REFRESH_GRACE_MS = 60 * 1000;
/** Failed logins allowed per e-mail and client address within `LOGIN_WINDOW_MS`. */
export const LOGIN_MAX_FAILURES = 5;
/** The window of the login rate limit. */
export const LOGIN_WINDOW_MS = 60 * 1000;
/** Lifetime of verification links and reset tokens. */
export const LINK_TTL_MS = 60 * 60 * 1000;
/** Lifetime of a temporary valuation's estate token. */
export const ESTATE_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
/** Lifetime of a signed profile-picture URL. */
export const PICTURE_TTL_S = 5 * 60;
/** Lifetime of a signed document download URL. */
export const DOWNLOAD_TTL_S = 60 * 60;
/** Upload extensions allowed (spec 2 section 9). */
export const UPLOAD_EXTENSIONS = [ 'pdf', 'png', 'jpg', 'jpeg', 'gif' ];

/** Options of `createSandbox`. */
export interface SandboxOptions {
	/** Port to listen on; 0 picks a free one. */
	port?: number;
	host?: string;
	/** Persistent storage folder. */
	dataDir: string;
	/** The only origin CORS allows (the WordPress site). */
	allowedOrigin?: string;
	/** The sandbox's own base URL as browsers reach it; defaults to http://{host}:{port}. */
	publicUrl?: string;
	/** The clock (ms since epoch); tests inject one to expire tokens and links. */
	now?: () => number;
	/** Answer 500 when an answer breaks the contract (default true). */
	strictResponses?: boolean;
	/** Upload size limit; defaults to MAX_UPLOAD_BYTES (tests lower it to stay fast). */
	maxUploadBytes?: number;
	/** Where contract violations and server errors are reported. */
	log?: ( message: string ) => void;
}

/** A running sandbox. */
export interface Sandbox {
	url: string;
	store: Store;
	contract: Contract;
	/** The upload size limit in force. */
	maxUploadBytes: number;
	close: () => Promise< void >;
}

interface Reply {
	status: number;
	body: unknown;
	headers?: Record< string, string >;
}

interface Ctx {
	req: Request;
	res: Response;
	lang: Lang;
	user: DbUser | null;
	params: Record< string, string >;
	query: Record< string, unknown >;
	body: any;
}

type Handler = ( ctx: Ctx ) => Reply | undefined | Promise< Reply | undefined >;

const error = (
	status: number,
	message: string,
	errors?: FieldErrors
): Reply => ( {
	status,
	body: errors ? { message, errors } : { message },
} );

const ok = ( body: unknown, status = 200 ): Reply => ( { status, body } );

const sha256 = ( text: string ) =>
	createHash( 'sha256' ).update( text ).digest( 'hex' );
const sha1 = ( text: string ) =>
	createHash( 'sha1' ).update( text ).digest( 'hex' );

// A lighter scrypt cost than a production backend would pick: the sandbox holds demo accounts only, and its
// tests sign in hundreds of times.
const SCRYPT_COST = { N: 4096, r: 8, p: 1 };

/**
 * Hashes a password with scrypt (`scrypt$salt$hash`).
 * @param password
 */
export function hashPassword( password: string ): string {
	const salt = randomBytes( 16 ).toString( 'hex' );
	return `scrypt$${ salt }$${ scryptSync( password, salt, 32, SCRYPT_COST ).toString( 'hex' ) }`;
}

function checkPassword( password: string, stored: string ): boolean {
	const [ , salt = '', hash = '' ] = stored.split( '$' );
	const actual = scryptSync( password, salt, 32, SCRYPT_COST );
	const expected = Buffer.from( hash, 'hex' );
	return (
		expected.length === actual.length && timingSafeEqual( actual, expected )
	);
}

// Hashed once so that a login for an unknown e-mail costs the same time as one for a known e-mail.
const DUMMY_HASH = hashPassword( 'not-a-real-password' );

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
 * Cuts a text at a word boundary to at most `max` characters, marking the cut with an ellipsis.
 * @param text
 * @param max
 */
function shorten( text: string, max: number ): string {
	if ( text.length <= max ) {
		return text;
	}
	return text.slice( 0, text.lastIndexOf( ' ', max - 1 ) ) + '…';
}

function isHttpUrl( value: string ): boolean {
	try {
		const url = new URL( value );
		return url.protocol === 'http:' || url.protocol === 'https:';
	} catch {
		return false;
	}
}

function langOf( req: Request ): Lang {
	return /^de\b/i.test( req.get( 'accept-language' ) ?? '' ) ? 'de' : 'en';
}

/**
 * Starts a sandbox; resolves once it listens.
 * @param options
 */
export async function createSandbox(
	options: SandboxOptions
): Promise< Sandbox > {
	const now = options.now ?? ( () => Date.now() );
	const host = options.host ?? '127.0.0.1';
	const allowedOrigin = options.allowedOrigin ?? 'http://127.0.0.1:8080';
	const strict = options.strictResponses ?? true;
	const maxUpload = options.maxUploadBytes ?? MAX_UPLOAD_BYTES;
	const log = options.log ?? ( ( m: string ) => console.error( m ) ); // eslint-disable-line no-console -- the server's own log
	const contract = getContract();
	const store = new Store(
		path.resolve( options.dataDir ),
		now,
		hashPassword
	);
	const db = () => store.data;
	let publicUrl = options.publicUrl ?? '';

	const failures = new Map< string, { count: number; resetAt: number } >();
	let flakyStats = new Set( [ '102' ] );

	// Signed URLs in Laravel's manner: an HMAC over path and expiry, checked in constant time.
	const signature = ( pathname: string, expires: number ) =>
		createHmac( 'sha256', db().secret )
			.update( `${ pathname }?expires=${ expires }` )
			.digest( 'hex' );
	const signedUrl = ( pathname: string, ttlSeconds: number ) => {
		const expires = Math.floor( now() / 1000 ) + ttlSeconds;
		return `${ publicUrl }${ pathname }?expires=${ expires }&signature=${ signature( pathname, expires ) }`;
	};
	const checkSignature = (
		pathname: string,
		expires: unknown,
		sig: unknown
	): 'ok' | 'invalid' | 'expired' => {
		const exp = Number( expires );
		if ( typeof sig !== 'string' || ! Number.isInteger( exp ) ) {
			return 'invalid';
		}
		const expected = Buffer.from( signature( pathname, exp ) );
		const given = Buffer.from( sig );
		if (
			expected.length !== given.length ||
			! timingSafeEqual( expected, given )
		) {
			return 'invalid';
		}
		return exp * 1000 < now() ? 'expired' : 'ok';
	};

	const apiUser = ( u: DbUser ): ApiUser => ( {
		id: u.id,
		name: [ u.profile.firstname, u.profile.lastname ]
			.filter( Boolean )
			.join( ' ' ),
		email: u.email,
		...u.profile,
		imageUrl: u.photo
			? signedUrl( `/media/profile/${ u.id }.svg`, PICTURE_TTL_S )
			: '',
		login_count: u.loginCount,
	} );

	const issueToken = ( userId: number ) => {
		const token = randomBytes( 32 ).toString( 'hex' );
		const t = now();
		db().tokens = db().tokens.filter( ( x ) => x.expiresAt > t );
		db().tokens.push( {
			hash: sha256( token ),
			userId,
			expiresAt: t + TOKEN_TTL_MS,
		} );
		return token;
	};

	const findUserByEmail = ( email: string ) =>
		db().users.find(
			( u ) => u.email.toLowerCase() === email.trim().toLowerCase()
		);

	const callbackOk = ( value: string ) =>
		isHttpUrl( value ) && new URL( value ).origin === allowedOrigin;

	/**
	 * Turns a temporary valuation into an estate owned by the user.
	 * @param token
	 * @param user
	 */
	const claimEstateToken = ( token: unknown, user: DbUser ) => {
		if ( typeof token !== 'string' || ! token ) {
			return;
		}
		const temp = db().temporaryEstates.find(
			( t ) => t.hash === sha256( token )
		);
		if (
			! temp ||
			temp.claimedBy !== null ||
			temp.createdAt + ESTATE_TOKEN_TTL_MS < now()
		) {
			return;
		}
		temp.claimedBy = user.id;
		const p = temp.payload;
		const id = String( db().nextEstateId++ );
		const extras = Object.entries( p.extras ?? {} )
			.filter( ( [ , v ] ) => v )
			.map( ( [ k ] ) => k );
		const estate: DbEstate = {
			id,
			elements: {
				Id: id,
				mainLangId: '',
				objekttitel: `Bewertung: ${ p.objekttyp } in ${ p.ort }`,
				objektbeschreibung: `Online-Bewertung vom ${ logDate( temp.createdAt ).slice( 0, 10 ) }.${
					extras.length
						? ` Ausstattung: ${ extras.join( ', ' ) }.`
						: ''
				}`,
				status2: 'vorbereitung',
				_status2: 'Vorbereitung',
				_vermarktungsart: '',
				kaufpreis: 0,
				kaltmiete: 0,
				wohnflaeche: 0,
				grundstuecksflaeche: 0,
				anzahl_zimmer: p.anzahl_zimmer ?? 0,
				anzahl_badezimmer: p.anzahl_badezimmer ?? 0,
				auftragvon: '',
				auftragbis: '',
				strasse: p.strasse ?? '',
				hausnummer: p.hausnummer ?? '',
				plz: p.plz,
				ort: p.ort,
				land: p.land ?? '',
				objektart: p.objektart,
				objekttyp: p.objekttyp,
				baujahr: Number( p.baujahr ?? 0 ) || 0,
				befeuerung: p.befeuerung ?? '',
				ausstattungsqualitaet:
					Number( p.ausstattungsqualitaet ?? 0 ) || 0,
				zustand: Number( p.zustand ?? 0 ) || 0,
				grund: p.grund ?? '',
				zeitfenster: p.zeitfenster ?? '',
			},
			images: [],
			settings: {
				reporting: false,
				reporting_statistics: false,
				reporting_activities: false,
				document: true,
			},
			brokerId: 'b1',
			relations: [ { userId: user.id, type: 'owner' } ],
			log: [],
			widgets: [],
			shortStats: {
				absagen: { total: 0, trend: { percentage: 0 } },
				besichtigungen: { total: 0, trend: { percentage: 0 } },
				exposeversand: { total: 0, trend: { percentage: 0 } },
				objektanfragen: { total: 0, trend: { percentage: 0 } },
			},
			fileGroups: checklist( now(), id, {} ),
		};
		db().estates.push( estate );
	};

	const broker = ( id: string ): Schemas[ 'Broker' ] => {
		const { photo, ...rest } = BROKERS[ id ] ?? BROKERS.b1!;
		return {
			...rest,
			imageUrl: photo ? `${ publicUrl }/media/brokers/${ photo }` : '',
		};
	};

	const listItem = ( e: DbEstate ): Schemas[ 'EstateListItem' ] => ( {
		elements: e.elements,
		picture: {
			url: e.images[ 0 ]
				? `${ publicUrl }/media/estates/${ ( e.images.find( ( i ) => i.type === 'Titelbild' ) ?? e.images[ 0 ] ).file }`
				: '',
		},
		broker: broker( e.brokerId ),
		settings: e.settings,
	} );

	const relationOrder = [ 'owner', 'contactperson', 'interested' ];
	const relationsOf = ( e: DbEstate, user: DbUser ) =>
		e.relations
			.filter( ( r ) => r.userId === user.id )
			.sort(
				( a, b ) =>
					relationOrder.indexOf( a.type ) -
					relationOrder.indexOf( b.type )
			);

	/**
	 * The estate if the user is related to it, else a 404/403 answer.
	 * @param ctx
	 * @param id
	 * @param need
	 * @param feature
	 */
	const accessEstate = (
		ctx: Ctx,
		id: string,
		need: 'any' | 'owner',
		feature?: ( s: DbEstate[ 'settings' ] ) => boolean
	): DbEstate | Reply => {
		const estate = db().estates.find( ( e ) => e.id === id );
		const rel = estate ? relationsOf( estate, ctx.user! ) : [];
		if ( ! estate || rel.length === 0 ) {
			return error( 404, 'estate_not_found' );
		}
		if ( need === 'owner' && ! rel.some( ( r ) => r.type === 'owner' ) ) {
			return error( 403, 'forbidden' );
		}
		if ( feature && ! feature( estate.settings ) ) {
			return error( 403, 'feature_disabled' );
		}
		return estate;
	};
	const isReply = ( x: DbEstate | Reply ): x is Reply => 'status' in x;

	const apiFile = (
		row: DbEstate[ 'fileGroups' ][ number ][ 'rows' ][ number ]
	): Schemas[ 'EstateFile' ] => ( {
		type: { key: row.key, name: row.name, description: row.description },
		file: row.file?.name ?? null,
		meta: {
			created_at: row.file?.createdAt ?? null,
			download_url: row.file
				? signedUrl( `/media/files/${ row.file.id }`, DOWNLOAD_TTL_S )
				: null,
		},
		data_attribute: row.dataAttribute,
		status: row.status,
	} );

	const uploadTmp = path.join( store.dataDir, 'tmp' );
	mkdirSync( uploadTmp, { recursive: true } );
	const uploader = multer( {
		dest: uploadTmp,
		limits: {
			fileSize: maxUpload,
			files: 1,
			fields: 20,
			fieldSize: 64 * 1024,
		},
	} ).single( 'file' );

	const validateProfile = (
		body: Record< string, unknown >
	): FieldErrors => {
		const errors: FieldErrors = {};
		const add = ( field: string, code: string ) =>
			( errors[ field ] = [ ...( errors[ field ] ?? [] ), code ] );
		const str = ( k: string ) =>
			typeof body[ k ] === 'string'
				? ( body[ k ] as string ).trim()
				: undefined;
		if ( str( 'salutation' ) !== undefined ) {
			if ( ! str( 'salutation' ) ) {
				add( 'salutation', 'required' );
			} else if (
				! permittedCodes( 'address', 'Anrede' ).includes(
					str( 'salutation' )!
				)
			) {
				add( 'salutation', 'invalid_salutation' );
			}
		}
		if ( str( 'title' ) && /^[0-9]+$/.test( str( 'title' )! ) ) {
			add( 'title', 'title_is_number' );
		}
		for ( const k of [ 'firstname', 'lastname' ] ) {
			const v = str( k );
			if ( v === undefined ) {
				continue;
			}
			if ( ! v ) {
				add( k, 'required' );
			} else if ( ! NAME_PATTERN.test( v ) ) {
				add( k, `${ k }_invalid` );
			}
		}
		if ( str( 'zip' ) && ! /^[0-9]{4,10}$/.test( str( 'zip' )! ) ) {
			add( 'zip', 'invalid_zip' );
		}
		if ( str( 'state' ) && ! NAME_PATTERN.test( str( 'state' )! ) ) {
			add( 'state', 'state_invalid' );
		}
		const birthday = str( 'birthday' );
		if ( birthday ) {
			const m = /^([0-9]{4})\/([0-9]{2})\/([0-9]{2})$/.exec( birthday );
			const date = m
				? new Date( Date.UTC( +m[ 1 ]!, +m[ 2 ]! - 1, +m[ 3 ]! ) )
				: null;
			if (
				! m ||
				! date ||
				date.getUTCMonth() !== +m[ 2 ]! - 1 ||
				date.getUTCDate() !== +m[ 3 ]!
			) {
				add( 'birthday', 'invalid_date' );
			} else if (
				birthday >
				new Date( now() )
					.toISOString()
					.slice( 0, 10 )
					.replace( /-/g, '/' )
			) {
				add( 'birthday', 'birthday_in_future' );
			}
		}
		if ( str( 'country' ) && ! isCountry( str( 'country' )! ) ) {
			add( 'country', 'invalid_country' );
		}
		if (
			str( 'contractType' ) &&
			! permittedCodes( 'address', 'Vertragsart' ).includes(
				str( 'contractType' )!
			)
		) {
			add( 'contractType', 'invalid_value' );
		}
		if (
			str( 'language' ) &&
			! permittedCodes( 'address', 'Sprache' ).includes(
				str( 'language' )!
			)
		) {
			add( 'language', 'invalid_value' );
		}
		for ( const k of SOCIAL_FIELDS ) {
			if ( str( k ) && ! isHttpUrl( str( k )! ) ) {
				add( k, 'invalid_url' );
			}
		}
		return errors;
	};

	const handlers: Record< string, Handler > = {
		login( { req, body } ) {
			const email = String( body.email ).trim().toLowerCase();
			const key = `${ email }|${ req.ip }`;
			const t = now();
			const state = failures.get( key );
			if ( state && state.resetAt <= t ) {
				failures.delete( key );
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
			const user = findUserByEmail( email );
			const passwordOk =
				checkPassword(
					body.password,
					user?.passwordHash ?? DUMMY_HASH
				) && !! user;
			if ( ! user || ! passwordOk ) {
				const current = failures.get( key ) ?? {
					count: 0,
					resetAt: t + LOGIN_WINDOW_MS,
				};
				current.count++;
				failures.set( key, current );
				return error( 422, 'invalid_credentials' );
			}
			failures.delete( key );
			if ( ! user.verified ) {
				return error( 403, 'email_not_verified' );
			}
			user.loginCount++;
			claimEstateToken( body.estate_token, user );
			const token = issueToken( user.id );
			store.save();
			return ok( { token, message: 'login_success' } );
		},

		register( { body, lang } ) {
			const errors: FieldErrors = {};
			if (
				! permittedCodes( 'address', 'Anrede' ).includes(
					body.salutation
				)
			) {
				errors.salutation = [
					body.salutation ? 'invalid_salutation' : 'required',
				];
			}
			for ( const k of [ 'firstname', 'lastname' ] ) {
				if ( ! String( body[ k ] ).trim() ) {
					errors[ k ] = [ 'required' ];
				}
			}
			if (
				body.category === 'Unternehmen' &&
				! String( body.company ?? '' ).trim()
			) {
				errors.company = [ 'company_required' ];
			}
			if ( ! callbackOk( body.callback_url ) ) {
				errors.callback_url = [ 'invalid_callback_url' ];
			}
			if ( Object.keys( errors ).length ) {
				return error( 422, 'validation_failed', errors );
			}
			const existing = findUserByEmail( body.email );
			let user = existing;
			if ( ! user ) {
				user = {
					id: db().nextUserId++,
					email: String( body.email ).trim(),
					passwordHash: hashPassword( body.password ),
					verified: false,
					category: body.category,
					company:
						body.category === 'Unternehmen'
							? String( body.company ).trim()
							: '',
					isOwner: !! body.is_owner,
					estateOfficerId: body.oo_estate_officer_id ?? null,
					addressOfficerId: body.oo_address_officer_id ?? null,
					photo: null,
					loginCount: 0,
					profile: {
						salutation: body.salutation,
						title: '',
						firstname: String( body.firstname ).trim(),
						lastname: String( body.lastname ).trim(),
						birthday: null,
						street: '',
						housenr: '',
						zip: '',
						city: '',
						state: '',
						country: '',
						occupation: '',
						employer:
							body.category === 'Unternehmen'
								? String( body.company ).trim()
								: '',
						income: null,
						contractType: '',
						telephone: '',
						phone: '',
						fax: '',
						language: lang === 'de' ? 'DEU' : 'ENG',
						facebook: '',
						twitter: '',
						youtube: '',
						instagram: '',
						linkedin: '',
						xing: '',
						tiktok: '',
						pinterest: '',
					},
					createdAt: now(),
				};
				db().users.push( user );
				claimEstateToken( body.estate_token, user );
			}
			if ( existing && existing.verified ) {
				const loginUrl =
					String( body.callback_url ).replace( /#.*$/, '' ) +
					'#/login';
				deliver(
					db(),
					alreadyRegisteredMail( lang, existing.email, loginUrl )
				);
			} else {
				const hashPart = sha1( user.email.toLowerCase() );
				const pathname = `/api/email/verify/${ user.id }/${ hashPart }`;
				const expires = Math.floor( ( now() + LINK_TTL_MS ) / 1000 );
				const verificationUrl = `${ publicUrl }${ pathname }?expires=${ expires }&signature=${ signature( pathname, expires ) }`;
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
			store.save();
			return ok( { message: 'registration_success' }, 201 );
		},

		verifyEmail( { params, query } ) {
			const pathname = `/api/email/verify/${ params.id }/${ params.hash }`;
			const check = checkSignature(
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
			store.save();
			return ok( { message: 'email_verified' } );
		},

		forgotPassword( { body, lang } ) {
			if ( ! callbackOk( body.callback_url ) ) {
				return error( 422, 'validation_failed', {
					callback_url: [ 'invalid_callback_url' ],
				} );
			}
			const user = findUserByEmail( body.email );
			if ( user ) {
				const token = randomBytes( 32 ).toString( 'hex' );
				db().resetTokens.push( {
					email: user.email.toLowerCase(),
					hash: sha256( token ),
					expiresAt: now() + LINK_TTL_MS,
					used: false,
				} );
				const link = `${ body.callback_url }?email=${ encodeURIComponent( user.email ) }&token=${ token }`;
				deliver( db(), resetMail( lang, user.email, link ) );
				store.save();
			}
			return ok( { message: 'reset_link_sent' } );
		},

		resetPassword( { body } ) {
			if ( body.password !== body.password_confirmation ) {
				return error( 422, 'validation_failed', {
					password_confirmation: [ 'passwords_do_not_match' ],
				} );
			}
			const email = String( body.email ).trim().toLowerCase();
			const record = db().resetTokens.find(
				( r ) =>
					r.email === email &&
					r.hash === sha256( body.token ) &&
					! r.used &&
					r.expiresAt > now()
			);
			const user = findUserByEmail( email );
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
			store.save();
			return ok( { message: 'password_reset' } );
		},

		getUser: ( { user } ) => ok( { data: apiUser( user! ) } ),

		logout( { req } ) {
			const hash = sha256( bearer( req ) ?? '' );
			db().tokens = db().tokens.filter( ( t ) => t.hash !== hash );
			store.save();
			return ok( { message: 'logged_out' } );
		},

		refreshToken( { req, user } ) {
			const hash = sha256( bearer( req ) ?? '' );
			const old = db().tokens.find( ( t ) => t.hash === hash );
			if ( old ) {
				old.expiresAt = Math.min(
					old.expiresAt,
					now() + REFRESH_GRACE_MS
				);
			}
			const token = issueToken( user!.id );
			store.save();
			return ok( { token } );
		},

		getProfilePicture: ( { user } ) =>
			ok( { imageUrl: apiUser( user! ).imageUrl } ),

		updateProfile( { user, body } ) {
			const errors = validateProfile( body );
			if ( Object.keys( errors ).length ) {
				return error( 422, 'validation_failed', errors );
			}
			const profile = user!.profile as unknown as Record<
				string,
				unknown
			>;
			for ( const [ k, v ] of Object.entries(
				body as Record< string, unknown >
			) ) {
				profile[ k ] = typeof v === 'string' ? v.trim() : v;
			}
			if ( profile.birthday === '' ) {
				profile.birthday = null;
			}
			store.save();
			return ok( { message: 'profile_updated', data: apiUser( user! ) } );
		},

		getReportingDesign: () => ok( { data: db().design } ),

		getValuationSettings: ( { lang, query } ) =>
			ok( valuationSettings( lang, query.only_selected === true ) ),

		getFields( { lang, query } ) {
			const modules = query[ 'modules[]' ] as Array<
				'address' | 'estate'
			>;
			const fields = query[ 'fieldList[]' ] as string[];
			const out: Schemas[ 'FieldsResponse' ] = {};
			for ( const name of fields ) {
				const found = modules.filter(
					( m ) => CRM_FIELDS[ m ][ name ]
				);
				if ( ! found.length ) {
					return error( 422, 'field_not_found' );
				}
				for ( const m of found ) {
					const f = CRM_FIELDS[ m ][ name ]!;
					if ( ! f.permittedvalues ) {
						return error( 422, 'no_permitted_values' );
					}
					out[ `${ m }.${ name }` ] = {
						label: f.label[ lang ],
						permittedvalues: Object.fromEntries(
							Object.entries( f.permittedvalues ).map(
								( [ code, label ] ) => [ code, label[ lang ] ]
							)
						),
					};
				}
			}
			return ok( out );
		},

		getCountries: ( { lang } ) => ok( countryNames( lang ) ),
		getEstateCountries: ( { lang } ) => ok( countryNames( lang ) ),

		storeTemporaryEstate( { body } ) {
			const token = randomBytes( 24 ).toString( 'hex' );
			db().temporaryEstates = db().temporaryEstates.filter(
				( t ) => t.createdAt + ESTATE_TOKEN_TTL_MS > now()
			);
			db().temporaryEstates.push( {
				hash: sha256( token ),
				payload: body,
				createdAt: now(),
				claimedBy: null,
			} );
			store.save();
			return ok( { data: { estate_token: token } }, 201 );
		},

		listEstates( { user } ) {
			const out: Schemas[ 'DashboardResponse' ] = {
				estatesOwned: [],
				estatesInterested: [],
				estatesContactPerson: [],
			};
			const lists = {
				owner: out.estatesOwned,
				interested: out.estatesInterested,
				contactperson: out.estatesContactPerson,
			};
			for ( const e of db().estates ) {
				for ( const r of relationsOf( e, user! ) ) {
					lists[ r.type ].push( listItem( e ) );
				}
			}
			return ok( out );
		},

		getEstate( ctx ) {
			const e = accessEstate( ctx, ctx.params.id!, 'any' );
			if ( isReply( e ) ) {
				return e;
			}
			const labels: Record< string, Schemas[ 'FieldLabel' ] > = {};
			for ( const key of Object.keys( e.elements ) ) {
				const l = ESTATE_FIELD_LABELS[ key ];
				labels[ key ] = l
					? { label: l.label[ ctx.lang ], type: l.type }
					: { label: key, type: 'varchar' };
			}
			return ok( {
				data: [ { id: e.id, type: 'estate', elements: e.elements } ],
				fields: [ { elements: labels } ],
				images: [
					{
						elements: e.images.map( ( i ) => ( {
							url: `${ publicUrl }/media/estates/${ i.file }`,
							title: i.title,
							type: i.type,
						} ) ),
					},
				],
				settings: e.settings,
				relations: relationsOf( e, ctx.user! ).map( ( r ) => ( {
					type: r.type,
					owner: r.type === 'owner',
				} ) ),
				broker: broker( e.brokerId ),
			} );
		},

		getEstateShortStats( ctx ) {
			const e = accessEstate(
				ctx,
				ctx.params.id!,
				'owner',
				( s ) => s.reporting && s.reporting_statistics
			);
			return isReply( e ) ? e : ok( { data: e.shortStats } );
		},

		getEstateStats( ctx ) {
			const e = accessEstate(
				ctx,
				ctx.params.id!,
				'owner',
				( s ) => s.reporting && s.reporting_statistics
			);
			if ( isReply( e ) ) {
				return e;
			}
			if ( flakyStats.delete( e.id ) ) {
				// Estate 102's first stats call fails once, so the front end's single retry is exercised.
				return error( 500, 'generic_error' );
			}
			return ok( { data: e.widgets } );
		},

		getEstateLog( ctx ) {
			const e = accessEstate(
				ctx,
				ctx.params.id!,
				'owner',
				( s ) => s.reporting && s.reporting_activities
			);
			if ( isReply( e ) ) {
				return e;
			}
			const entries = [ ...e.log ].sort( ( a, b ) =>
				b.Datum.localeCompare( a.Datum )
			);
			const users = LOG_USERS.filter( ( u ) =>
				entries.some( ( x ) => x.Benutzer_nr === u.Nr )
			);
			return ok( {
				estateLog: entries,
				estateLogUsers: users.map( ( { photo, ...elements } ) => ( {
					id: elements.Nr,
					elements,
				} ) ),
				estateLogUsersPhoto: users
					.filter( ( u ) => u.photo )
					.map( ( u ) => ( {
						id: u.Nr,
						elements: {
							photo: `${ publicUrl }/media/users/${ u.photo }`,
						},
					} ) ),
				statisticWidgets: e.widgets.map( ( w ) => w.key ),
			} );
		},

		createEstateLog( ctx ) {
			const e = accessEstate( ctx, ctx.params.id!, 'owner' );
			if ( isReply( e ) ) {
				return e;
			}
			const entry: Schemas[ 'EstateLogEntry' ] = {
				id: `c${ db().nextLogId++ }`,
				Datum: logDate( now() ),
				Bemerkung: ctx.body.note,
				Aktionsart: ctx.body.actionkind,
				Aktionstyp: ctx.body.actiontype,
				Beratungsebene: '',
				Benutzer_nr: '',
			};
			e.log.unshift( entry );
			store.save();
			return ok( { message: 'log_created', data: entry }, 201 );
		},

		listEstateFiles( ctx ) {
			const e = accessEstate(
				ctx,
				ctx.params.estateId!,
				'owner',
				( s ) => s.document
			);
			if ( isReply( e ) ) {
				return e;
			}
			const data: Schemas[ 'FileListResponse' ][ 'data' ] = {};
			for ( const g of e.fileGroups ) {
				data[ g.key ] = {
					name: g.name,
					count: {
						total: g.rows.length,
						uploaded: g.rows.filter( ( r ) => r.file ).length,
					},
					files: g.rows.map( apiFile ),
				};
			}
			return ok( { data } );
		},

		async uploadFile( ctx ) {
			const { req, res } = ctx;
			const failure = await new Promise< unknown >( ( resolve ) =>
				uploader( req, res, ( err?: unknown ) => resolve( err ) )
			);
			const file = req.file;
			const discard = () => file && rmSync( file.path, { force: true } );
			if ( failure ) {
				discard();
				const code = ( failure as { code?: string } ).code;
				return error( 422, 'validation_failed', {
					file: [
						code === 'LIMIT_FILE_SIZE'
							? 'file_too_large'
							: 'invalid_value',
					],
				} );
			}
			const fields = ( req.body ?? {} ) as Record< string, string >;
			const errors: FieldErrors = {};
			if ( ! file ) {
				errors.file = [ 'file_required' ];
			}
			if ( fields.module !== 'estate' ) {
				errors.module = [
					fields.module ? 'invalid_value' : 'required',
				];
			}
			if ( ! /^[0-9]+$/.test( fields.related_record_id ?? '' ) ) {
				errors.related_record_id = [
					fields.related_record_id ? 'invalid_value' : 'required',
				];
			}
			if ( ! fields.document_attribute ) {
				errors.document_attribute = [ 'required' ];
			}
			if ( file ) {
				const ext = path
					.extname( file.originalname )
					.slice( 1 )
					.toLowerCase();
				const head = Buffer.alloc( 8 );
				const fd = openSync( file.path, 'r' );
				readSync( fd, head, 0, 8, 0 );
				closeSync( fd );
				const kind = sniffFileKind( head );
				if ( ! UPLOAD_EXTENSIONS.includes( ext ) ) {
					errors.file = [ 'invalid_file_type' ];
				} else if ( kind !== ( ext === 'jpeg' ? 'jpg' : ext ) ) {
					errors.file = [ 'file_content_mismatch' ];
				}
			}
			if ( Object.keys( errors ).length ) {
				discard();
				return error( 422, 'validation_failed', errors );
			}
			const e = accessEstate(
				ctx,
				fields.related_record_id!,
				'owner',
				( s ) => s.document
			);
			if ( isReply( e ) ) {
				discard();
				return e;
			}
			const row = e.fileGroups
				.flatMap( ( g ) => g.rows )
				.find( ( r ) => r.dataAttribute === fields.document_attribute );
			if ( ! row ) {
				discard();
				return error( 422, 'validation_failed', {
					document_attribute: [ 'invalid_document_attribute' ],
				} );
			}
			const id = randomBytes( 16 ).toString( 'hex' );
			renameSync( file!.path, path.join( store.uploadsDir, id ) );
			if ( row.file ) {
				rmSync( path.join( store.uploadsDir, row.file.id ), {
					force: true,
				} );
			}
			row.file = {
				id,
				name: path.basename( file!.originalname ),
				createdAt: new Date( now() ).toISOString(),
			};
			row.status = 'not_confirmed';
			store.save();
			return ok(
				{ message: 'file_uploaded', data: apiFile( row ) },
				201
			);
		},

		geocoderSearch( { query } ) {
			const city = String( query.city ?? '' );
			const postalcode = String( query.postalcode ?? '' );
			if ( ! city.trim() && ! postalcode.trim() ) {
				return error( 400, 'validation_failed' );
			}
			return ok( searchPlaces( city, postalcode ) );
		},

		sandboxOutboxPage( { res } ) {
			res.type( 'html' ).send( outboxPage( db().outbox ) );
			return undefined;
		},
		sandboxOutbox: () => ok( db().outbox ),
		sandboxHealth: () => ok( { ok: true } ),
		sandboxReset() {
			store.reset();
			failures.clear();
			flakyStats = new Set( [ '102' ] );
			return ok( { ok: true } );
		},
		sandboxRevokeTokens() {
			db().tokens = [];
			store.save();
			return ok( { ok: true } );
		},
		sandboxSetReportingDesign( { body } ) {
			db().design = { ...db().design, ...body };
			store.save();
			return ok( { data: db().design } );
		},

		sandboxMedia( { res, params, query } ) {
			const { kind, name } = params as { kind: string; name: string };
			const svg = ( text: string ) => {
				res.type( 'image/svg+xml' )
					.set( 'Cache-Control', 'public, max-age=3600' )
					.send( text );
				return undefined;
			};
			if ( kind === 'profile' || kind === 'files' ) {
				const check = checkSignature(
					`/media/${ kind }/${ name }`,
					query.expires,
					query.signature
				);
				if ( check !== 'ok' ) {
					return error( 403, 'invalid_signature' );
				}
			}
			if ( kind === 'estates' ) {
				for ( const e of db().estates ) {
					const image = e.images.find( ( i ) => i.file === name );
					if ( image ) {
						return svg(
							image.type === 'Grundriss'
								? floorPlanSvg( image.title )
								: houseSvg(
										name,
										shorten( e.elements.objekttitel, 44 )
									)
						);
					}
				}
			} else if ( kind === 'brokers' || kind === 'users' ) {
				const person =
					kind === 'brokers'
						? Object.values( BROKERS ).find(
								( b ) => b.photo === name
							)
						: LOG_USERS.find( ( u ) => u.photo === name );
				if ( person ) {
					return svg(
						portraitSvg(
							`${ person.Vorname } ${ 'Nachname' in person ? person.Nachname : person.Name }`
						)
					);
				}
			} else if ( kind === 'profile' ) {
				const user = db().users.find(
					( u ) => `${ u.id }.svg` === name && u.photo
				);
				if ( user ) {
					res.set( 'Cache-Control', 'private, max-age=60' );
					res.type( 'image/svg+xml' ).send(
						portraitSvg(
							`${ user.profile.firstname } ${ user.profile.lastname }`
						)
					);
					return undefined;
				}
			} else if ( kind === 'files' ) {
				const row = db()
					.estates.flatMap( ( e ) =>
						e.fileGroups.flatMap( ( g ) => g.rows )
					)
					.find( ( r ) => r.file?.id === name );
				if ( row?.file ) {
					const content = readFileSync(
						path.join( store.uploadsDir, row.file.id )
					);
					const kindOf = sniffFileKind( content.subarray( 0, 8 ) );
					const types = {
						pdf: 'application/pdf',
						png: 'image/png',
						jpg: 'image/jpeg',
						gif: 'image/gif',
					};
					res.type(
						kindOf ? types[ kindOf ] : 'application/octet-stream'
					);
					res.set(
						'Content-Disposition',
						`inline; filename="${ row.file.name.replace( /[^\w.-]/g, '_' ) }"`
					);
					res.set( 'X-Content-Type-Options', 'nosniff' );
					res.send( content );
					return undefined;
				}
			}
			return error( 404, 'not_found' );
		},
	};

	const bearer = ( req: Request ) =>
		/^Bearer (.+)$/.exec( req.get( 'authorization' ) ?? '' )?.[ 1 ];

	const authenticate = ( req: Request ): DbUser | null => {
		const token = bearer( req );
		if ( ! token ) {
			return null;
		}
		const record = db().tokens.find( ( t ) => t.hash === sha256( token ) );
		if ( ! record || record.expiresAt <= now() ) {
			return null;
		}
		return db().users.find( ( u ) => u.id === record.userId ) ?? null;
	};

	/**
	 * Collects query parameters as the contract declares them (repeated `name[]` → array, booleans, integers).
	 * @param op
	 * @param req
	 */
	const readQuery = ( op: ContractOperation, req: Request ) => {
		const out: Record< string, unknown > = {};
		for ( const p of op.parameters.filter( ( x ) => x.in === 'query' ) ) {
			const raw = ( req.query as Record< string, unknown > )[ p.name ];
			if ( raw === undefined ) {
				continue;
			}
			const type = p.schema.type;
			if ( type === 'array' ) {
				out[ p.name ] = Array.isArray( raw ) ? raw : [ raw ];
			} else if ( Array.isArray( raw ) ) {
				out[ p.name ] = raw; // a repeated scalar is a schema violation, reported as such
			} else if ( type === 'boolean' ) {
				const flags: Record< string, boolean > = {
					true: true,
					false: false,
				};
				out[ p.name ] =
					String( raw ) in flags ? flags[ String( raw ) ] : raw;
			} else if ( type === 'integer' ) {
				out[ p.name ] = /^-?[0-9]+$/.test( String( raw ) )
					? Number( raw )
					: raw;
			} else {
				out[ p.name ] = raw;
			}
		}
		return out;
	};

	const send = ( op: ContractOperation, res: Response, reply: Reply ) => {
		let { status, body } = reply;
		const problems = contract.validateResponse(
			op.operationId,
			status,
			body
		);
		if ( problems ) {
			log(
				`contract violation in ${ op.operationId } ${ status }: ${ problems.join( '; ' ) }`
			);
			if ( strict ) {
				status = 500;
				body = { message: 'generic_error' };
			}
		}
		for ( const [ k, v ] of Object.entries( reply.headers ?? {} ) ) {
			res.set( k, v );
		}
		res.status( status ).json( body );
	};

	const wrap =
		( op: ContractOperation, handler: Handler ) =>
		async ( req: Request, res: Response, next: NextFunction ) => {
			try {
				const isApi = op.path.startsWith( '/api/' );
				const reply = await ( async (): Promise<
					Reply | undefined
				> => {
					if (
						isApi &&
						req.get( 'x-requested-with' ) !== 'XMLHttpRequest'
					) {
						return error( 400, 'missing_requested_with' );
					}
					if ( isApi && ! req.get( 'x-broker-url' ) ) {
						return error( 400, 'missing_broker_url' );
					}
					const user = op.secured ? authenticate( req ) : null;
					if ( op.secured && ! user ) {
						return error( 401, 'unauthenticated' );
					}
					const params = req.params as Record< string, string >;
					const query = readQuery( op, req );
					if (
						! op.validatePath( params ) ||
						! op.validateQuery( query )
					) {
						if ( op.operationId === 'verifyEmail' ) {
							return error( 403, 'invalid_verification_link' );
						}
						if ( ! op.validatePath( params ) ) {
							return error(
								op.responses.has( '404' ) ? 404 : 403,
								op.responses.has( '404' )
									? 'not_found'
									: 'invalid_signature'
							);
						}
						if (
							op.responses.has( '422' ) ||
							op.responses.has( '400' )
						) {
							return error(
								op.responses.has( '422' ) ? 422 : 400,
								'validation_failed',
								toFieldErrors( op.validateQuery.errors )
							);
						}
						return error( 403, 'invalid_signature' );
					}
					if ( op.validateBody && ! op.validateBody( req.body ) ) {
						return error(
							422,
							'validation_failed',
							toFieldErrors( op.validateBody.errors )
						);
					}
					return handler( {
						req,
						res,
						lang: langOf( req ),
						user,
						params,
						query,
						body: req.body,
					} );
				} )();
				if ( reply ) {
					send( op, res, reply );
				}
			} catch ( err ) {
				next( err );
			}
		};

	const app = express();
	app.disable( 'x-powered-by' );
	app.set( 'query parser', 'simple' );

	// CORS: only the configured WordPress origin, no credentials (the token travels in a header).
	app.use( ( req, res, next ) => {
		const origin = req.get( 'origin' );
		res.vary( 'Origin' );
		const allowed = origin === allowedOrigin;
		if ( allowed ) {
			res.set( 'Access-Control-Allow-Origin', origin );
			res.set( 'Access-Control-Expose-Headers', 'Retry-After' );
		}
		if ( req.method === 'OPTIONS' ) {
			if ( ! allowed ) {
				res.status( 403 ).json( { message: 'forbidden' } );
				return;
			}
			res.set( 'Access-Control-Allow-Methods', 'GET, POST, PATCH' );
			res.set(
				'Access-Control-Allow-Headers',
				'Accept, Accept-Language, Content-Type, Authorization, X-Requested-With, X-Broker-Url'
			);
			res.set( 'Access-Control-Max-Age', '600' );
			res.status( 204 ).end();
			return;
		}
		next();
	} );
	app.use( express.json( { limit: '1mb' } ) );

	for ( const op of contract.operations.values() ) {
		const handler = handlers[ op.operationId ];
		if ( ! handler ) {
			throw new Error(
				`sandbox: no handler for contract operation ${ op.operationId }`
			);
		}
		const expressPath = op.path.replace( /\{([^}]+)\}/g, ':$1' );
		app[ op.method ]( expressPath, wrap( op, handler ) );
	}
	for ( const id of Object.keys( handlers ) ) {
		if ( ! contract.operations.has( id ) ) {
			throw new Error(
				`sandbox: handler ${ id } is not in the contract`
			);
		}
	}

	app.use( ( _req: Request, res: Response ) => {
		res.status( 404 ).json( { message: 'not_found' } );
	} );
	// Express recognises error handlers by their four parameters, so `_next` must stay although unused.
	app.use(
		// eslint-disable-next-line @typescript-eslint/no-unused-vars -- see above: the arity marks an error handler
		( err: unknown, _req: Request, res: Response, _next: NextFunction ) => {
			const type = ( err as { type?: string } ).type;
			if (
				type === 'entity.parse.failed' ||
				type === 'entity.too.large'
			) {
				res.status( 422 ).json( {
					message: 'validation_failed',
					errors: { _: [ 'invalid_value' ] },
				} );
				return;
			}
			log(
				`sandbox error: ${ ( err as Error ).stack ?? String( err ) }`
			);
			res.status( 500 ).json( { message: 'generic_error' } );
		}
	);

	const server: Server = await new Promise( ( resolve, reject ) => {
		const s = app.listen( options.port ?? 8081, host, () => resolve( s ) );
		s.once( 'error', reject );
	} );
	const port = ( server.address() as AddressInfo ).port;
	const url = `http://${ host }:${ port }`;
	if ( ! publicUrl ) {
		publicUrl = url;
	}
	publicUrl = publicUrl.replace( /\/+$/, '' );

	return {
		url,
		store,
		contract,
		maxUploadBytes: maxUpload,
		close: () =>
			new Promise< void >( ( resolve, reject ) => {
				server.closeAllConnections();
				server.close( ( err ) => ( err ? reject( err ) : resolve() ) );
			} ),
	};
}
