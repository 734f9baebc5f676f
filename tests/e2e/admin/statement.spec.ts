/**
 * The accessibility statement on Settings → Customer Area: shown, copied by keyboard alone to the
 * real clipboard (HTML for the block editor and plain text), the copy announced, the section axe
 * clean. (Its German text is read by tests/php/broker-texts-test.php.)
 */
import { expect, test } from '../support/fixtures';
import { pressUntilFocused } from '../profile/helpers';
import { logInToAdmin } from './support/admin';
import { expectNoAxeViolationsIn } from './support/axe';
import { serveExternalImagesLocally } from './support/editor';

const SETTINGS_PAGE = '/wp-admin/options-general.php?page=customer-area';

const TEXTS = {
	button: 'Copy statement',
	title: 'Accessibility statement for our customer area',
	copied: 'The statement has been copied. Paste it into a page and fill in the parts in square brackets.',
	enforcement:
		'Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF)',
} as const;

test( 'the accessibility statement is copied by keyboard, announced, as HTML and text', async ( {
	page,
	context,
} ) => {
	await context.grantPermissions( [ 'clipboard-read', 'clipboard-write' ] );
	await serveExternalImagesLocally( page );
	await logInToAdmin( page );
	await page.goto( SETTINGS_PAGE );
	const statement = page.locator( '#customer-area-accessibility-statement' );
	await expect(
		statement.getByRole( 'heading', { name: TEXTS.title } )
	).toBeVisible();
	await expectNoAxeViolationsIn(
		page,
		'#wpbody-content .wrap',
		'settings page with the statement'
	);

	const button = page.getByRole( 'button', { name: TEXTS.button } );
	await expect( button ).toBeEnabled();
	await pressUntilFocused( page, button, 'Tab' );
	await page.keyboard.press( 'Enter' );

	await expect( page.getByRole( 'status' ) ).toHaveText( TEXTS.copied );
	const copied = await page.evaluate( async () => {
		const [ item ] = await navigator.clipboard.read();
		return {
			types: item?.types ?? [],
			html: item
				? await ( await item.getType( 'text/html' ) ).text()
				: '',
			text: await navigator.clipboard.readText(),
		};
	} );
	expect( copied.types ).toEqual(
		expect.arrayContaining( [ 'text/html', 'text/plain' ] )
	);
	expect( copied.html ).toContain( `<h2>${ TEXTS.title }</h2>` );
	expect( copied.text ).toMatch( new RegExp( `^${ TEXTS.title }\n\n` ) );
	expect( copied.text ).toContain( TEXTS.enforcement );
	expect( copied.text ).not.toMatch( /<[a-z]/ );
} );
