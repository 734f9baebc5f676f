import { act, screen, waitFor, within } from '@testing-library/react';
import { dashboardAnswer, listItem } from '@test-support/dashboard/fixtures';
import {
	installIntersectionObserver,
	type FakeIntersection,
} from '@test-support/intersection-observer';
import {
	answerEstates,
	answerShortStats,
	renderDashboard,
} from '@test-support/dashboard/render-dashboard';

let intersection: FakeIntersection;
let warn: jest.SpyInstance;

beforeEach( () => {
	intersection = installIntersectionObserver();
	warn = jest.spyOn( console, 'warn' ).mockImplementation( () => undefined );
} );
afterEach( () => {
	intersection.restore();
	warn.mockRestore();
} );

/**
 * The cards once all of them show: the first row renders at once, the rest right after.
 *
 * @param count How many cards the answer gives.
 */
async function allCards( count: number ): Promise< HTMLElement[] > {
	await waitFor( () =>
		expect( screen.getAllByRole( 'article' ) ).toHaveLength( count )
	);
	return screen.getAllByRole( 'article' );
}

/**
 * The link whose text is `text`. An e-mail link is found by its text: its `<wbr>` break points
 * split the name jsdom computes, which browsers do not.
 *
 * @param container Where to look.
 * @param text      The link's text.
 */
const linkWithText = ( container: HTMLElement, text: string ) =>
	within( container ).getByText(
		( _content, element ) =>
			element?.tagName === 'A' && element.textContent === text
	);

