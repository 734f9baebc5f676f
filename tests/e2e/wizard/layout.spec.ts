/**
 * The wizard's layout in a real browser, in Twenty Twenty-Five and in the classic Twenty Twenty-One
 * (whose content is narrower): the card grids have spec 2's columns by the screen's width, whatever
 * width the theme gives the wizard, and on every screen words break only between words, no card's
 * content runs out of it, and no card text touches its choice marker (checked in Twenty Twenty-Five:
 * Twenty Twenty-One's own radio and label styles still reshape the cards). One page load per width and
 * language walks the wizard from the type step to the finish view with every answer given.
 * German is checked at every width, English at every width in Twenty Twenty-Five; axe checks the
 * German reason step (a card that takes the whole row) and finish view at 375 px. With the sandbox's
 * edge-case configuration, a word longer than a phone's row takes the row and is the only one that
 * breaks inside.
 */
import type { Page } from '@playwright/test';
import {
	WP_URL,
	expectNoAxeViolations,
	setSandboxSettings,
} from '../support/fixtures';
import { test, expect } from '../support/themes';
import { root } from '../auth/helpers';
import { VALUATION } from './helpers';
import { measureWizard } from './layout-probe';

/** Spec 2's columns by screen width: card selectors, multi-select, the features page. */
const COLUMNS: Record< number, Record< string, number > > = {
	375: { default: 2, multi: 1, features: 1 },
	768: { default: 2, multi: 4, features: 2 },
	1024: { default: 3, multi: 4, features: 3 },
	1280: { default: 3, multi: 4, features: 3 },
};

/** Every answer of a detached house for sale, so that Next moves on from each step. */
const ANSWERS = {
	objektart: 'haus',
	objekttyp: 'doppelhaushaelfte',
	postleitzahl: '10115',
	ort: 'Berlin',
	land: 'DEU',
	anzahl_zimmer: 4,
	extras: [ 'einbaukueche' ],
	ausstattungs_qualitaet: '3',
	baujahr: '1990',
	zustands_qualitaet: '4',
	grund_bewertung: 'verkaufsabsicht',
	zeitlicher_horizont: 'verkaufsabsicht_3_monate',
};

type Language = 'en' | 'de';

/** What each screen of the walk shows once it is there, and whether axe checks it at 375 px. */
const SCREENS = [
	{ step: 2, grids: [ 'default' ], axe: false },
	{ step: 3, grids: [], axe: false },
	{ step: 4, grids: [ 'multi' ], axe: false },
	{ step: 5, grids: [ 'features' ], axe: false },
	{ step: 5, grids: [ 'features' ], axe: false, year: true },
	{ step: 6, grids: [ 'default' ], axe: true },
	{ step: 7, grids: [], axe: true },
];

/**
 * Opens the wizard at `width` in `language` (the init script puts it on the type step with every
 * answer given).
 *
 * @param page     The page.
 * @param width    The screen's width.
 * @param language The UI language (the WPML cookie).
 */
async function openWizard( page: Page, width: number, language: Language ) {
	await page.context().clearCookies();
	await page
		.context()
		.addCookies( [
			{ name: 'wp-wpml_current_language', value: language, url: WP_URL },
		] );
	await page.setViewportSize( { width, height: 900 } );
	await page.goto( VALUATION );
}

/**
 * Waits until the walk's screen is there.
 *
 * @param page   The page.
 * @param screen The screen.
 */
async function reach( page: Page, screen: ( typeof SCREENS )[ number ] ) {
	const area = root( page );
	if ( screen.step < 7 ) {
		// 'Step 2 of 6', 'Schritt 2 von 6': the first number is the step.
		await expect( area.locator( '.ca-wizard__count' ) ).toHaveText(
			new RegExp( `^\\D*${ screen.step }\\D` )
		);
	} else {
		await expect( area.locator( '.ca-wizard__finish' ) ).toBeVisible();
	}
	if ( screen.year ) {
		await expect( area.getByRole( 'combobox' ) ).toBeVisible();
	}
	for ( const grid of screen.grids ) {
		await expect(
			area.locator( `.ca-wizard__grid--${ grid }` ).first()
		).toBeVisible();
	}
}

/**
 * What is wrong with the screen's layout: columns other than spec 2's, split words, overflowing
 * cards, and (where the theme leaves the cards alone) text at the choice marker.
 *
 * @param page         The page.
 * @param grids        The kinds of grid the screen shows.
 * @param width        The screen's width.
 * @param checkMarkers Whether to check the text's distance to the marker.
 */
