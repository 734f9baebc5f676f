/**
 * The network's opt-in to private targets, end to end: a site's own filter says yes (the stack's
 * environment is `local`), but saving a loopback API base on broker B's settings page is refused
 * until the network opts in; then it is saved (docs/architecture.md "Security rules").
 */
import { API_URL, expect, test } from '../e2e/support/fixtures';
import { logInToAdmin } from '../e2e/admin/support/admin';
import { serveExternalImagesLocally } from '../e2e/admin/support/editor';
import {
	API_BASE_FIELD,
	API_URL_B,
	SAVE_CHANGES,
	SITE_B,
	onSite,
} from './support/network';

/** The network option the opt-in is (CustomerArea\Network\Targets::NETWORK_OPTION). */
const NETWORK_OPTION = 'customer_area_allow_private_targets';

/** The refusal's words, in English or German (the site's administrator language). */
const PRIVATE_REFUSED = /a private, loopback, link-local|privaten?, Loopback/;

test( 'a site alone cannot allow a loopback API base; the network can', async ( {
	page,
} ) => {
	await serveExternalImagesLocally( page );
	await logInToAdmin( page );
	const settings = `${ SITE_B.path }wp-admin/options-general.php?page=customer-area`;
	const apiBase = page.getByRole( 'textbox', { name: API_BASE_FIELD } );
	const save = async ( value: string ) => {
		await page.goto( settings );
		await apiBase.fill( value );
		await page.getByRole( 'button', { name: SAVE_CHANGES } ).click();
	};
	try {
		onSite( '/', `delete_site_option( '${ NETWORK_OPTION }' );` );
		await save( API_URL );
		await expect( page.getByText( PRIVATE_REFUSED ).first() ).toBeVisible();
		await page.goto( settings );
		await expect( apiBase ).toHaveValue( API_URL_B );

		onSite( '/', `update_site_option( '${ NETWORK_OPTION }', 1 );` );
		await save( API_URL );
		await expect( page.getByText( PRIVATE_REFUSED ) ).toHaveCount( 0 );
		await page.goto( settings );
		await expect( apiBase ).toHaveValue( API_URL );
	} finally {
		onSite( '/', `update_site_option( '${ NETWORK_OPTION }', 1 );` );
		onSite(
			SITE_B.path,
			`$s = get_option( 'customer_area_settings' ); $s['api_base'] = getenv( 'CA_B' ); update_option( 'customer_area_settings', $s );`,
			{ CA_B: API_URL_B }
		);
	}
} );
