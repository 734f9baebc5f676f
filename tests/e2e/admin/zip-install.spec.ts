/**
 * The release zip in a clean WordPress: uploaded through Plugins → Add New Plugin → Upload
 * Plugin, activated, configured, and serving the customer area, with no PHP notice, warning or
 * error in the site's log.
 */
import { spawnSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { pathToFileURL } from 'url';
import {
	DEMO_PASSWORD,
	OWNER_EMAIL,
	ROOT_SELECTOR,
	WP_ROOT,
	expect,
	expectNoAxeViolations,
	test,
	watchLateWork,
	ALSO_ON_OLDEST_WORDPRESS,
} from '../support/fixtures';
import {
	REPO_ROOT,
	phpString,
	startSandbox,
	type ExtraSandbox,
} from './support/admin';
import { serveExternalImagesLocally } from './support/editor';

/** What scripts/lib/clean-wordpress.mjs resolves to. */
interface CleanSite {
	url: string;
	wpRoot: string;
	debugLog: string;
	serverLog: string;
	stop: () => Promise< void >;
}

/** The module, imported by a computed specifier (a plain .mjs without type declarations). */
interface CleanWordPressModule {
	startCleanWordPress: ( options: {
		stackWpRoot: string;
	} ) => Promise< CleanSite >;
}

/** PHP's own problem reports, as they land in a log. */
const PHP_PROBLEM =
	/PHP (?:Notice|Warning|Deprecated|Fatal error|Parse error|Strict Standards)|Doing it wrong|is deprecated since/;

/**
 * Lines of a log that report a PHP problem ('' when the file does not exist).
 *
 * @param file The log.
 */
function problemsIn( file: string ): string[] {
	if ( ! fs.existsSync( file ) ) {
		return [];
	}
	return fs
		.readFileSync( file, 'utf8' )
		.split( '\n' )
		.filter( ( line ) => PHP_PROBLEM.test( line ) );
}

test.describe( 'the release zip', () => {
	// Installing WordPress, the upload and the first page views of a fresh site take a while.
	test.setTimeout( 180_000 );

	let site: CleanSite | null = null;
	let sandbox: ExtraSandbox | null = null;
	let zipDir = '';

	test.afterEach( async () => {
		await site?.stop();
		await sandbox?.stop();
		site = null;
		sandbox = null;
		if ( zipDir ) {
			fs.rmSync( zipDir, { recursive: true, force: true } );
		}
	} );

	test( `installs through the upload screen, activates and serves the customer area without a PHP notice ${ ALSO_ON_OLDEST_WORDPRESS }`, async ( {
		page,
	} ) => {
		expect( WP_ROOT, 'WP_ROOT (set by the stack)' ).toBeTruthy();

		// The zip, from the current build (npm test builds before the suites run).
		zipDir = fs.mkdtempSync( path.join( os.tmpdir(), 'ca-e2e-zip-' ) );
		const zip = path.join( zipDir, 'customer-area.zip' );
		const made = spawnSync(
			process.execPath,
			[
				path.join( REPO_ROOT, 'scripts', 'plugin-zip.mjs' ),
				'--no-build',
				`--output=${ zip }`,
			],
			{ encoding: 'utf8' }
		);
		expect( made.status, made.stderr ).toBe( 0 );

		// A clean WordPress without the plugin, and an API that allows its origin.
		const { startCleanWordPress } = ( await import(
			pathToFileURL(
				path.join( REPO_ROOT, 'scripts', 'lib', 'clean-wordpress.mjs' )
			).href
		) ) as CleanWordPressModule;
		site = await startCleanWordPress( { stackWpRoot: WP_ROOT } );
		sandbox = await startSandbox( site.url );
		expect(
			fs.existsSync(
				path.join(
					site.wpRoot,
					'wp-content',
					'plugins',
					'customer-area'
				)
			)
		).toBe( false );

		// Straight to Plugins → Add New Plugin → Upload Plugin (the dashboard and the plugin
		// directory's tabs would ask wordpress.org, which this machine cannot reach).
		const upload = `${ site.url }/wp-admin/plugin-install.php?tab=upload`;
		await serveExternalImagesLocally( page );
		await page.goto(
			`${ site.url }/wp-login.php?redirect_to=${ encodeURIComponent(
				upload
			) }`
		);
		// The login screen's own scripts start after the page has loaded (they focus the user name
		// 200 ms later and set up the password field); a password typed before then was lost.
		const userName = page.getByLabel( 'Username or Email Address' );
		const password = page.getByLabel( 'Password', { exact: true } );
		await expect( userName ).toBeFocused();
		await userName.fill( 'admin' );
		await password.fill( 'admin' );
		await expect( password ).toHaveValue( 'admin' );
		await page.getByRole( 'button', { name: 'Log In' } ).click();
		await expect( page ).toHaveURL( upload );
		await page.getByLabel( 'Plugin zip file' ).setInputFiles( zip );
		await page.getByRole( 'button', { name: 'Install Now' } ).click();
		await expect(
			page.getByText( 'Plugin installed successfully.' )
		).toBeVisible( { timeout: 60_000 } );
		await page.getByRole( 'link', { name: 'Activate Plugin' } ).click();
		await expect( page.getByText( 'Plugin activated.' ) ).toBeVisible();
		await expect(
			page.locator( 'tr[data-plugin="customer-area/customer-area.php"]' )
		).toHaveClass( /\bactive\b/ );

		// Settings → Customer Area: the API base, then the connection test.
		await page.goto(
			`${ site.url }/wp-admin/options-general.php?page=customer-area`
		);
		await page
			.getByRole( 'textbox', { name: 'API base URL' } )
			.fill( sandbox.url );
		await page
			.getByRole( 'textbox', { name: 'Geocoder URL' } )
			.fill( `${ sandbox.url }/geocoder/search` );
		await page.getByRole( 'button', { name: 'Save Changes' } ).click();
		await expect( page.getByText( 'Settings saved.' ) ).toBeVisible();
		await page.getByRole( 'button', { name: 'Test connection' } ).click();
		for ( const target of [ 'api', 'geocoder' ] ) {
			await expect(
				page.locator(
					`.customer-area-connection-result[data-target="${ target }"]`
				)
			).toHaveAttribute( 'data-verdict', 'reachable', {
				timeout: 30_000,
			} );
		}

		// A page with the block, as the block editor saves it.
		const created = spawnSync(
			'php',
			[
				'-r',
				`define( 'WP_USE_THEMES', false ); require 'wp-load.php';
				$id = wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Customer Area', 'post_content' => ${ phpString(
					'<!-- wp:customer-area/customer-area /-->'
				) } ), true );
				echo is_wp_error( $id ) ? '' : get_permalink( $id );`,
			],
			{ cwd: site.wpRoot, encoding: 'utf8' }
		);
		expect( created.status, created.stderr ).toBe( 0 );
		const areaUrl = created.stdout.trim();
		expect( areaUrl ).toMatch( /^http:\/\/127\.0\.0\.1:\d+\// );

		// The area page, as a visitor sees it, and a sign-in against the API.
		await page.context().clearCookies();
		await page.goto( areaUrl );
		const root = page.locator( ROOT_SELECTOR ).first();
		await expect(
			root.getByRole( 'button', { name: 'Sign In Now' } )
		).toBeVisible();
		await expect( root.locator( '.ca-setup-error' ) ).toHaveCount( 0 );
		await expectNoAxeViolations( page, 'customer area from the zip' );
		await root
			.getByRole( 'textbox', { name: 'Email', exact: true } )
			.fill( OWNER_EMAIL );
		await root.getByLabel( /^Password\b/ ).fill( DEMO_PASSWORD );
		// The shell asks for the profile picture once the browser is idle, and then loads it: both
		// must be done before the servers stop, or the request is refused and logged.
		const lateWork = watchLateWork( page, sandbox.url );
		await root.getByRole( 'button', { name: 'Sign In Now' } ).click();
		await expect( page ).toHaveURL( /#\/$/ );
		await expect(
			root.getByRole( 'button', { name: 'Sign In Now' } )
		).toBeHidden();
		// The dashboard's cards load their pictures from the sandbox: let them arrive before the
		// servers stop, so no request is cut off.
		await expect( root.locator( '.ca-card' ).first() ).toBeVisible();
		// Every card in view shows its picture (the cards after the first ask for theirs once the
		// first one's has been painted) and the pictures have arrived; lazy pictures below the fold
		// never start.
		await page.waitForFunction( () => {
			const inView = ( element: Element ) =>
				element.getBoundingClientRect().top < window.innerHeight;
			return (
				Array.from( document.querySelectorAll( '.ca-card__media' ) )
					.filter( inView )
					.every( ( media ) => media.firstElementChild !== null ) &&
				Array.from( document.images )
					.filter( inView )
					.every( ( image ) => image.complete )
			);
		} );
		await lateWork.settled();

		// The log is the one PHP writes to: a marker written through WordPress lands in it.
		const marker = spawnSync(
			'php',
			[
				'-r',
				"define( 'WP_USE_THEMES', false ); require 'wp-load.php'; error_log( 'customer-area e2e: log check' );",
			],
			{ cwd: site.wpRoot, encoding: 'utf8' }
		);
		expect( marker.status, marker.stderr ).toBe( 0 );
		expect( fs.readFileSync( site.debugLog, 'utf8' ) ).toContain(
			'customer-area e2e: log check'
		);
		expect( problemsIn( site.debugLog ) ).toEqual( [] );
		expect( problemsIn( site.serverLog ) ).toEqual( [] );
	} );
} );
