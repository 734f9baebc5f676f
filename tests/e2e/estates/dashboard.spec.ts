/**
 * The dashboard in the real WordPress with the sandbox: owner@'s cards (merged relations, contract
 * bar, key figures asked for near the viewport), the folded card on a phone, the empty state of
 * empty@, and 'Create Estate' leading to the valuation wizard. Axe-checked at 375 px and 1280 px.
 */
import type { Locator } from '@playwright/test';
import {
	DEMO_PASSWORD,
	EMPTY_EMAIL,
	OWNER_EMAIL,
	expect,
	expectNoAxeViolations,
	signIn,
	test,
} from '../support/fixtures';
import { DESKTOP, PHONE, areaOf, recordRequests } from '../support/estates';

/** owner@'s cards: 17 owned (116 also interested, one card), interested in 112, contact for 113. */
const OWNER_CARDS = 19;

/**
 * The dashboard card whose title link has this name.
 *
 * @param area  The customer area.
 * @param title The property's title.
 */
const cardOf = ( area: Locator, title: string ) =>
	area.getByRole( 'listitem' ).filter( {
		// A `has` locator is matched inside each item, so it starts from the page.
		has: area.page().getByRole( 'link', { name: title, exact: true } ),
	} );

test.describe( 'dashboard at 1280 px', () => {
	test.use( { viewport: DESKTOP } );

	test( 'owner@ sees every card: merged relations, the contract bar and key figures asked for near the viewport', async ( {
		page,
		freshSandbox,
	} ) => {
		void freshSandbox;
		const shortStats = recordRequests(
			page,
			'GET',
			/\/estates\/\d+\/short-stats$/
		);
		await signIn( page, OWNER_EMAIL, DEMO_PASSWORD );
		const area = areaOf( page );
		await expect( area.getByText( 'Hello Otto Owner' ) ).toBeVisible();
		await expect( area.getByText( 'Nice to see you again' ) ).toBeVisible();
		const cards = area.locator( '.ca-dashboard__grid > li' );
		await expect( cards ).toHaveCount( OWNER_CARDS );
		await expect( area.getByText( 'No property available' ) ).toHaveCount(
			0
		);

		// 116: owner and interested, one card, the primary relation first.
		const merged = cardOf( area, 'Reihenendhaus mit Wintergarten' );
		await expect( merged ).toHaveCount( 1 );
		await expect(
			merged
				.getByRole( 'list', { name: 'Your relation' } )
				.getByRole( 'listitem' )
		).toHaveText( [ 'Owner', 'Interested' ] );
		await expect(
			cardOf( area, 'Studio-Apartment nahe Universität' ).getByRole(
				'list',
				{
					name: 'Your relation',
				}
			)
		).toHaveText( 'Interested' );

		// 101: the contract runs from 60 days ago to 120 days ahead, a third has passed.
		const sunny = cardOf(
			area,
			'Sonniges Einfamilienhaus mit Garten in Berlin-Mitte'
		);
		const contract = sunny.getByRole( 'progressbar', {
			name: 'Contract duration',
		} );
		await expect( contract ).toHaveAttribute( 'aria-valuenow', '33' );
		await expect( contract ).toHaveAttribute(
			'aria-valuetext',
			/^33% elapsed, until \d{2}\.\d{2}\.\d{4}$/
		);
		await expect( sunny.getByText( /^33% elapsed, until / ) ).toBeVisible();
		await expect( sunny.getByText( '749.000 €' ) ).toBeVisible();
		// 104: reporting on, but its contract dates are missing: no bar.
		await expect(
			cardOf( area, 'Altbauwohnung mit Domblick' ).getByRole(
				'progressbar',
				{
					name: 'Contract duration',
				}
			)
		).toHaveCount( 0 );
		// Not an owner of 112: no contract bar, no key figures.
		const studio = cardOf( area, 'Studio-Apartment nahe Universität' );
		await expect( studio.getByRole( 'progressbar' ) ).toHaveCount( 0 );
		await expect(
			studio.getByRole( 'list', { name: 'Key figures' } )
		).toHaveCount( 0 );

		// Key figures are asked for when a card's figures come near the viewport, once per visit:
		// 111 (reporting and statistics on) is far below, so nothing is asked for it yet.
		const pathOf = ( request: { url: () => string } ) =>
			new URL( request.url() ).pathname;
		const askedFor = ( id: number ) =>
			shortStats
				.map( pathOf )
				.filter(
					( path ) =>
						path === `/api/onoffice/estates/${ id }/short-stats`
				).length;
		expect( askedFor( 111 ) ).toBe( 0 );
		const figuresOf = ( card: Locator ) =>
			card
				.getByRole( 'list', { name: 'Key figures' } )
				.getByRole( 'listitem' );
		await sunny.locator( '.ca-card__stats' ).scrollIntoViewIfNeeded();
		await expect( figuresOf( sunny ) ).toHaveCount( 4 );
		await expect( figuresOf( sunny ).first() ).toContainText(
			/Cancellations\s*3/
		);
		const far = cardOf( area, 'Kleines Haus am See (verkauft)' );
		await far.locator( '.ca-card__stats' ).scrollIntoViewIfNeeded();
		await expect( figuresOf( far ) ).toHaveCount( 4 );
		await sunny.locator( '.ca-card__stats' ).scrollIntoViewIfNeeded();
		await far.locator( '.ca-card__stats' ).scrollIntoViewIfNeeded();
		expect( askedFor( 101 ) ).toBe( 1 );
		expect( askedFor( 111 ) ).toBe( 1 );
		await expectNoAxeViolations(
			page,
			'dashboard of owner@ with key figures (desktop)'
		);

		// The whole card is one link to the estate.
		await sunny
			.getByRole( 'link', {
				name: 'Sonniges Einfamilienhaus mit Garten in Berlin-Mitte',
			} )
			.click();
		await expect( page ).toHaveURL( /#\/estates\/101$/ );
	} );

	test( 'empty@ sees the empty state, never a list; Create Estate leads to the valuation', async ( {
		page,
		freshSandbox,
	} ) => {
		void freshSandbox;
		await signIn( page, EMPTY_EMAIL, DEMO_PASSWORD );
		const area = areaOf( page );
		await expect(
			area.getByRole( 'heading', { name: 'No property available' } )
		).toBeVisible();
		await expect(
			area.getByText( 'Nice to see you', { exact: true } )
		).toBeVisible();
		await expect( area.locator( '.ca-dashboard__grid > li' ) ).toHaveCount(
			0
		);
		await expectNoAxeViolations( page, 'empty dashboard (desktop)' );
		await area.getByRole( 'link', { name: 'Create Estate' } ).click();
		await expect( page ).toHaveURL( /#\/valuation$/ );
	} );
} );

test.describe( 'dashboard at 375 px', () => {
	test.use( { viewport: PHONE } );

	test( 'a card folds its contract bar and broker behind More information', async ( {
		page,
		freshSandbox,
	} ) => {
		void freshSandbox;
		await signIn( page, OWNER_EMAIL, DEMO_PASSWORD );
		const area = areaOf( page );
		await expect( area.locator( '.ca-dashboard__grid > li' ) ).toHaveCount(
			OWNER_CARDS
		);
		const sunny = cardOf(
			area,
			'Sonniges Einfamilienhaus mit Garten in Berlin-Mitte'
		);
		const more = sunny.getByRole( 'button', { name: 'More information' } );
		const contract = sunny.getByRole( 'progressbar', {
			name: 'Contract duration',
		} );
		await expect( contract ).toBeHidden();
		await expect( more ).toHaveAttribute( 'aria-expanded', 'false' );
		await expectNoAxeViolations( page, 'dashboard of owner@ (phone)' );

		await more.focus();
		await page.keyboard.press( 'Enter' );
		const less = sunny.getByRole( 'button', { name: 'Less information' } );
		await expect( less ).toHaveAttribute( 'aria-expanded', 'true' );
		await expect( less ).toBeFocused();
		await expect( contract ).toBeVisible();
		// Folded away until now, the key figures are asked for once they show.
		await expect(
			sunny
				.getByRole( 'list', { name: 'Key figures' } )
				.getByRole( 'listitem' )
		).toHaveCount( 4 );
		await expect(
			sunny.getByRole( 'link', { name: 'Book appointment' } )
		).toHaveAttribute(
			'href',
			`mailto:maria.makler@example.com?subject=${ encodeURIComponent(
				'Appointment request: Sonniges Einfamilienhaus mit Garten in Berlin-Mitte'
			) }`
		);
		await expectNoAxeViolations( page, 'card expanded (phone)' );
		await page.keyboard.press( 'Enter' );
		await expect( contract ).toBeHidden();
	} );

	test( 'empty@ sees the empty state on a phone', async ( {
		page,
		freshSandbox,
	} ) => {
		void freshSandbox;
		await signIn( page, EMPTY_EMAIL, DEMO_PASSWORD );
		const area = areaOf( page );
		await expect(
			area.getByRole( 'heading', { name: 'No property available' } )
		).toBeVisible();
		await expect(
			area.getByRole( 'link', { name: 'Create Estate' } )
		).toHaveAttribute( 'href', /#\/valuation$/ );
		await expectNoAxeViolations( page, 'empty dashboard (phone)' );
	} );
} );
