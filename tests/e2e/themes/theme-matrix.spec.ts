/**
 * The theme matrix: the plugin's screens look and work the same in every supported theme
 * (docs/styles.md "Theme-proof styles"). Twenty Twenty-Five, the reference, visits every screen
 * once and reads it at 1280 px and again at 375 px; Twenty Twenty-One (classic) and Twenty
 * Twenty-Four (block) visit them at 375 and 1280 px, the 375 px cells also the dashboard in German;
 * Twenty Twenty-Two (block, WordPress 5.9's) at 375 px with the dashboard in German; one cell runs in
 * Twenty Twenty-Five's dark 'Evening' variation at 375 px.
 *
 * Each screen: no axe violation inside the plugin's roots, no dialog or popover outside them,
 * nothing shown that carries the `hidden` attribute, the computed styles of the plugin's controls
 * and text elements equal to the reference's at rest, in hover, keyboard focus, pressed and
 * disabled (read in this run, not written down), headings on the plugin's type scale, the wizard's
 * information buttons inside their cards and unpainted, no horizontal scroll at 375 px, and a
 * screenshot among the test's attachments (the whole page; the viewport for a dialog). Each cell
 * also compares the theme's own header, navigation, title and footer with a plain page's.
 *
 * A cell is one test: one theme switch and one sign-in, the screens in a row with as few page
 * loads as they allow, failures collected softly so one screen's problem does not hide the next
 * one's. The reference cell runs first and leaves its readings in the run's output folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { resetSandbox } from '../support/fixtures';
import { axeViolations } from '../support/axe';
import { expect, test, type SiteTheme } from '../support/themes';
import {
	MATRIX_SCREENS,
	ensureSecretSalePage,
	type MatrixScreen,
} from './support/matrix-screens';
import {
	headingsOffScale,
	hiddenElementsShown,
	horizontalOverflow,
	infoButtonsOutOfPlace,
	keepScreenshot,
	layersOutsideRoots,
} from './support/screen-checks';
import {
	PLAIN_PAGE,
	compareThemeParts,
	ensurePlainPage,
	themeStyles,
	type PageStyles,
} from './support/theme-parts';
import {
	PLUGIN_ROOTS,
	compareWithReference,
	measureScreen,
	stopMotion,
	type ScreenStyles,
} from './support/style-probe';

/** The two widths: a phone and a desktop. */
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };
type Width = 375 | 1280;

/** The viewport of each width. */
const VIEWPORTS: Record< Width, typeof PHONE > = { 375: PHONE, 1280: DESKTOP };

/** The share of elements a theme's screen and the reference's must both have. */
const MIN_SHARED = 0.9;

/** The reference's readings: width → screen → styles. */
type Reference = Record< Width, Record< string, ScreenStyles > >;

/**
 * Where the reference cell leaves its readings for the other cells of the run.
 *
 * @param testInfo The running test's info.
 */
const referenceFile = ( testInfo: TestInfo ) =>
	path.join( testInfo.project.outputDir, 'theme-matrix-reference.json' );

/**
 * The reference's readings of this run.
 *
 * @param testInfo The running test's info.
 */
function readReference( testInfo: TestInfo ): Reference {
	const file = referenceFile( testInfo );
	expect(
		fs.existsSync( file ),
		'the reference cell (Twenty Twenty-Five) ran first in this run'
	).toBe( true );
	return JSON.parse( fs.readFileSync( file, 'utf8' ) ) as Reference;
}

/**
 * The checks of one screen at one width that do not need the reference.
 *
 * @param page     The page, showing the screen.
 * @param testInfo The running test's info.
 * @param label    Cell and screen, for messages and the screenshot.
 * @param screen   The screen.
 * @param width    The viewport's width.
 */
