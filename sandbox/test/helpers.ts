/**
 * Test helpers: start a sandbox in-process on a free port with a temporary data folder and an injectable
 * clock, and call it the way the front end does (standard headers, bearer token).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createSandbox, type Sandbox, type SandboxOptions } from '../src/app';

/** The WordPress origin the test sandboxes allow. */
export const ORIGIN = 'http://wp.test:8080';
/** A callback page on that origin. */
export const PAGE = `${ ORIGIN }/customer-area/`;

/**
 * A registration body as the front end sends it, with overrides.
 * @param over Fields to replace.
 */
export const registration = ( over: Record< string, unknown > = {} ) => ( {
	salutation: 'Frau',
	firstname: 'Erika',
	lastname: 'Mustermann',
	email: 'erika@example.com',
	password: 'Secret123',
	company: '',
	category: 'Privatkunde',
	is_owner: true,
	oo_estate_officer_id: 12,
	oo_address_officer_id: null,
	callback_url: `${ PAGE }#/verify-email`,
	...over,
} );

/** A controllable clock (ms since epoch). */
export interface Clock {
	t: number;
}

/** A started test sandbox with its helpers. */
export interface TestSandbox {
	sb: Sandbox;
	clock: Clock;
	dataDir: string;
	logs: string[];
	/** Calls the API with the front end's standard headers. */
	api: ( method: string, url: string, init?: CallInit ) => Promise< Answer >;
	/**
	 * Calls a sandbox test control (`/__sandbox/*`) the way the scripts do: `X-Requested-With` only.
	 */
	control: (
		method: string,
		url: string,
		body?: unknown
	) => Promise< Answer >;
	/** Signs in a demo customer and returns the token. */
	login: ( email: string, password?: string ) => Promise< string >;
	/** The outbox, newest first. */
	outbox: () => Promise<
		Array< { to: string; subject: string; text: string; links: string[] } >
	>;
	/** Stops the server (keeps the data folder unless `remove`). */
	stop: ( remove?: boolean ) => Promise< void >;
	/** Starts a new server on the same data folder (a restart). */
	restart: () => Promise< void >;
}

/** Options of one call. */
export interface CallInit {
	body?: unknown;
	form?: FormData;
	token?: string;
	lang?: string;
	headers?: Record< string, string >;
	/** Leave out the standard API headers. */
	bare?: boolean;
}

/** An answer with its parsed JSON. */
export interface Answer {
	status: number;
	headers: Headers;
	json: any;
	text: string;
}

/**
 * Starts a sandbox for one test file.
 * @param extra
 */
export async function startSandbox(
	extra: Partial< SandboxOptions > = {}
): Promise< TestSandbox > {
	const dataDir = mkdtempSync( path.join( os.tmpdir(), 'sandbox-test-' ) );
	const clock: Clock = { t: Date.parse( '2026-06-01T10:00:00Z' ) };
	const logs: string[] = [];
	const options: SandboxOptions = {
		port: 0,
		dataDir,
		allowedOrigin: ORIGIN,
		now: () => clock.t,
		log: ( m ) => logs.push( m ),
		...extra,
	};
	const ts = { clock, dataDir, logs } as TestSandbox;
	ts.sb = await createSandbox( options );

	ts.api = async ( method, url, init = {} ) => {
		const headers: Record< string, string > = {
			Accept: 'application/json',
			...( init.headers ?? {} ),
		};
		if ( ! init.bare ) {
			headers[ 'X-Requested-With' ] = 'XMLHttpRequest';
			headers[ 'X-Broker-Url' ] = ORIGIN;
			headers[ 'Accept-Language' ] = init.lang ?? 'en';
		}
		if ( init.token ) {
			headers.Authorization = `Bearer ${ init.token }`;
		}
		let body: string | FormData | undefined;
		if ( init.form ) {
			body = init.form;
		} else if ( init.body !== undefined ) {
			headers[ 'Content-Type' ] = 'application/json';
			body = JSON.stringify( init.body );
		}
		const res = await fetch( ts.sb.url + url, { method, headers, body } );
		const text = await res.text();
		let json: unknown = null;
		try {
			json = JSON.parse( text );
		} catch {
			json = null;
		}
		return { status: res.status, headers: res.headers, json, text };
	};

	ts.control = ( method, url, body ) =>
		ts.api( method, url, {
			bare: true,
			body,
			headers: { 'X-Requested-With': 'XMLHttpRequest' },
		} );

	ts.login = async ( email, password = 'demo1234' ) => {
		const res = await ts.api( 'POST', '/api/user/login', {
			body: { email, password },
		} );
		if ( res.status !== 200 ) {
			throw new Error(
				`login ${ email } answered ${ res.status } ${ res.text }`
			);
		}
		return res.json.token as string;
	};

	ts.outbox = async () =>
		( await ts.api( 'GET', '/outbox.json', { bare: true } ) ).json;

	ts.stop = async ( remove = true ) => {
		await ts.sb.close();
		if ( remove ) {
			rmSync( dataDir, { recursive: true, force: true } );
		}
	};

	ts.restart = async () => {
		await ts.sb.close();
		ts.sb = await createSandbox( options );
	};

	return ts;
}

/**
 * The path and query of a URL (mail links and signed URLs point at the sandbox's own origin).
 * @param url
 */
export function pathOf( url: string ): string {
	const u = new URL( url );
	return u.pathname + u.search;
}

/**
 * The query parameters that follow the hash route of a callback link (`…#/verify-email?url=…`).
 * @param link
 */
export function hashQuery( link: string ): URLSearchParams {
	return new URLSearchParams(
		link.split( '#' )[ 1 ]?.split( '?' )[ 1 ] ?? ''
	);
}

/**
 * A request with a `Host` header of the caller's choosing (fetch always sends the URL's own host), as a
 * DNS-rebinding page would make it: the browser names the attacker's domain, the socket reaches the sandbox.
 * @param baseUrl      The sandbox's URL (where the socket connects).
 * @param host         The `Host` header to send ('' sends none).
 * @param target       Path and query.
 * @param init         Method and extra headers.
 * @param init.method  HTTP method (GET unless given).
 * @param init.headers Extra headers.
 */
export function requestWithHost(
	baseUrl: string,
	host: string,
	target: string,
	init: { method?: string; headers?: Record< string, string > } = {}
): Promise< { status: number; text: string } > {
	const base = new URL( baseUrl );
	return new Promise( ( resolve, reject ) => {
		const req = http.request(
			{
				hostname: base.hostname,
				port: base.port,
				path: target,
				method: init.method ?? 'GET',
				headers: host ? { ...init.headers, Host: host } : init.headers,
				setHost: false,
			},
			( res ) => {
				let text = '';
				res.setEncoding( 'utf8' );
				res.on( 'data', ( chunk: string ) => ( text += chunk ) );
				res.on( 'end', () =>
					resolve( { status: res.statusCode ?? 0, text } )
				);
			}
		);
		req.on( 'error', reject );
		req.end();
	} );
}

/**
 * The width a JPEG's frame header names.
 *
 * @param bytes The file.
 */
export function jpegWidth( bytes: Buffer ): number {
	let offset = 2;
	while ( offset + 8 < bytes.length ) {
		const marker = bytes[ offset + 1 ];
		// SOF0–SOF2: the precision byte, the height, then the width.
		if ( marker !== undefined && marker >= 0xc0 && marker <= 0xc2 ) {
			return bytes.readUInt16BE( offset + 7 );
		}
		offset += 2 + bytes.readUInt16BE( offset + 2 );
	}
	return 0;
}
