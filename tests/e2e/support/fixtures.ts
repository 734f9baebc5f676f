/**
 * The shared Playwright fixtures and helpers. Every spec imports `test` and `expect` from here:
 *
 * - every test fails on any `console.error` or uncaught page error in its browser context
 *   (nothing is allowed by default; a test that provokes an expected error, e.g. a failed request
 *   logged by Chromium, lists it with `test.use( { allowedConsoleErrors: [ /…/ ] } )`);
 * - `expectNoAxeViolations( page, label )` runs axe (WCAG 2.0/2.1/2.2 A and AA) on the plugin's
 *   roots; call it on every screen a test visits;
 * - `freshSandbox` (request it in a test's arguments) reseeds the sandbox before the test;
 * - `resetSandbox()`, `revokeTokens()`, `setSandboxSettings( settings )`, `latestMail( to )`,
 *   `signIn( page, email, password )`, `watchLateWork( page )`, `collectPageErrors( context )`,
 *   `uniqueEmail()`, `failedRequest( status, path )` (an allowedConsoleErrors entry) and the
 *   `WP_URL` / `API_URL` / `WP_ROOT` constants;
 * - `ALSO_ON_OLDEST_WORDPRESS` tags a test of the subset that also runs on WordPress 6.8.
 *
 * The tests run one at a time (playwright.config.ts, workers: 1) because the sandbox reset is
 * global: a reset in a parallel worker would pull data from under another test.
 */
import {
	test as base,
	expect,
	type BrowserContext,
	type Page,
	type Request,
} from '@playwright/test';
import type { components } from '../../../src/api/generated/openapi';
import { expectAxeToPass } from './axe';

export { expect };

/** The WordPress site under test. */
export const WP_URL =
	process.env.WP_URL ??
	`http://127.0.0.1:${ process.env.CA_TEST_WP_PORT ?? 8090 }`;

/** The sandbox API under test. */
export const API_URL =
	process.env.API_URL ??
	`http://127.0.0.1:${ process.env.CA_TEST_SANDBOX_PORT ?? 8091 }`;

/** The WordPress tree of the stack (for tests that create pages with PHP), when known. */
export const WP_ROOT = process.env.WP_ROOT ?? '';

/**
 * An `allowedConsoleErrors` entry for a failed request the test provokes on purpose: Chromium
 * logs every HTTP error answer as a console error ("Failed to load resource: … 401").
 *
 * @param status HTTP status the test expects.
 * @param path   Part of the URL, e.g. '/api/user'; any URL when left out.
 * @example test.use( { allowedConsoleErrors: [ failedRequest( 401, '/api/user' ) ] } );
 */
export function failedRequest( status: number, path = '' ): RegExp {
	const escaped = path.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' );
	return new RegExp(
		`^console\\.error: Failed to load resource: the server responded with a status of ${ status }\\b.*\\(https?://[^)]*${ escaped }[^)]*\\)$`
	);
}

/**
 * The tag, at the end of a test's title, of a test that also runs on the oldest WordPress the
 * plugin declares (6.8): the subset `npm test` runs there, the block editor and one journey per
 * area (README "WordPress versions, themes and PHP"). scripts/test-all/suites.mjs selects it with `--grep`.
 *
 * @example test( `a journey ${ ALSO_ON_OLDEST_WORDPRESS }`, async ( { page } ) => { … } );
 */
export const ALSO_ON_OLDEST_WORDPRESS = '@oldest-wordpress';

/** The seeded demo customers (password demo1234). */
export const DEMO_PASSWORD = 'demo1234';

/**
 * The app's own element inside a root: not the server's pre-rendered opening, which stays
 * beside it until the app has taken over (docs/architecture.md "First paint and start-up").
 */
export const APP_SELECTOR = '.ca-app:not(.customer-area-opening)';
export const OWNER_EMAIL = 'owner@example.com';
export const BUYER_EMAIL = 'buyer@example.com';
export const EMPTY_EMAIL = 'empty@example.com';

/** Selector of the plugin's roots (one per embed). */
export const ROOT_SELECTOR = '.customer-area-root';

/** A mail in the sandbox outbox (`GET {API_URL}/outbox.json`, newest first). */
export interface OutboxMail {
	to: string;
	subject: string;
	text: string;
	links: string[];
}

/**
 * Runs axe on the plugin's roots of the page and fails with a readable list of violations.
 *
 * @param page  The page, showing the screen to check.
 * @param label Name of the screen, shown in the failure.
 */
export async function expectNoAxeViolations(
	page: Page,
	label: string
): Promise< void > {
	await expect(
		page.locator( ROOT_SELECTOR ).first(),
		`${ label }: no customer-area root on the page`
	).toBeAttached();
	await expectAxeToPass( page, ROOT_SELECTOR, label );
}

