/**
 * 'Test connection' on Settings → Customer Area, against the stack's sandbox API: a working API,
 * a stopped port, and an API whose CORS does not list this site, each named in plain words on
 * the settings page before any customer meets it. And the page in German.
 */
import { API_URL, WP_URL, expect, test } from '../support/fixtures';
import {
	ADMIN,
	freePort,
	logInToAdmin,
	readSettings,
	setUserLocale,
	startSandbox,
	writeSettings,
	type ExtraSandbox,
} from './support/admin';
import { expectNoAxeViolationsIn } from './support/axe';
import { serveExternalImagesLocally } from './support/editor';
import type { Page } from '@playwright/test';

const SETTINGS_PAGE = '/wp-admin/options-general.php?page=customer-area';

/** The page's content area, which the plugin prints. */
const CONTENT = '#wpbody-content .wrap';

/**
 * Saves an API base through the settings form, as a broker does.
 *
 * @param page    The settings page.
 * @param apiBase The address.
 */
async function saveApiBase( page: Page, apiBase: string ): Promise< void > {
	await page.getByRole( 'textbox', { name: 'API base URL' } ).fill( apiBase );
	await page.getByRole( 'button', { name: 'Save Changes' } ).click();
	await expect( page.getByText( 'Settings saved.' ) ).toBeVisible();
}

/**
 * Runs the test and returns the result box of the API base.
 *
 * @param page   The settings page.
 * @param button Name of the test button.
 */
async function testConnection( page: Page, button = 'Test connection' ) {
	await page.getByRole( 'button', { name: button } ).click();
	const result = page.locator(
		'.customer-area-connection-result[data-target="api"]'
	);
	await expect( result ).toBeVisible( { timeout: 30_000 } );
	return result;
}

test.describe( 'the connection test', () => {
	// A browser logs every failed request, and every request CORS blocks, as a console error;
	// here they are the point of the test. (One expression: Playwright would read a list of two
	// or more as a fixture's [value, options] pair.)
	test.use( {
		allowedConsoleErrors: [
			/^console\.error: (?:Failed to load resource: net::ERR_(?:CONNECTION_REFUSED|FAILED)|Access to fetch at '[^']*' from origin '[^']*' has been blocked by CORS policy)/,
		],
	} );

	let saved: Record< string, string > = {};
	let sandbox: ExtraSandbox | null = null;

	test.beforeEach( () => {
		saved = readSettings();
	} );

	test.afterEach( async () => {
		writeSettings( saved );
		setUserLocale( ADMIN.user, '' );
		await sandbox?.stop();
		sandbox = null;
	} );

	test( 'names a working API, a stopped port and a CORS list without this site', async ( {
		page,
	} ) => {
		await serveExternalImagesLocally( page );
		await logInToAdmin( page );
		await page.goto( SETTINGS_PAGE );
		await expectNoAxeViolationsIn( page, CONTENT, 'settings page' );

		// The stack's sandbox: reachable, with status and time, from the browser and the server.
		let result = await testConnection( page );
		await expect( result ).toHaveAttribute( 'data-verdict', 'reachable' );
		await expect( result ).toContainText(
			/Reachable: the API answered this browser with HTTP 200 in \d+ ms\./
		);
		await expect( result ).toContainText(
			/From the server: HTTP 200 in \d+ ms\./
		);
		const geocoder = page.locator(
			'.customer-area-connection-result[data-target="geocoder"]'
		);
		await expect( geocoder ).toHaveAttribute( 'data-verdict', 'reachable' );
		await expect( geocoder ).toContainText(
			/Reachable: the geocoder found the test address for this browser, with HTTP 200 in \d+ ms\./
		);
		await expectNoAxeViolationsIn(
			page,
			CONTENT,
			'settings page with the test results'
		);

		// A port nobody listens on: both fail, the server's error names a refused connection.
		const stopped = `http://127.0.0.1:${ await freePort() }`;
		await saveApiBase( page, stopped );
		result = await testConnection( page );
		await expect( result ).toHaveAttribute(
			'data-verdict',
			'cannot-connect'
		);
		await expect( result ).toContainText(
			'Cannot connect: the host name is unknown (DNS) or the connection was refused. Check the address, and that the server behind it is running.'
		);
		await expect( result ).toContainText( stopped );
		// Only the kind of failure: never the server's transport message (cURL's words, addresses).
		await expect( result ).not.toContainText( /cURL|Failed to connect/ );
		await expectNoAxeViolationsIn(
			page,
			CONTENT,
			'settings page with a failed test'
		);

		// An API that allows another origin only: the server reaches it, this browser may not.
		sandbox = await startSandbox( 'https://other-broker.example' );
		await saveApiBase( page, sandbox.url );
		result = await testConnection( page );
		await expect( result ).toHaveAttribute( 'data-verdict', 'cors' );
		await expect( result ).toContainText(
			`The server reaches the API (HTTP 200), but the API does not allow requests from this site’s origin ${ WP_URL } (CORS), so customers’ browsers cannot use it. Add ${ WP_URL } to the API’s allowed origins.`
		);
	} );

	test( 'speaks German to a German administrator', async ( { page } ) => {
		setUserLocale( ADMIN.user, 'de_DE' );
		await serveExternalImagesLocally( page );
		await logInToAdmin( page );
		await page.goto( SETTINGS_PAGE );

		await expect(
			page.getByRole( 'heading', { name: 'Verbindungstest' } )
		).toBeVisible();
		await expect(
			page.getByRole( 'textbox', { name: 'API-Basis-URL' } )
		).toHaveValue( API_URL );
		const result = await testConnection( page, 'Verbindung testen' );
		await expect( result ).toContainText(
			/Erreichbar: Die API hat diesem Browser mit HTTP 200 in \d+ ms geantwortet\./
		);
		await expect( result ).toContainText(
			/Vom Server aus: HTTP 200 in \d+ ms\./
		);
		await expectNoAxeViolationsIn( page, CONTENT, 'German settings page' );
	} );
} );
