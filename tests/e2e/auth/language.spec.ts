/**
 * The login page in German, chosen by the WPML language cookie.
 */
import {
	APP_SELECTOR,
	WP_URL,
	expect,
	expectNoAxeViolations,
	test,
} from '../support/fixtures';
import { AREA, root } from './helpers';

test( 'the login page in German through the WPML cookie', async ( {
	page,
} ) => {
	await page
		.context()
		.addCookies( [
			{ name: 'wp-wpml_current_language', value: 'de', url: WP_URL },
		] );
	await page.goto( AREA );
	const area = root( page );
	await expect(
		area.getByRole( 'heading', { name: 'Anmelden' } )
	).toBeVisible();
	await expect( area.getByText( 'Jetzt anmelden' ).first() ).toBeVisible();
	await expect(
		area.getByRole( 'checkbox', { name: 'Angemeldet bleiben' } )
	).toBeVisible();
	await expect(
		area.getByRole( 'button', { name: 'Passwort vergessen?' } )
	).toBeVisible();
	await expect(
		area.getByRole( 'button', { name: 'Konto erstellen' } )
	).toBeVisible();
	await expect( area.locator( APP_SELECTOR ) ).toHaveAttribute(
		'lang',
		'de'
	);
	await area.getByRole( 'button', { name: 'Jetzt anmelden' } ).click();
	await expect(
		area.getByText( 'Dieses Feld ist erforderlich' ).first()
	).toBeVisible();
	await expectNoAxeViolations( page, 'login in German' );
} );
