/**
 * A multilingual site switches the language between pages (WPML's cookie): on the next page nothing
 * of the old language stays. The texts are the new language's (none of the old catalogue's
 * translations shows, though WordPress printed the page and the browser kept the stored state),
 * every call sends the new code, the API's answers are the new language's, and what the visitor
 * answered in the wizard is still there, shown in the new language.
 */
import {
	OWNER_EMAIL,
	WP_URL,
	expect,
	test,
	watchLateWork,
} from '../support/fixtures';
import { expectNoTranslation } from '../support/catalogue';
import {
	AREA,
	OWNER_NAME,
	VALUATION,
	WPML_COOKIE,
	expectEveryCallSent,
	expectScreenIn,
	recordCallLanguages,
	rootOf,
	signInThroughApi,
} from './support';

test( 'from German to French between two pages: nothing German stays', async ( {
	page,
	freshSandbox,
} ) => {
	void freshSandbox;
	const context = page.context();
	const area = rootOf( page );
	await context.addCookies( [
		{ name: WPML_COOKIE, value: 'de', url: WP_URL },
	] );

	// In German: an answer in the wizard (kept in the tab) and the signed-in Overview.
	await page.goto( VALUATION );
	await area.getByText( 'Haus', { exact: true } ).click();
	await expect(
		area.getByRole( 'radio', { name: 'Haus', exact: true } )
	).toBeChecked();
	await signInThroughApi( context, OWNER_EMAIL );
	const lateWork = watchLateWork( page );
	await page.goto( `${ AREA }#/estates/101` );
	await expect(
		area.getByRole( 'heading', { name: 'Anfragen nach Portal' } )
	).toBeVisible();
	// The German page's idle call (the profile picture) goes out before the switch, not into
	// the French page's record.
	await lateWork.settled();

	// The site switches to French.
	await context.addCookies( [
		{ name: WPML_COOKIE, value: 'fr', url: WP_URL },
	] );
	const sent = recordCallLanguages( page );

	await page.reload();
	await expect(
		area.getByRole( 'heading', { name: 'Demandes par portail' } )
	).toBeVisible();
	await expect( area.getByText( 'Visite effectuée' ).first() ).toBeVisible();
	await expectScreenIn( page, 'fr', 'fr_FR', 'estate overview', [
		OWNER_NAME,
	] );
	await expectNoTranslation(
		area,
		'de_DE',
		'estate overview after the switch',
		'fr_FR'
	);

	await page.goto( VALUATION );
	await expect(
		area.getByRole( 'radio', { name: 'Maison', exact: true } )
	).toBeChecked();
	await expectScreenIn( page, 'fr', 'fr_FR', 'wizard step 1' );
	await expectNoTranslation(
		area,
		'de_DE',
		'wizard after the switch',
		'fr_FR'
	);

	expectEveryCallSent( sent, 'fr' );
} );