describe( 'EstateCard on the dashboard', () => {
	it( 'merges a property found in two relations into one card, tags primary first', async () => {
		answerShortStats();
		answerEstates(
			dashboardAnswer( {
				estatesOwned: [ listItem( '101' ) ],
				estatesInterested: [ listItem( '101' ), listItem( '112' ) ],
				estatesContactPerson: [
					listItem( '', {
						elements: { mainLangId: '113', objekttitel: 'Loft' },
					} ),
				],
			} )
		);
		renderDashboard();
		await screen.findByRole( 'link', { name: 'Haus 101' } );
		const cards = await allCards( 3 );
		const merged = cards[ 0 ] as HTMLElement;
		const tags = within(
			within( merged ).getByRole( 'list', { name: 'Your relation' } )
		).getAllByRole( 'listitem' );
		expect( tags.map( ( tag ) => tag.textContent ) ).toEqual( [
			'Owner',
			'Interested',
		] );
		// mainLangId stands in for a missing Id, also in the link.
		expect( screen.getByRole( 'link', { name: 'Loft' } ) ).toHaveAttribute(
			'href',
			'/estates/113'
		);
		expect(
			within( cards[ 1 ] as HTMLElement ).getByText( 'Contact person' )
		).toBeInTheDocument();
	} );

	it( 'makes each card one link to its property, with nothing interactive inside the link', async () => {
		answerShortStats();
		answerEstates(
			dashboardAnswer( {
				estatesOwned: [
					listItem( '101', {
						elements: {
							auftragvon: '2020-01-01',
							auftragbis: '2030-01-01',
						},
					} ),
				],
			} )
		);
		const view = renderDashboard();
		const link = await screen.findByRole( 'link', { name: 'Haus 101' } );
		expect( link ).toHaveAttribute( 'href', '/estates/101' );
		expect(
			link.querySelectorAll( 'a, button, input, select, textarea' )
		).toHaveLength( 0 );
		const card = screen.getByRole( 'article' );
		// The card's other controls work on their own, outside the link.
		for ( const control of within( card ).getAllByRole( 'button' ) ) {
			expect( link.contains( control ) ).toBe( false );
		}
		expect( within( card ).getAllByRole( 'link' ).length ).toBeGreaterThan(
			1
		);
		await view.user.click( link );
		expect( view.currentLocation() ).toBe( '/estates/101' );
	} );

	it( 'shows picture or placeholder, title, status and the attributes', async () => {
		answerEstates(
			dashboardAnswer( {
				estatesInterested: [
					listItem( '112', { picture: '' } ),
					listItem( '114', {
						elements: {
							_vermarktungsart: 'miete',
							kaufpreis: 0,
							kaltmiete: 1390,
							grundstuecksflaeche: 0,
							anzahl_zimmer: 3,
						},
					} ),
				],
			} )
		);
		const { container } = renderDashboard();
		await screen.findByRole( 'link', { name: 'Haus 112' } );
		const [ sale, rent ] = screen.getAllByRole( 'article' ) as [
			HTMLElement,
			HTMLElement,
		];
		expect( sale.querySelector( '.ca-card__placeholder' ) ).not.toBeNull();
		// The second card's picture comes once the first card's has been painted (it has none).
		await waitFor( () =>
			expect(
				container.querySelector( 'img[src*="114-1.jpg"]' )
			).not.toBeNull()
		);
		expect( within( sale ).getByText( 'Active' ) ).toBeInTheDocument();
		expect( within( sale ).getByText( '749.000 €' ) ).toBeInTheDocument();
		// Money stays de-DE; other numbers follow the UI language (English here).
		expect( within( sale ).getByText( '5.5' ) ).toBeInTheDocument();
		expect( within( rent ).getByText( '1.390 €' ) ).toBeInTheDocument();
		expect(
			within( rent ).queryByText( 'Buy Price' )
		).not.toBeInTheDocument();
		expect(
			within( rent ).queryByText( 'Plot size' )
		).not.toBeInTheDocument();
		const picture = container.querySelector( 'img[src*="114-1.jpg"]' );
		// The picture is asked for in the width the card shows it in: a srcset of widths, the
		// card's sizes, 640 px where srcset is not read.
		const url = 'https://api.example/media/estates/114-1.jpg';
		expect( picture?.getAttribute( 'src' ) ).toBe( `${ url }?w=640` );
		expect( picture?.getAttribute( 'srcset' ) ).toBe(
			[ 320, 480, 640, 800, 960, 1280, 1600 ]
				.map( ( width ) => `${ url }?w=${ width } ${ width }w` )
				.join( ', ' )
		);
		expect( picture?.getAttribute( 'sizes' ) ).toBe(
			'(min-width: 1024px) 21rem, (min-width: 600px) calc(50vw - 3rem), calc(100vw - 4rem)'
		);
	} );

	it( 'shows the contract bar and key figures to owners only, figures only with reporting and statistics on', async () => {
		const statsCalls = answerShortStats();
		answerEstates(
			dashboardAnswer( {
				estatesOwned: [
					listItem( '101', {
						elements: {
							auftragvon: '2020-01-01',
							auftragbis: '2099-01-01',
						},
					} ),
					listItem( '103', {
						elements: {
							auftragvon: '2020-01-01',
							auftragbis: '2099-01-01',
						},
						settings: { reporting: false },
					} ),
					listItem( '104', {
						settings: { reporting_statistics: false },
					} ),
				],
				estatesInterested: [
					listItem( '112', {
						elements: {
							auftragvon: '2020-01-01',
							auftragbis: '2099-01-01',
						},
					} ),
				],
			} )
		);
		renderDashboard();
		await screen.findByRole( 'link', { name: 'Haus 101' } );
		const [ owned, reportingOff, statisticsOff, interested ] =
			await allCards( 4 );
		act( () => intersection.enter() );
		await waitFor( () => expect( statsCalls ).toEqual( [ '101' ] ) );
		expect(
			await within( owned as HTMLElement ).findByRole( 'list', {
				name: 'Key figures',
			} )
		).toHaveTextContent( 'Cancellations' );
		expect(
			within( owned as HTMLElement ).getByRole( 'progressbar', {
				name: 'Contract duration',
			} )
		).toBeInTheDocument();
		expect(
			within( reportingOff as HTMLElement ).getByRole( 'progressbar' )
		).toBeInTheDocument();
		for ( const card of [ reportingOff, statisticsOff, interested ] ) {
			expect(
				within( card as HTMLElement ).queryByRole( 'list', {
					name: 'Key figures',
				} )
			).not.toBeInTheDocument();
		}
		expect(
			within( interested as HTMLElement ).queryByRole( 'progressbar' )
		).not.toBeInTheDocument();
	} );

	it( 'asks for key figures only once a card is near the viewport, and only once', async () => {
		const statsCalls = answerShortStats();
		const estatesCalls = answerEstates(
			dashboardAnswer( {
				estatesOwned: [ listItem( '101' ), listItem( '102' ) ],
			} )
		);
		const { container } = renderDashboard();
		await screen.findByRole( 'link', { name: 'Haus 101' } );
		expect( statsCalls ).toEqual( [] );
		const [ first ] = Array.from(
			container.querySelectorAll( '.ca-card__stats' )
		) as Element[];
		act( () => intersection.enter( first ) );
		await waitFor( () => expect( statsCalls ).toEqual( [ '101' ] ) );
		act( () => intersection.enter() );
		await waitFor( () => expect( statsCalls ).toEqual( [ '101', '102' ] ) );
		// Scrolling past again asks nothing more; the observers are gone.
		act( () => intersection.enter() );
		expect( intersection.observedCount() ).toBe( 0 );
		await screen.findAllByRole( 'list', { name: 'Key figures' } );
		expect( statsCalls ).toEqual( [ '101', '102' ] );
		// The first load asked for the list once and for nothing else (unhandled calls fail the test).
		expect( estatesCalls ).toHaveLength( 1 );
	} );

	it( "shows the broker with e-mail and telephone links and a 'Book appointment' mail", async () => {
		answerEstates(
			dashboardAnswer( { estatesInterested: [ listItem( '112' ) ] } )
		);
		renderDashboard();
		const card = await screen.findByRole( 'article' );
		expect(
			within( card ).getByText( 'Bianca Broker' )
		).toBeInTheDocument();
		expect(
			within( card ).getByText( 'Immobilien GmbH' )
		).toBeInTheDocument();
		expect( linkWithText( card, 'bianca@broker.example' ) ).toHaveAttribute(
			'href',
			'mailto:bianca@broker.example'
		);
		expect(
			within( card ).getByRole( 'link', { name: '+49 30 987654-0' } )
		).toHaveAttribute( 'href', 'tel:+49309876540' );
		expect(
			within( card ).getByRole( 'link', { name: 'Book appointment' } )
		).toHaveAttribute(
			'href',
			'mailto:bianca@broker.example?subject=Appointment%20request%3A%20Haus%20112'
		);
	} );

	it( 'shows a number or an address that is not plain as text, without a link', async () => {
		answerEstates(
			dashboardAnswer( {
				estatesInterested: [
					listItem( '112', {
						broker: {
							Telefon1: '0301234;ext=99',
							Email: 'bianca@broker.example?bcc=all@evil.example',
						},
					} ),
				],
			} )
		);
		renderDashboard();
		const card = await screen.findByRole( 'article' );
		const links = within(
			card.querySelector( '.ca-broker__links' ) as HTMLElement
		);
		// Not rewritten into another number (tel:030123499) or a mail with a hidden copy.
		expect( links.getByText( '0301234;ext=99' ) ).not.toHaveAttribute(
			'href'
		);
		expect( links.queryByRole( 'link' ) ).toBeNull();
		expect(
			links.getByText(
				( _text, element ) =>
					element?.tagName === 'LI' &&
					element.textContent ===
						'bianca@broker.example?bcc=all@evil.example'
			)
		).toBeInTheDocument();
		expect(
			within( card ).queryByRole( 'link', { name: 'Book appointment' } )
		).toBeNull();
	} );

	it( 'lets an e-mail address break only before its @ and its dots', async () => {
		answerEstates(
			dashboardAnswer( {
				estatesInterested: [
					listItem( '112', {
						broker: {
							Email: 'maria.makler@musterimmobilien.example',
						},
					} ),
				],
			} )
		);
		renderDashboard();
		const link = linkWithText(
			await screen.findByRole( 'article' ),
			'maria.makler@musterimmobilien.example'
		);
		expect( link.innerHTML ).toBe(
			'maria<wbr>.makler<wbr>@musterimmobilien<wbr>.example'
		);
	} );

	it( "folds the card's extras behind 'More information' / 'Less information'", async () => {
		answerEstates(
			dashboardAnswer( { estatesInterested: [ listItem( '112' ) ] } )
		);
		const view = renderDashboard();
		const toggle = await screen.findByRole( 'button', {
			name: 'More information',
		} );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		const region = document.getElementById(
			toggle.getAttribute( 'aria-controls' ) ?? ''
		);
		expect( region ).not.toHaveClass( 'is-expanded' );
		await view.user.click( toggle );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( toggle ).toHaveAccessibleName( 'Less information' );
		expect( region ).toHaveClass( 'is-expanded' );
	} );
} );
