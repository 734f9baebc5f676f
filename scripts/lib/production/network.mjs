/**
 * The production stack as a multisite network (docs/architecture.md "Hosting, caches and
 * multisite"): a subdirectory network whose main site at `/` is broker A and whose second site
 * (`/broker-b/`) is broker B, each with its own broker backend (a sandbox of its own), theme,
 * language and page paths. scripts/wp/multisite.php does the WordPress side.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { SCRIPTS, StackError } from '../common.mjs';

/**
 * Broker B's site: where it lives and how it differs from the main site (Twenty Twenty-Five,
 * English, /customer-area/ and /property-valuation/).
 */
export const SITE_B = Object.freeze( {
	path: '/broker-b/',
	title: 'Makler B',
	theme: 'twentytwentyone',
	locale: 'de_DE',
	language: 'de',
	areaSlug: 'kundenbereich',
	valuationSlug: 'immobilienbewertung',
} );

/**
 * The constants wp-config.php holds for the network.
 *
 * @param {string} wpUrl The network's URL (Varnish).
 * @return {Array<[string, string|boolean|number]>} The constants.
 */
export function networkConstants( wpUrl ) {
	return [
		[ 'MULTISITE', true ],
		[ 'SUBDOMAIN_INSTALL', false ],
		[ 'DOMAIN_CURRENT_SITE', new URL( wpUrl ).host ],
		[ 'PATH_CURRENT_SITE', '/' ],
		[ 'SITE_ID_CURRENT_SITE', 1 ],
		[ 'BLOG_ID_CURRENT_SITE', 1 ],
	];
}

/**
 * Runs one phase of scripts/wp/multisite.php.
 *
 * @param {string}                 phase  `network`, `sites` or `activation`.
 * @param {string}                 wpRoot The WordPress root.
 * @param {string}                 wpUrl  The network's URL.
 * @param {Record<string, string>} [env]  Further environment.
 * @return {string} What it printed.
 */
export function runNetworkPhase( phase, wpRoot, wpUrl, env = {} ) {
	const res = spawnSync(
		'php',
		[ path.join( SCRIPTS, 'wp', 'multisite.php' ), phase ],
		{
			env: {
				...process.env,
				CA_WP_ROOT: wpRoot,
				CA_WP_URL: wpUrl,
				...env,
			},
			encoding: 'utf8',
		}
	);
	const out = `${ res.stdout ?? '' }${ res.stderr ?? '' }`.trim();
	if ( res.status !== 0 ) {
		throw new StackError(
			`multisite.php ${ phase } failed (exit ${ res.status }):\n${ out }`
		);
	}
	return out;
}

/**
 * Configures both sites: the activation mode, then the sites (the settings need the plugin).
 *
 * @param {Object}           o
 * @param {string}           o.wpRoot     The WordPress root.
 * @param {string}           o.wpUrl      The network's URL.
 * @param {string}           o.apiUrl     Broker A's backend.
 * @param {string}           o.apiUrlB    Broker B's backend.
 * @param {'network'|'site'} o.activation How the plugin is activated.
 * @return {string} What the phases printed.
 */
export function configureSites( {
	wpRoot,
	wpUrl,
	apiUrl,
	apiUrlB,
	activation,
} ) {
	const activated = runNetworkPhase( 'activation', wpRoot, wpUrl, {
		CA_ACTIVATION: activation,
	} );
	const sites = runNetworkPhase( 'sites', wpRoot, wpUrl, {
		CA_API_URL: apiUrl,
		CA_SITE_B: JSON.stringify( {
			path: SITE_B.path,
			title: SITE_B.title,
			api_url: apiUrlB,
			theme: SITE_B.theme,
			locale: SITE_B.locale,
			language: SITE_B.language,
			area_slug: SITE_B.areaSlug,
			valuation_slug: SITE_B.valuationSlug,
		} ),
	} );
	return `${ activated }\n${ sites }`;
}
