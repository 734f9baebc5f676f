/**
 * The dashboard, an estate's Overview and its Documents on a phone (375 px), in English and German:
 * cards one to a row, badges that wrap instead of being cut, no word split across lines (names,
 * addresses, the key figures' labels, the checklist), no blank gap beside an opened card, the
 * whole card as the link to its estate, the accordion's chevron on its header's line, numbers in
 * the UI language (the trends and the pie's slice labels), and the reporting visit recorded once
 * with the site's note. Axe-checked on every screen. Then the longest labels of the other
 * languages, by the same word-split rule: French 'Fiches descriptives envoyées' in a card's compact
 * key figures, Italian 'Affitto netto (senza spese)' among a card's attributes, and German
 * 'Hochladen abbrechen und schließen' in the upload dialog.
 */
import type { Page } from '@playwright/test';
import { pdfBytes } from '../documents/helpers';
import {
	DEMO_PASSWORD,
	OWNER_EMAIL,
	WP_URL,
	expect,
	expectNoAxeViolations,
	signIn,
	test,
} from '../support/fixtures';
import { PHONE, areaOf, recordRequests } from '../support/estates';
import {
	cardsWithBlankGap,
	clickTargetAt,
	cutElements,
	splitWords,
} from '../support/layout';

/** The texts of each language these checks use. */
const TEXTS = {
	en: {
		more: 'More information',
		figures: 'Key figures',
		documents: 'Documents',
		overview: 'Overview',
		back: 'Back to the dashboard',
		// A pie's slice label and a trend as the language writes them.
		slice: /^\d+(\.\d)?%$/,
		trend: '▼-25% since last week',
		chip: '-25%',
	},
	de: {
		more: 'Mehr Informationen',
		figures: 'Kennzahlen',
		documents: 'Dokumente',
		overview: 'Übersicht',
		back: 'Zurück zum Dashboard',
		slice: /^\d+(,\d)?\u00a0%$/,
		trend: '▼-25\u00a0% seit letzter Woche',
		chip: '-25\u00a0%',
	},
} as const;

/** 101: everything on, its broker, its contract and key figures. */
const SUNNY = 'Sonniges Einfamilienhaus mit Garten in Berlin-Mitte';

/**
 * Signs in as owner@ and, for German, sets the WPML language cookie and reloads.
 *
 * @param page     The page.
 * @param language The UI language.
 */
async function signInSpeaking( page: Page, language: 'en' | 'de' ) {
	await signIn( page, OWNER_EMAIL, DEMO_PASSWORD );
	if ( language === 'de' ) {
		await page
			.context()
			.addCookies( [
				{ name: 'wp-wpml_current_language', value: 'de', url: WP_URL },
			] );
		await page.reload();
	}
}