/** The sandbox's test controls (`/__sandbox/*` but health) refuse a call without this header. */
const SANDBOX_CONTROL_HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };

/**
 * Reseeds every piece of sandbox data (users, estates, files, outbox, tokens, settings).
 */
export async function resetSandbox(): Promise< void > {
	const response = await fetch( `${ API_URL }/__sandbox/reset`, {
		method: 'POST',
		headers: SANDBOX_CONTROL_HEADERS,
	} );
	expect( response.status, 'POST /__sandbox/reset' ).toBe( 200 );
}

/**
 * Revokes every token the sandbox issued (the next API call of a signed-in browser gets a 401).
 */
export async function revokeTokens(): Promise< void > {
	const response = await fetch( `${ API_URL }/__sandbox/revoke-tokens`, {
		method: 'POST',
		headers: SANDBOX_CONTROL_HEADERS,
	} );
	expect( response.status, 'POST /__sandbox/revoke-tokens' ).toBe( 200 );
}

/**
 * Changes the sandbox's broker settings until the next reset: a named valuation wizard configuration
 * (`valuation`: `default`, `edge_cases`, `unavailable`) and the reporting design (see the contract's
 * `POST /__sandbox/settings`).
 *
 * @param settings The settings to change.
 */
export async function setSandboxSettings(
	settings: components[ 'schemas' ][ 'SandboxSettingsUpdate' ]
): Promise< void > {
	const response = await fetch( `${ API_URL }/__sandbox/settings`, {
		method: 'POST',
		headers: {
			...SANDBOX_CONTROL_HEADERS,
			'Content-Type': 'application/json',
		},
		body: JSON.stringify( settings ),
	} );
	expect( response.status, 'POST /__sandbox/settings' ).toBe( 200 );
}

/**
 * The sandbox outbox, newest first.
 */
export async function outbox(): Promise< OutboxMail[] > {
	const response = await fetch( `${ API_URL }/outbox.json` );
	expect( response.status, 'GET /outbox.json' ).toBe( 200 );
	return ( await response.json() ) as OutboxMail[];
}

/**
 * Waits until the sandbox "sent" a mail to `to` (and matching `subject` when given) and returns
 * the newest such mail. Use a unique address per test so an older mail is never mistaken for it.
 *
 * @param to              Recipient address (case-insensitive).
 * @param options         Options.
 * @param options.subject Only mails whose subject matches.
 * @param options.timeout How long to wait in ms (default 10 s).
 */
export async function latestMail(
	to: string,
	options: { subject?: RegExp; timeout?: number } = {}
): Promise< OutboxMail > {
	const wanted = to.toLowerCase();
	let found: OutboxMail | undefined;
	await expect
		.poll(
			async () => {
				found = ( await outbox() ).find(
					( mail ) =>
						mail.to.toLowerCase() === wanted &&
						( ! options.subject ||
							options.subject.test( mail.subject ) )
				);
				return found !== undefined;
			},
			{
				message: `a mail to ${ to } in the sandbox outbox`,
				timeout: options.timeout ?? 10_000,
			}
		)
		.toBe( true );
	return found as OutboxMail;
}

/**
 * An e-mail address no other test (or earlier run) uses.
 *
 * @param prefix Readable prefix.
 */
export function uniqueEmail( prefix = 'e2e' ): string {
	return `${ prefix }-${ Date.now().toString( 36 ) }-${ Math.random()
		.toString( 36 )
		.slice( 2, 8 ) }@example.com`;
}

/**
 * Signs in through the login form of `/customer-area/` (as a person would) and waits until the
 * login form is gone and the token cookie is set.
 *
 * @param page     The page.
 * @param email    Account e-mail.
 * @param password Its password.
 */
