/**
 * The sandbox's security primitives: password hashing, signed URLs, bearer tokens. Nothing here knows about
 * HTTP handlers; the request pipeline and the handlers call these.
 */
import {
	createHash,
	createHmac,
	randomBytes,
	scryptSync,
	timingSafeEqual,
} from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { TOKEN_TTL_MS } from './limits';
import type { Db, DbUser } from './types';

/**
 * SHA-256 of a text, hex-encoded (how tokens are stored).
 * @param text The text to hash.
 */
export const sha256 = ( text: string ): string =>
	createHash( 'sha256' ).update( text ).digest( 'hex' );

/**
 * SHA-1 of a text, hex-encoded (the e-mail hash of a verification link, as Laravel builds it).
 * @param text The text to hash.
 */
export const sha1 = ( text: string ): string =>
	createHash( 'sha1' ).update( text ).digest( 'hex' );

/**
 * A random secret, hex-encoded.
 * @param bytes Number of random bytes.
 */
export const randomHex = ( bytes: number ): string =>
	randomBytes( bytes ).toString( 'hex' );

// A lighter scrypt cost than a production backend would pick: the sandbox holds demo accounts only, and its
// tests sign in hundreds of times.
const SCRYPT_COST = { N: 4096, r: 8, p: 1 };

/**
 * Hashes a password with scrypt (`scrypt$salt$hash`).
 * @param password The plain password.
 */
export function hashPassword( password: string ): string {
	const salt = randomHex( 16 );
	return `scrypt$${ salt }$${ scryptSync( password, salt, 32, SCRYPT_COST ).toString( 'hex' ) }`;
}

/**
 * Whether a password matches a stored `scrypt$salt$hash`, compared in constant time.
 * @param password The plain password.
 * @param stored   The stored hash.
 */
export function checkPassword( password: string, stored: string ): boolean {
	const [ , salt = '', hash = '' ] = stored.split( '$' );
	const actual = scryptSync( password, salt, 32, SCRYPT_COST );
	const expected = Buffer.from( hash, 'hex' );
	return (
		expected.length === actual.length && timingSafeEqual( actual, expected )
	);
}

let dummyHash: string | null = null;

/**
 * A hash to check unknown e-mails against, so that a login for an unknown e-mail costs the same time as one
 * for a known e-mail. Hashed once, on first use.
 */
export function dummyPasswordHash(): string {
	dummyHash = dummyHash ?? hashPassword( 'not-a-real-password' );
	return dummyHash;
}

/** The outcome of checking a signed URL. */
export type SignatureCheck = 'ok' | 'invalid' | 'expired';

/** Signs and checks URLs in Laravel's manner: an HMAC over path and expiry, checked in constant time. */
export interface Signer {
	/** The signature of a path with its expiry (Unix seconds). */
	signature: ( pathname: string, expires: number ) => string;
	/** An absolute URL on the sandbox's public origin, valid for `ttlSeconds`. */
	signedUrl: ( pathname: string, ttlSeconds: number ) => string;
	/** Checks the `expires` and `signature` query values of a request for `pathname`. */
	check: (
		pathname: string,
		expires: unknown,
		signature: unknown
	) => SignatureCheck;
}

/** What a signer needs: the HMAC secret, the clock and the public base URL (all read when used). */
export interface SignerSource {
	secret: () => string;
	now: () => number;
	baseUrl: () => string;
}

/**
 * A signer over the sandbox's current secret (a reset replaces the secret, so old links stop working).
 * @param source Secret, clock and base URL.
 */
export function createSigner( source: SignerSource ): Signer {
	const signature = ( pathname: string, expires: number ) =>
		createHmac( 'sha256', source.secret() )
			.update( `${ pathname }?expires=${ expires }` )
			.digest( 'hex' );
	return {
		signature,
		signedUrl( pathname, ttlSeconds ) {
			const expires = Math.floor( source.now() / 1000 ) + ttlSeconds;
			return `${ source.baseUrl() }${ pathname }?expires=${ expires }&signature=${ signature( pathname, expires ) }`;
		},
		check( pathname, expires, sig ) {
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
			return exp * 1000 < source.now() ? 'expired' : 'ok';
		},
	};
}

/**
 * The bearer token of a request, if any.
 * @param req The request.
 */
export const bearerToken = ( req: Request ): string | undefined =>
	/^Bearer (.+)$/.exec( req.get( 'authorization' ) ?? '' )?.[ 1 ];

/**
 * Issues a bearer token for a user (stored as a hash; expired tokens are swept).
 * @param db     The state.
 * @param now    Current time in ms.
 * @param userId The user.
 */
export function issueToken( db: Db, now: number, userId: number ): string {
	const token = randomHex( 32 );
	db.tokens = db.tokens.filter( ( x ) => x.expiresAt > now );
	db.tokens.push( {
		hash: sha256( token ),
		userId,
		expiresAt: now + TOKEN_TTL_MS,
	} );
	return token;
}

/**
 * The user a request's bearer token belongs to, or null (no, unknown, expired or revoked token).
 * @param db  The state.
 * @param now Current time in ms.
 * @param req The request.
 */
export function authenticate(
	db: Db,
	now: number,
	req: Request
): DbUser | null {
	const token = bearerToken( req );
	if ( ! token ) {
		return null;
	}
	const record = db.tokens.find( ( t ) => t.hash === sha256( token ) );
	if ( ! record || record.expiresAt <= now ) {
		return null;
	}
	return db.users.find( ( u ) => u.id === record.userId ) ?? null;
}

/**
 * The `Host` values the sandbox answers: `127.0.0.1` and `localhost` on its port (also without the port on
 * port 80), and the host of its public URL. Anything else is a request for another name that resolves to this
 * machine, such as a DNS-rebinding page, and gets nothing.
 * @param port      The port the sandbox listens on.
 * @param publicUrl The sandbox's public base URL.
 */
export function allowedHosts( port: number, publicUrl: string ): Set< string > {
	const hosts = new Set< string >();
	const add = ( hostname: string, p: number ) => {
		hosts.add( `${ hostname }:${ p }`.toLowerCase() );
		if ( p === 80 ) {
			hosts.add( hostname.toLowerCase() );
		}
	};
	add( '127.0.0.1', port );
	add( 'localhost', port );
	if ( publicUrl ) {
		const url = new URL( publicUrl );
		add( url.hostname, Number( url.port || 80 ) );
	}
	return hosts;
}

/**
 * Middleware that answers 421 `forbidden`, with no data, to a request whose `Host` is not one of the allowed.
 * @param allowed The allowed `Host` values (read per request: the port is known only once the server listens).
 */
export function hostGuard( allowed: () => ReadonlySet< string > ) {
	return ( req: Request, res: Response, next: NextFunction ) => {
		const host = ( req.headers.host ?? '' ).toLowerCase();
		if ( ! allowed().has( host ) ) {
			res.status( 421 ).json( { message: 'forbidden' } );
			return;
		}
		next();
	};
}