test.describe( 'on a phone (375 px)', () => {
	test.use( { viewport: PHONE } );

	for ( const language of [ 'en', 'de' ] as const ) {
		test( `dashboard, Overview and Documents in ${ language }: nothing cut, no word split, the whole card a link`, async ( {
			page,
			freshSandbox,
		} ) => {
			void freshSandbox;
			const text = TEXTS[ language ];
			const visits = recordRequests(
				page,
				'POST',
				/\/api\/onoffice\/estates\/\d+\/log$/
			);
			await signInSpeaking( page, language );
			const area = areaOf( page );
			const grid = area.locator( '.ca-dashboard__grid' );
			await expect( grid.locator( '> li' ) ).toHaveCount( 19 );

			// One card to a row. The measured checks are soft: a run reports every one that fails.
			expect
				.soft(
					await grid.evaluate(
						( element ) =>
							getComputedStyle(
								element
							).gridTemplateColumns.split( ' ' ).length
					)
				)
				.toBe( 1 );

			// One card opened leaves no blank gap beside it; then every card opened: the contract
			// bar, the key figures and the broker show.
			const sunny = grid
				.locator( '> li' )
				.filter( { has: page.getByRole( 'link', { name: SUNNY } ) } );
			await sunny.getByRole( 'button', { name: text.more } ).click();
			expect.soft( await cardsWithBlankGap( page ) ).toEqual( [] );
			const toggles = area.getByRole( 'button', { name: text.more } );
			while ( ( await toggles.count() ) > 0 ) {
				await toggles.first().click();
			}
			await sunny.locator( '.ca-card__stats' ).scrollIntoViewIfNeeded();
			await expect(
				sunny
					.getByRole( 'list', { name: text.figures } )
					.getByRole( 'listitem' )
			).toHaveCount( 4 );
			// A card's trend chip writes its percentage as the Overview does.
			await expect
				.soft(
					sunny.locator( '.ca-trend [aria-hidden="true"]' ).nth( 1 )
				)
				.toHaveText( text.chip );
			expect
				.soft(
					await cutElements(
						page,
						'.ca-status-badge, .ca-tag',
						'.ca-card'
					)
				)
				.toEqual( [] );
			expect.soft( await splitWords( page, '.ca-card' ) ).toEqual( [] );

			// The whole card opens the estate; the broker's links and the toggle stay their own.
			const link = 'link #/estates/101';
			expect
				.soft(
					await clickTargetAt( sunny.locator( '.ca-contract-bar' ) )
				)
				.toBe( link );
			expect
				.soft(
					await clickTargetAt(
						sunny.locator( '.ca-stat-box' ).first()
					)
				)
				.toBe( link );
			expect
				.soft(
					await clickTargetAt( sunny.locator( '.ca-broker__name' ) )
				)
				.toBe( link );
			expect
				.soft(
					await clickTargetAt(
						sunny.locator( '.ca-card__attributes' )
					)
				)
				.toBe( link );
			expect
				.soft(
					await clickTargetAt(
						sunny.locator( '.ca-broker__links a[href^="mailto:"]' )
					)
				)
				.toMatch( /^link mailto:/ );
			expect
				.soft(
					await clickTargetAt( sunny.locator( '.ca-card__toggle' ) )
				)
				.toMatch( /^button / );
			await expectNoAxeViolations(
				page,
				`dashboard, every card open (phone, ${ language })`
			);

			// The Overview.
			await page.goto( '/customer-area/#/estates/101' );
			const figures = area
				.getByRole( 'list', { name: text.figures } )
				.getByRole( 'listitem' );
			await expect( figures ).toHaveCount( 4 );
			await expect
				.soft( figures.first().locator( '.ca-trend' ) )
				.toHaveText( text.trend );
			const pie = area.getByRole( 'figure' ).first();
			await pie.scrollIntoViewIfNeeded();
			const slices = pie.locator( '.apexcharts-pie-label' );
			await expect( slices.first() ).toBeVisible();
			for ( const slice of await slices.allTextContents() ) {
				expect.soft( slice ).toMatch( text.slice );
			}
			expect.soft( await splitWords( page, '.ca-estate' ) ).toEqual( [] );
			await expectNoAxeViolations(
				page,
				`Overview of 101 (phone, ${ language })`
			);

			// The Documents: each chevron on its header's line, no word split.
			await area.getByRole( 'tab', { name: text.documents } ).click();
			const headers = area.locator( '.ca-checklist__toggle' );
			await expect( headers.first() ).toBeVisible();
			const misplaced = await headers.evaluateAll( ( buttons ) =>
				buttons
					.map( ( toggle ) => {
						const chevron = toggle
							.querySelector( '.ca-checklist__chevron' )
							?.getBoundingClientRect();
						const name = toggle
							.querySelector( '.ca-checklist__group-name' )
							?.getBoundingClientRect();
						const count = toggle
							.querySelector( '.ca-checklist__count' )
							?.getBoundingClientRect();
						if ( ! chevron || ! name || ! count ) {
							return toggle.textContent;
						}
						// Beside the texts, and level with them.
						const besideText =
							chevron.left >=
							Math.max( name.right, count.right ) - 1;
						const level =
							chevron.top <
								Math.max( name.bottom, count.bottom ) &&
							chevron.bottom > Math.min( name.top, count.top );
						return besideText && level ? null : toggle.textContent;
					} )
					.filter( Boolean )
			);
			expect.soft( misplaced ).toEqual( [] );
			expect
				.soft( await splitWords( page, '.ca-documents' ) )
				.toEqual( [] );
			await expectNoAxeViolations(
				page,
				`Documents of 101 (phone, ${ language })`
			);

			// Back on the dashboard, a click on a card's key figures opens its estate: the visit was
			// recorded once, with the site's note (an English site) and the CRM's codes as they are.
			await area.getByRole( 'tab', { name: text.overview } ).click();
			await area.getByRole( 'link', { name: text.back } ).click();
			await sunny.getByRole( 'button', { name: text.more } ).click();
			// Where a person taps once the figures show (their placeholders may come first): the
			// link's area covers them (a locator's click refuses that).
			const figure = sunny
				.getByRole( 'list', { name: text.figures } )
				.getByRole( 'listitem' )
				.first();
			await expect( figure ).toBeVisible();
			await figure.scrollIntoViewIfNeeded();
			const box = await figure.boundingBox();
			expect( box ).not.toBeNull();
			await page.mouse.click(
				( box?.x ?? 0 ) + ( box?.width ?? 0 ) / 2,
				( box?.y ?? 0 ) + ( box?.height ?? 0 ) / 2
			);
			await expect( page ).toHaveURL( /#\/estates\/101$/ );
			await expect( figures ).toHaveCount( 4 );
			expect(
				visits.map( ( request ) => request.postDataJSON() )
			).toEqual( [
				{
					note: 'Reporting opened in the customer area',
					actionkind: 'Kundenbereich',
					actiontype: 'Reporting angesehen',
				},
			] );
		} );
	}

	test( 'the longest labels of French, Italian and German split no word', async ( {
		page,
		freshSandbox,
	} ) => {
		void freshSandbox;
		await signIn( page, OWNER_EMAIL, DEMO_PASSWORD );
		const area = areaOf( page );
		const speak = async ( language: string ) => {
			await page.context().addCookies( [
				{
					name: 'wp-wpml_current_language',
					value: language,
					url: WP_URL,
				},
			] );
			await page.reload();
		};

		// Every card open: the compact key figures (French) and a rented estate's attributes
		// (Italian) show.
		for ( const [ language, more, label ] of [
			[ 'fr', 'Plus d’informations', 'Fiches descriptives envoyées' ],
			[ 'it', 'Più informazioni', 'Affitto netto (senza spese)' ],
		] as const ) {
			await speak( language );
			const toggles = area.getByRole( 'button', { name: more } );
			await expect( toggles.first() ).toBeVisible();
			while ( ( await toggles.count() ) > 0 ) {
				await toggles.first().click();
			}
			await expect(
				area.locator( '.ca-card' ).getByText( label ).first()
			).toBeVisible();
			expect
				.soft( await splitWords( page, '.ca-card' ), language )
				.toEqual( [] );
		}

		// German: the question the upload dialog asks while a file is still uploading.
		await speak( 'de' );
		await page.goto( '/customer-area/#/estates/101' );
		await area.getByRole( 'tab', { name: 'Dokumente' } ).click();
		await area
			.getByRole( 'button', { name: 'Mietverträge hochladen' } )
			.click();
		const dialog = page.getByRole( 'dialog', {
			name: 'Mietverträge hochladen',
		} );
		await dialog.locator( 'input[type="file"]' ).setInputFiles( {
			name: 'mietvertraege.pdf',
			mimeType: 'application/pdf',
			buffer: pdfBytes( 1024 * 1024 ),
		} );
		// The chosen file's line moves the buttons down: wait for it, as a person would.
		await expect(
			dialog.getByText( /^Ausgewählte Datei: mietvertraege\.pdf/ )
		).toBeVisible();
		// A slow line, so the upload is still running when the dialog is closed.
		const cdp = await page.context().newCDPSession( page );
		await cdp.send( 'Network.enable' );
		await cdp.send( 'Network.emulateNetworkConditions', {
			offline: false,
			latency: 20,
			downloadThroughput: -1,
			uploadThroughput: 32 * 1024,
		} );
		await dialog.getByRole( 'button', { name: 'Datei hochladen' } ).click();
		await expect( dialog.getByRole( 'progressbar' ) ).toBeVisible();
		await page.keyboard.press( 'Escape' );
		const stop = dialog.getByRole( 'button', {
			name: 'Hochladen abbrechen und schließen',
		} );
		await expect( stop ).toBeVisible();
		expect
			.soft( await splitWords( page, '[role="dialog"]' ), 'de' )
			.toEqual( [] );
		await stop.click();
		await expect( dialog ).toBeHidden();
	} );
} );