async function checkScreen(
	page: Page,
	testInfo: TestInfo,
	label: string,
	screen: MatrixScreen,
	width: Width
): Promise< ScreenStyles > {
	// The pointer rests where the last click was; off the area, no control is hovered for real.
	await page.mouse.move( 0, 0 );
	await keepScreenshot( page, testInfo, label, ! screen.dialog );
	expect
		.soft( await axeViolations( page, PLUGIN_ROOTS ), `${ label }: axe` )
		.toEqual( [] );
	expect
		.soft(
			await layersOutsideRoots( page ),
			`${ label }: dialogs and popovers outside the plugin's roots`
		)
		.toEqual( [] );
	expect
		.soft(
			await hiddenElementsShown( page ),
			`${ label }: elements with the hidden attribute that show`
		)
		.toEqual( [] );
	expect
		.soft(
			await headingsOffScale( page ),
			`${ label }: headings off the type scale`
		)
		.toEqual( [] );
	if ( screen.name === 'wizard step 1' ) {
		expect
			.soft(
				await infoButtonsOutOfPlace( page ),
				`${ label }: information buttons`
			)
			.toEqual( [] );
	}
	if ( width === 375 ) {
		expect
			.soft(
				await horizontalOverflow( page ),
				`${ label }: horizontal scroll in px`
			)
			.toBe( 0 );
	}
	return measureScreen( page );
}

/**
 * Compares a screen's readings with the reference's: every property of every state of every element
 * both have must be equal, and nearly every element must be there in both (a few differ with data
 * or with what loads near the viewport, e.g. an estate's timeline lists the visit being made).
 *
 * @param reference The reference's readings.
 * @param width     The width.
 * @param screen    The reference screen's name.
 * @param actual    This cell's readings.
 * @param label     Cell and screen, for the message.
 */
function expectLikeReference(
	reference: Reference,
	width: Width,
	screen: string,
	actual: ScreenStyles,
	label: string
): void {
	const expected = reference[ width ]?.[ screen ];
	expect.soft( expected, `${ label }: the reference read it` ).toBeTruthy();
	if ( ! expected ) {
		return;
	}
	const { differences, shared, unshared } = compareWithReference(
		expected,
		actual
	);
	expect
		.soft(
			differences.slice( 0, 40 ),
			`${ label }: computed styles unlike Twenty Twenty-Five's (${ differences.length } differences)`
		)
		.toEqual( [] );
	expect
		.soft(
			shared / ( shared + unshared.length ),
			`${ label }: elements both have (${ shared }); only one has: ${ unshared.join(
				', '
			) }`
		)
		.toBeGreaterThanOrEqual( MIN_SHARED );
}

/**
 * The theme's own parts (header, navigation, title, footer) of the page shown, read at each width;
 * the page is left at the first.
 *
 * @param page   The page.
 * @param widths The widths.
 */
async function readThemeParts(
	page: Page,
	widths: Width[]
): Promise< PageStyles[] > {
	const styles: PageStyles[] = [];
	await page.mouse.move( 0, 0 );
	for ( const width of widths ) {
		await page.setViewportSize( VIEWPORTS[ width ] );
		styles.push( await themeStyles( page ) );
	}
	await page.setViewportSize( VIEWPORTS[ widths[ 0 ] ?? 1280 ] );
	return styles;
}

/**
 * Runs a cell's screens: reads the theme's parts on the plain page first, then brings the page to
 * each screen in turn and hands it to `visit` (as a step of the test). Once the customer area page
 * shows its first screen (the login), it reads the theme's parts there too and expects them
 * unchanged: the plugin's styles change nothing outside its roots.
 *
 * @param page    The page.
 * @param widths  The widths the cell reads; the screens open at the first.
 * @param cell    The cell's name.
 * @param screens The screens.
 * @param visit   Checks a screen the page shows.
 */
async function expectScreens(
	page: Page,
	widths: Width[],
	cell: string,
	screens: MatrixScreen[],
	visit: ( screen: MatrixScreen ) => Promise< void >
): Promise< void > {
	await page.goto( PLAIN_PAGE );
	const plain = await readThemeParts( page, widths );
	const atLogin = async ( screen: MatrixScreen ) => {
		if ( screen.name === 'login' ) {
			expectThemePartsUnchanged(
				plain,
				await readThemeParts( page, widths ),
				widths,
				cell
			);
		}
	};
	for ( const screen of screens ) {
		await test.step( screen.name, async () => {
			await screen.open( page );
			await atLogin( screen );
			await stopMotion( page );
			await visit( screen );
		} );
	}
}