export async function signIn(
	page: Page,
	email: string,
	password: string
): Promise< void > {
	await page.goto( '/customer-area/#/login' );
	const root = page.locator( ROOT_SELECTOR ).first();
	await root
		.getByRole( 'textbox', { name: 'Email', exact: true } )
		.fill( email );
	// The label reads "Password *" (required); the visibility toggle is "Show password".
	await root.getByLabel( /^Password\b/ ).fill( password );
	const submit = root.getByRole( 'button', { name: 'Sign In Now' } );
	await submit.click();
	await expect( submit ).toBeHidden();
	await expect
		.poll(
			async () =>
				( await page.context().cookies() ).some(
					( cookie ) => cookie.name === 'laravel_user_token'
				),
			{ message: 'the laravel_user_token cookie after signing in' }
		)
		.toBe( true );
	// Signing in at /login ends on the dashboard; wait for it so a following goto
	// is not overtaken by that redirect.
	await expect( page ).toHaveURL( /#\/$/ );
}

/** The page's late work, watched from before the sign-in (see watchLateWork). */
export interface LateWork {
	/**
	 * Resolves once the page has finished the work it does after its first view: the shell's
	 * profile-picture call, the picture its answer names, and every other request it started.
	 */
	settled: () => Promise< void >;
}

/**
 * The first URL in an answer's JSON, searched depth-first; null for none.
 *
 * @param value The parsed answer.
 */
function firstUrlIn( value: unknown ): string | null {
	if ( typeof value === 'string' ) {
		return /^https?:\/\//.test( value ) ? value : null;
	}
	if ( value !== null && typeof value === 'object' ) {
		for ( const item of Object.values( value ) ) {
			const found = firstUrlIn( item );
			if ( found !== null ) {
				return found;
			}
		}
	}
	return null;
}

/**
 * Watches the work a signed-in page does after its first view, so that a test that then stops a
 * server, revokes the token or changes the API first lets it finish; otherwise the late request
 * meets the change, fails, and is logged. The shell asks for the profile picture only when the
 * browser is idle, and the picture itself is requested once the answer is rendered, so neither
 * has necessarily started when the screen looks ready. Call it before the sign-in, so nothing
 * slips past; `settled()` waits for the picture's call, then for the picture the answer names
 * (loaded or failed), then until no request of the page is open. On a page that asks another API
 * (a multisite network's second broker), pass its origin: an answer of the previous page's call to
 * the other API must not count as this page's.
 *
 * @param page The page.
 * @param api  The origin of the API the page asks.
 */
export function watchLateWork( page: Page, api = API_URL ): LateWork {
	const open = new Set< Request >();
	const ended = new Set< string >();
	const end = ( request: Request ) => {
		open.delete( request );
		ended.add( request.url() );
	};
	page.on( 'request', ( request ) => open.add( request ) );
	page.on( 'requestfinished', end );
	page.on( 'requestfailed', end );
	const pictureCall = page.waitForResponse(
		( response ) => response.url() === `${ api }/api/user/profile-picture`
	);
	return {
		settled: async () => {
			const answer = await pictureCall;
			const named = firstUrlIn( await answer.json().catch( () => null ) );
			const picture = named === null ? null : new URL( named ).href;
			// Loaded or failed; or shown from the browser's memory cache, which requests nothing.
			const pictureDone = async () =>
				picture === null ||
				ended.has( picture ) ||
				page.evaluate(
					( src ) =>
						Array.from( document.images ).some(
							( image ) => image.src === src && image.complete
						),
					picture
				);
			await expect
				.poll( async () => ( await pictureDone() ) && open.size === 0, {
					message:
						'the page’s late work: the profile picture’s call, the picture, every open request',
					timeout: 30_000,
				} )
				.toBe( true );
		},
	};
}

/**
 * Collects every console error and uncaught page error of a browser context from now on, as
 * "console.error: text (url)" and "page error: name: message". Every test's own context is watched
 * by the fixtures; a test that opens another context watches it with this and expects it empty.
 *
 * @param context The browser context.
 * @return The errors so far (the array grows).
 */
export function collectPageErrors( context: BrowserContext ): string[] {
	const errors: string[] = [];
	context.on( 'console', ( message ) => {
		if ( message.type() === 'error' ) {
			const where = message.location().url;
			errors.push(
				`console.error: ${ message.text() }${
					where ? ` (${ where })` : ''
				}`
			);
		}
	} );
	context.on( 'weberror', ( webError ) => {
		const error = webError.error();
		errors.push( `page error: ${ error.name }: ${ error.message }` );
	} );
	return errors;
}

interface Fixtures {
	/** Console errors / page errors a test expects (matched against "console.error: text (url)"). */
	allowedConsoleErrors: RegExp[];
	/** Request it to start the test from the sandbox's seed data. */
	freshSandbox: void;
	/** Auto: fails the test on any unexpected console error or page error. */
	failOnConsoleErrors: void;
}

export const test = base.extend< Fixtures >( {
	allowedConsoleErrors: [ [], { option: true } ],

	// Playwright reads a fixture's dependencies from this destructuring, so it stays even when empty.
	freshSandbox: async ( {}, use ) => {
		await resetSandbox();
		await use();
	},

	failOnConsoleErrors: [
		async ( { context, allowedConsoleErrors }, use ) => {
			const errors = collectPageErrors( context );
			await use();
			const unexpected = errors.filter(
				( error ) =>
					! allowedConsoleErrors.some( ( allowed ) =>
						allowed.test( error )
					)
			);
			expect(
				unexpected,
				'console errors or page errors during the test'
			).toEqual( [] );
		},
		{ auto: true },
	],
} );
