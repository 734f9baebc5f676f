/**
 * Helpers of the broker-side end-to-end tests: signing in to WP admin, changing the plugin's
 * settings and a user's language through PHP in the stack's WordPress tree, a free port, and a
 * second sandbox API whose CORS allows another origin.
 */
import { spawn, spawnSync, type ChildProcess } from 'child_process';
import fs from 'fs';
import net from 'net';
import os from 'os';
import path from 'path';
import { expect, type Page } from '@playwright/test';
import { WP_ROOT } from '../../support/fixtures';

/** The repository root (this file lives in tests/e2e/admin/support/). */
export const REPO_ROOT = path.resolve( __dirname, '..', '..', '..', '..' );

/** The stack's administrator. */
export const ADMIN = { user: 'admin', password: 'admin' };

/**
 * Signs in to WP admin through the login form.
 *
 * @param page     The page.
 * @param user     User login.
 * @param password Password.
 */
export async function logInToAdmin(
	page: Page,
	user = ADMIN.user,
	password = ADMIN.password
): Promise< void > {
	await page.goto( '/wp-login.php' );
	await page.getByLabel( 'Username or Email Address' ).fill( user );
	await page.getByLabel( 'Password', { exact: true } ).fill( password );
	await page.getByRole( 'button', { name: 'Log In' } ).click();
	await expect( page ).toHaveURL( /\/wp-admin\/?/ );
}

/**
 * Runs PHP with WordPress loaded from the stack's tree and returns what it printed.
 *
 * @param code PHP statements (WordPress is loaded; no opening tag).
 */
export function runWordPressPhp( code: string ): string {
	expect( WP_ROOT, 'WP_ROOT (set by the stack) to run PHP' ).toBeTruthy();
	const php = `define( 'WP_USE_THEMES', false ); require 'wp-load.php'; ${ code }`;
	const result = spawnSync( 'php', [ '-r', php ], {
		cwd: WP_ROOT,
		encoding: 'utf8',
	} );
	expect( result.status, result.stderr ).toBe( 0 );
	return result.stdout;
}

/**
 * Reads the plugin's settings option.
 */
export function readSettings(): Record< string, string > {
	return JSON.parse(
		runWordPressPhp(
			"echo wp_json_encode( get_option( 'customer_area_settings', array() ) );"
		)
	) as Record< string, string >;
}

/**
 * Stores the plugin's settings option as it was (a test restores what it changed).
 *
 * @param settings The option's value.
 */
export function writeSettings( settings: Record< string, string > ): void {
	runWordPressPhp(
		`update_option( 'customer_area_settings', json_decode( ${ phpString(
			JSON.stringify( settings )
		) }, true ) );`
	);
}

/**
 * Sets the admin language of a user ('' for the site's).
 *
 * @param login  User login.
 * @param locale Locale, e.g. 'de_DE', or ''.
 */
export function setUserLocale( login: string, locale: string ): void {
	runWordPressPhp(
		`$user = get_user_by( 'login', ${ phpString( login ) } );
		update_user_meta( $user->ID, 'locale', ${ phpString( locale ) } );`
	);
}

/**
 * A PHP single-quoted string literal.
 *
 * @param value The string.
 */
export function phpString( value: string ): string {
	return `'${ value.replace( /[\\']/g, '\\$&' ) }'`;
}

/**
 * A TCP port nothing listens on (taken from the system and released at once).
 */
export function freePort(): Promise< number > {
	return new Promise( ( resolve, reject ) => {
		const server = net.createServer();
		server.unref();
		server.on( 'error', reject );
		server.listen( 0, '127.0.0.1', () => {
			const address = server.address();
			const port =
				typeof address === 'object' && address ? address.port : 0;
			server.close( () => resolve( port ) );
		} );
	} );
}

/** A sandbox API the test started itself. */
export interface ExtraSandbox {
	/** Its origin, e.g. http://127.0.0.1:40123. */
	url: string;
	/** Stops it and removes its data. */
	stop: () => Promise< void >;
}

/**
 * Starts a second sandbox API whose CORS allows only `allowedOrigin` (the sandbox reads it from
 * SANDBOX_ALLOWED_ORIGIN), with its own data folder, and waits until it answers.
 *
 * @param allowedOrigin The one origin its CORS allows.
 */
export async function startSandbox(
	allowedOrigin: string
): Promise< ExtraSandbox > {
	const port = await freePort();
	const url = `http://127.0.0.1:${ port }`;
	const dataDir = fs.mkdtempSync(
		path.join( os.tmpdir(), 'ca-e2e-sandbox-' )
	);
	const child: ChildProcess = spawn(
		process.execPath,
		[ '--import', 'tsx', 'sandbox/src/main.ts' ],
		{
			cwd: REPO_ROOT,
			env: {
				...process.env,
				SANDBOX_PORT: String( port ),
				SANDBOX_HOST: '127.0.0.1',
				SANDBOX_ALLOWED_ORIGIN: allowedOrigin,
				SANDBOX_DATA_DIR: dataDir,
				SANDBOX_PUBLIC_URL: url,
			},
			stdio: 'ignore',
		}
	);
	const stop = async () => {
		if ( child.exitCode === null && child.signalCode === null ) {
			const exited = new Promise( ( resolve ) =>
				child.once( 'exit', resolve )
			);
			child.kill( 'SIGTERM' );
			await exited;
		}
		fs.rmSync( dataDir, { recursive: true, force: true } );
	};
	try {
		await expect
			.poll(
				async () => {
					try {
						const response = await fetch(
							`${ url }/__sandbox/health`,
							{
								headers: {
									'X-Requested-With': 'XMLHttpRequest',
								},
							}
						);
						return response.status;
					} catch {
						return 0;
					}
				},
				{ message: `the second sandbox on ${ url }`, timeout: 30_000 }
			)
			.toBe( 200 );
	} catch ( error ) {
		await stop();
		throw error;
	}
	return { url, stop };
}