async function layoutProblems(
	page: Page,
	grids: string[],
	width: number,
	checkMarkers: boolean
): Promise< string[] > {
	const layout = await measureWizard( page );
	return [
		...grids
			.filter(
				( grid ) =>
					layout.columns[ grid ] !== COLUMNS[ width ]?.[ grid ]
			)
			.map(
				( grid ) =>
					`${ grid } grid: ${ layout.columns[ grid ] } columns, not ${ COLUMNS[ width ]?.[ grid ] }`
			),
		...layout.splitWords.map( ( word ) => `split: ${ word }` ),
		...layout.overflowing.map( ( card ) => `overflowing card: ${ card }` ),
		...( checkMarkers ? layout.touchingMarker : [] ).map(
			( card ) => `text at the marker: ${ card }`
		),
	];
}

/**
 * Checks the screen with axe where the walk asks for it, then moves on with Next.
 *
 * @param page    The page.
 * @param screen  The screen.
 * @param withAxe Whether this run checks with axe.
 * @param label   The screen's name in messages.
 */
async function leave(
	page: Page,
	screen: ( typeof SCREENS )[ number ],
	withAxe: boolean,
	label: string
) {
	if ( withAxe && screen.axe ) {
		await expectNoAxeViolations( page, label );
	}
	if ( screen.step < 7 ) {
		await root( page ).locator( '.ca-wizard__next' ).click();
	}
}

/**
 * Widths and languages per run: every width in both themes, German (the longer words) at every
 * width in Twenty Twenty-One, English and German at 375 px in Twenty Twenty-Five.
 */
const LAYOUT_THEMES = [ 'twentytwentyfive', 'twentytwentyone' ] as const;
const RUNS: Record<
	( typeof LAYOUT_THEMES )[ number ],
	Array< [ number, Language ] >
> = {
	twentytwentyfive: [
		[ 375, 'de' ],
		[ 375, 'en' ],
		[ 768, 'en' ],
		[ 1024, 'en' ],
		[ 1280, 'en' ],
	],
	twentytwentyone: [
		[ 375, 'de' ],
		[ 768, 'de' ],
		[ 1024, 'de' ],
		[ 1280, 'de' ],
	],
};

for ( const theme of LAYOUT_THEMES ) {
	test.describe( `wizard layout in ${ theme }`, () => {
		test.use( { siteTheme: { theme } } );

		test( `grids follow the screen's width, and words break only between words (${ theme })`, async ( {
			page,
		} ) => {
			// Every load starts on the type step with every answer given.
			await page.addInitScript( ( answers ) => {
				window.sessionStorage.setItem(
					'customer-area:wizard',
					JSON.stringify( { answers, step: 1, subStep: 0 } )
				);
			}, ANSWERS );
			for ( const [ width, language ] of RUNS[ theme ] ) {
				await openWizard( page, width, language );
				for ( const [ index, screen ] of SCREENS.entries() ) {
					const label = `${ theme }, ${ width } px, ${ language }, screen ${
						index + 1
					}`;
					await reach( page, screen );
					// The cards take their room once measured (and again once the web fonts are in).
					await expect
						.poll(
							() =>
								layoutProblems(
									page,
									screen.grids,
									width,
									theme === 'twentytwentyfive'
								),
							{ message: label }
						)
						.toEqual( [] );
					// axe in German at 375 px: the walks of valuation.spec.ts check the English.
					await leave(
						page,
						screen,
						width === 375 && language === 'de',
						label
					);
				}
			}
		} );
	} );
}

test.describe( 'wizard layout with an overlong word', () => {
	test( 'a word longer than the whole row takes the row and breaks inside, and only that word', async ( {
		page,
	} ) => {
		await setSandboxSettings( { valuation: 'edge_cases' } );
		try {
			await page.addInitScript( () => {
				window.sessionStorage.setItem(
					'customer-area:wizard',
					JSON.stringify( {
						answers: { grund_bewertung: 'genehmigungsverfahren' },
						step: 5,
						subStep: 0,
					} )
				);
			} );
			await openWizard( page, 375, 'de' );
			const card = root( page ).locator( '.ca-card' ).filter( {
				hasText: 'Grundstücksverkehrsgenehmigungsverfahren',
			} );
			await expect( card ).toHaveCSS( 'grid-column-start', 'span 2' );
			await expect
				.poll( async () => {
					const layout = await measureWizard( page );
					return [ layout.splitWords, layout.overflowing ];
				} )
				.toEqual( [
					[
						'Grundstücksverkehrsgenehmigungsverfahren (in "Grundstücksverkehrsgenehmigungsverfahren")',
					],
					[],
				] );
		} finally {
			await setSandboxSettings( { valuation: 'default' } );
		}
	} );
} );