/**
 * Expects the theme's parts on the area's page as on the plain page, at each width.
 *
 * @param plain  The plain page's readings, one per width.
 * @param area   The area page's readings, one per width.
 * @param widths The widths.
 * @param cell   The cell's name.
 */
function expectThemePartsUnchanged(
	plain: PageStyles[],
	area: PageStyles[],
	widths: Width[],
	cell: string
): void {
	widths.forEach( ( width, index ) => {
		const { differences, unshared, share } = compareThemeParts(
			plain[ index ] ?? {},
			area[ index ] ?? {}
		);
		const label = `${ cell }: the theme's parts at ${ width } px`;
		expect
			.soft(
				differences.slice( 0, 30 ),
				`${ label } (${ differences.length } differences from the plain page)`
			)
			.toEqual( [] );
		expect
			.soft(
				share,
				`${ label }: share of elements compared; not on the area page: ${ unshared.join(
					', '
				) }`
			)
			.toBeGreaterThanOrEqual( MIN_SHARED );
	} );
}

test.beforeAll( () => {
	ensureSecretSalePage();
	ensurePlainPage();
} );

test.describe( 'the reference, Twenty Twenty-Five', () => {
	test.use( { viewport: DESKTOP } );

	test( 'every screen at 1280 and 375 px', async ( { page }, testInfo ) => {
		test.setTimeout( 180_000 );
		await resetSandbox();
		const reference: Reference = { 375: {}, 1280: {} };
		await expectScreens(
			page,
			[ 1280, 375 ],
			'twentytwentyfive',
			MATRIX_SCREENS.filter( ( screen ) => ! screen.germanOnly ),
			async ( screen ) => {
				// Read at 1280 px, then at 375 px on the same page, back to 1280 px for the next.
				for ( const width of [ 1280, 375 ] as const ) {
					await page.setViewportSize( VIEWPORTS[ width ] );
					reference[ width ][ screen.name ] = await checkScreen(
						page,
						testInfo,
						`twentytwentyfive ${ width } ${ screen.name }`,
						screen,
						width
					);
				}
				await page.setViewportSize( DESKTOP );
			}
		);
		fs.mkdirSync( path.dirname( referenceFile( testInfo ) ), {
			recursive: true,
		} );
		fs.writeFileSync(
			referenceFile( testInfo ),
			JSON.stringify( reference )
		);
	} );
} );

/** The other cells: theme, variation, width, and whether the dashboard is seen in German too. */
const CELLS: Array< { siteTheme: SiteTheme; width: Width; german: boolean } > =
	[
		{ siteTheme: { theme: 'twentytwentyone' }, width: 375, german: true },
		{ siteTheme: { theme: 'twentytwentyone' }, width: 1280, german: false },
		{ siteTheme: { theme: 'twentytwentyfour' }, width: 375, german: true },
		{
			siteTheme: { theme: 'twentytwentyfour' },
			width: 1280,
			german: false,
		},
		{ siteTheme: { theme: 'twentytwentytwo' }, width: 375, german: true },
		{
			siteTheme: { theme: 'twentytwentyfive', variation: 'Evening' },
			width: 375,
			german: false,
		},
	];

for ( const { siteTheme, width, german } of CELLS ) {
	const cell = `${ siteTheme.theme }${
		siteTheme.variation ? ` ${ siteTheme.variation }` : ''
	} ${ width }`;
	const screens = MATRIX_SCREENS.filter(
		( screen ) => german || ! screen.germanOnly
	);

	test.describe( cell, () => {
		test.use( {
			siteTheme,
			viewport: VIEWPORTS[ width ],
		} );

		test( 'every screen as in Twenty Twenty-Five', async ( {
			page,
		}, testInfo ) => {
			test.setTimeout( 120_000 );
			const reference = readReference( testInfo );
			// Opening an estate reports a visit, which its timeline then lists: every cell starts
			// from the data the reference saw.
			await resetSandbox();
			await expectScreens(
				page,
				[ width ],
				cell,
				screens,
				async ( screen ) => {
					const label = `${ cell } ${ screen.name }`;
					expectLikeReference(
						reference,
						width,
						screen.sameAs ?? screen.name,
						await checkScreen(
							page,
							testInfo,
							label,
							screen,
							width
						),
						label
					);
				}
			);
		} );
	} );
}
