/**
 * The network of the multisite suite: its two brokers' sites, switching how the plugin is
 * activated, and PHP run on one of its sites.
 */
import { spawnSync } from 'child_process';
import path from 'path';
import type { Page } from '@playwright/test';
import {
	ROOT_SELECTOR,
	WP_ROOT,
	WP_URL,
	expect,
} from '../../e2e/support/fixtures';

/** Broker B's backend (set by the global setup). */
export const API_URL_B = process.env.CA_API_URL_B ?? '';

/** The two brokers' sites (scripts/lib/production/network.mjs). */
export const SITE_A = {
	path: '/',
	area: '/customer-area/',
	valuation: '/property-valuation/',
	signIn: 'Sign In Now',
	email: 'Email',
	password: /^Password\b/,
	theme: 'twentytwentyfive',
};
export const SITE_B = {
	path: '/broker-b/',
	area: '/broker-b/kundenbereich/',
	valuation: '/broker-b/immobilienbewertung/',
	signIn: 'Jetzt anmelden',
	email: 'E-Mail',
	password: /^Passwort(?! anzeigen)/,
	theme: 'twentytwentyone',
};

/** The settings page's API base field and save button, in the site administrator's language. */
export const API_BASE_FIELD = /^(API base URL|API-Basis-URL)/;
export const SAVE_CHANGES = /^(Save Changes|Änderungen speichern)$/;

/** A broker's site as the tests use it. */
export type Site = typeof SITE_A | typeof SITE_B;

/**
 * Signs in through the login form of the site's area page, in the site's language.
 *
 * @param page     The page, showing the sign-in form.
 * @param site     The site.
 * @param email    The customer's e-mail address.
 * @param password Their password.
 */
export async function signInOn(
	page: Page,
	site: Site,
	email: string,
	password: string
): Promise< void > {
	const root = page.locator( ROOT_SELECTOR ).first();
	await root
		.getByRole( 'textbox', { name: site.email, exact: true } )
		.fill( email );
	await root.getByLabel( site.password ).fill( password );
	await root.getByRole( 'button', { name: site.signIn } ).click();
}

const REPO = path.resolve( __dirname, '..', '..', '..' );

/**
 * Network-activates the plugin, or activates it on each site (scripts/wp/multisite.php).
 *
 * @param mode `network` or `site`.
 */
export function activate( mode: 'network' | 'site' ): void {
	const result = spawnSync(
		'php',
		[ path.join( REPO, 'scripts', 'wp', 'multisite.php' ), 'activation' ],
		{
			env: {
				...process.env,
				CA_WP_ROOT: WP_ROOT,
				CA_WP_URL: WP_URL,
				CA_ACTIVATION: mode,
			},
			encoding: 'utf8',
		}
	);
	expect( result.status, `${ result.stdout }${ result.stderr }` ).toBe( 0 );
}

/**
 * Runs PHP with WordPress loaded on one of the network's sites and returns what it printed.
 *
 * @param sitePath The site's path ('/' or '/broker-b/').
 * @param code     PHP statements (no opening tag).
 * @param env      Values the code reads with getenv().
 */
export function onSite(
	sitePath: string,
	code: string,
	env: Record< string, string > = {}
): string {
	const host = new URL( WP_URL ).host;
	const php = `$_SERVER['HTTP_HOST'] = '${ host }'; $_SERVER['REQUEST_URI'] = '${ sitePath }'; $_SERVER['SERVER_NAME'] = '127.0.0.1'; define( 'WP_USE_THEMES', false ); require 'wp-load.php'; ${ code }`;
	const result = spawnSync( 'php', [ '-r', php ], {
		cwd: WP_ROOT,
		encoding: 'utf8',
		env: { ...process.env, ...env },
	} );
	expect( result.status, result.stderr ).toBe( 0 );
	return result.stdout;
}
