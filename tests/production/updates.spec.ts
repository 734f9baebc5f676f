/**
 * Updates and caches: a page cached before a plugin update, or before a change of its settings,
 * is not served after it. The plugin asks the page cache to purge (includes/PageCache.php), and
 * the host's integration, a must-use plugin as hosts ship one (scripts/lib/production/
 * host-purge.php), bans the site's pages from Varnish; the next visitor's copy is a miss, built
 * by the new release or with the new settings, and the area works from it (README "Hosting: what
 * a host must know").
 */
import os from 'os';
import path from 'path';
import type { Browser, Page } from '@playwright/test';
import {
	DEMO_PASSWORD,
	OWNER_EMAIL,
	ROOT_SELECTOR,
	WP_URL,
	expect,
	test,
} from '../e2e/support/fixtures';
import { logInHere } from '../e2e/auth/helpers';
import { changeSettings } from '../e2e/support/wordpress';
import {
	APACHE_URL,
	emptyCache,
	expectVerdicts,
	logMark,
} from './support/cache';
import { get } from './support/http';
import {
	FIRST_RELEASE,
	entryVersion,
	installWithUpgrader,
	writeSecondRelease,
} from './support/release';

const AREA = '/customer-area/';
const HOST = new URL( WP_URL ).host;
const BUILD = '/wp-content/plugins/customer-area/build/';

/**
 * A visitor in a browser of their own opens the area and signs in as the owner.
 *
 * @param browser The browser.
 * @return Every build file the page asked for with a `?ver=`, and that version.
 */
async function visitAndSignIn(
	browser: Browser
): Promise< Array< { file: string; ver: string } > > {
	const context = await browser.newContext();
	const page: Page = await context.newPage();
	const versions: Array< { file: string; ver: string } > = [];
	page.on( 'request', ( request ) => {
		const url = new URL( request.url() );
		if (
			url.pathname.startsWith( BUILD ) &&
			url.searchParams.has( 'ver' )
		) {
			versions.push( {
				file: url.pathname.slice( BUILD.length ),
				ver: url.searchParams.get( 'ver' ) ?? '',
			} );
		}
	} );
	try {
		await page.goto( AREA );
		const root = page.locator( ROOT_SELECTOR ).first();
		await expect(
			root.getByRole( 'button', { name: 'Sign In Now' } )
		).toBeVisible();
		await logInHere( page, OWNER_EMAIL, DEMO_PASSWORD );
		await expect( root.getByText( 'Hello Otto Owner' ) ).toBeVisible();
	} finally {
		await context.close();
	}
	return versions;
}

/**
 * Waits until Apache, past Varnish, serves the area page of a release. PHP-FPM's OPcache looks
 * at changed files every 2 s (php.ini's default): WordPress's upgrader clears it when it runs
 * inside PHP-FPM, from the Plugins screen; run from the command line here, it cannot.
 *
 * @param release The release's build hashes.
 */
async function servesRelease( release: Set< string > ): Promise< void > {
	await expect
		.poll( async () =>
			release.has(
				entryVersion(
					( await get( APACHE_URL, AREA, HOST ) ).body.toString(
						'utf8'
					)
				)
			)
		)
		.toBe( true );
}

test( 'a page cached before an update is purged by it; the next visitor gets the new release’s page and files, and signs in', async ( {
	browser,
	freshSandbox,
} ) => {
	void freshSandbox;
	const second = writeSecondRelease(
		path.join(
			os.tmpdir(),
			`customer-area-second-release-${ process.pid }.zip`
		)
	);
	emptyCache();
	let mark = logMark();
	const before = await visitAndSignIn( browser );
	expect( before.length ).toBeGreaterThan( 0 );
	expect( before.every( ( { ver } ) => second.before.has( ver ) ) ).toBe(
		true
	);
	await get( WP_URL, AREA, HOST );
	await expectVerdicts( mark, AREA, [ 'miss', 'hit' ] );

	try {
		installWithUpgrader( second.zip );
		await servesRelease( second.after );

		mark = logMark();
		const after = await visitAndSignIn( browser );
		await expectVerdicts( mark, AREA, [ 'miss' ] );
		expect( after.length ).toBeGreaterThan( 0 );
		expect(
			after.filter( ( { ver } ) => ! second.after.has( ver ) )
		).toEqual( [] );
		// The screens' stylesheets too: under last release's address a browser or a host that
		// keeps static files long would answer with last release's styles.
		expect( after.map( ( { file } ) => file ) ).toEqual(
			expect.arrayContaining( [ 'shell.css', 'dashboard.css' ] )
		);
	} finally {
		installWithUpgrader( FIRST_RELEASE );
		await servesRelease( second.before );
		emptyCache();
	}
} );

test( 'a settings change purges the cached page: the next visitor gets the new settings', async ( {
	page,
	browser,
	freshSandbox,
} ) => {
	void freshSandbox;
	emptyCache();
	let mark = logMark();
	await page.goto( AREA );
	await expect(
		page
			.locator( ROOT_SELECTOR )
			.first()
			.getByRole( 'button', { name: 'Sign In Now' } )
	).toBeVisible();
	await get( WP_URL, AREA, HOST );
	await expectVerdicts( mark, AREA, [ 'miss', 'hit' ] );

	const restore = changeSettings( { language: 'de' } );
	try {
		mark = logMark();
		const context = await browser.newContext();
		try {
			const visitor = await context.newPage();
			await visitor.goto( AREA );
			await expect(
				visitor
					.locator( ROOT_SELECTOR )
					.first()
					.getByRole( 'button', { name: 'Jetzt anmelden' } )
			).toBeVisible();
		} finally {
			await context.close();
		}
		await expectVerdicts( mark, AREA, [ 'miss' ] );
	} finally {
		restore();
		emptyCache();
	}
} );
