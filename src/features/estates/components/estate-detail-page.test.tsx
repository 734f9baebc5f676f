import {
	act,
	fireEvent,
	screen,
	waitFor,
	within,
} from '@testing-library/react';
import { setupListeners } from '@reduxjs/toolkit/query';
import { http, HttpResponse } from 'msw';
import { axe, toHaveNoViolations } from 'jest-axe';
import { applyLanguage } from '../../../i18n/apply-language';
import { api, server } from '@test-support/server';
import {
	answerEstate,
	detailAnswer,
	FOUR_IMAGES,
} from '@test-support/estates/fixtures';
import {
	estatePageShown,
	renderEstate,
} from '@test-support/estates/render-estate';

// jsdom cannot lay out SVG; the chart library is replaced by a stand-in (its wrapper stays real).
jest.mock( 'react-apexcharts', () => ( {
	__esModule: true,
	default: () =>
		jest
			.requireActual( 'react' )
			.createElement( 'div', { 'data-testid': 'apex-chart' } ),
} ) );

expect.extend( toHaveNoViolations );

let warn: jest.SpyInstance;
beforeEach( () => {
	warn = jest.spyOn( console, 'warn' ).mockImplementation( () => undefined );
} );
afterEach( () => jest.restoreAllMocks() );

const details = () =>
	Object.fromEntries(
		within( screen.getByRole( 'region', { name: 'Details' } ) )
			.getAllByRole( 'term' )
			.map( ( term ) => [
				term.textContent,
				term.nextElementSibling?.textContent,
			] )
	);

describe( 'EstateDetailPage', () => {
	it( 'shows title, status, address, the cover (Titelbild) and the gallery button', async () => {
		answerEstate();
		renderEstate();
		expect(
			await screen.findByRole( 'heading', {
				level: 1,
				name: 'Sonniges Einfamilienhaus',
			} )
		).toBeInTheDocument();
		expect( screen.getByText( 'Active' ) ).toBeInTheDocument();
		expect(
			screen.getByText( 'Invalidenstraße 12, 10115 Berlin' )
		).toBeInTheDocument();
		// The cover in the widths the page shows it in (the full width of the area).
		const cover = screen.getByRole( 'img', { name: 'Außenansicht' } );
		const url = 'https://api.example/media/estates/101-1.jpg';
		expect( cover ).toHaveAttribute( 'src', `${ url }?w=640` );
		expect( cover.getAttribute( 'srcset' ) ).toContain(
			`${ url }?w=1600 1600w`
		);
		expect( cover ).toHaveAttribute(
			'sizes',
			'(min-width: 1100px) 64rem, calc(100vw - 4rem)'
		);
		expect(
			screen.getByRole( 'button', { name: 'Show all 4 images' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: /Back to the dashboard/ } )
		).toHaveAttribute( 'href', '/' );
	} );

	it.each( [
		[ 'en', 1, 'Show 1 image' ],
		[ 'en', 2, 'Show all 2 images' ],
		[ 'de', 1, '1 Bild anzeigen' ],
		[ 'de', 4, 'Alle 4 Bilder anzeigen' ],
	] as const )(
		'in %s says for %d image(s): %s',
		async ( language, count, label ) => {
			await applyLanguage( language );
			answerEstate(
				detailAnswer( '101', { images: FOUR_IMAGES.slice( 0, count ) } )
			);
			renderEstate( '101', { language } );
			expect(
				await screen.findByRole( 'button', { name: label } )
			).toBeInTheDocument();
		}
	);

	it( 'shows a placeholder and no gallery button without pictures', async () => {
		answerEstate( detailAnswer( '101', { images: [] } ) );
		const { container } = renderEstate();
		await estatePageShown();
		expect(
			container.querySelector( '.ca-estate__cover-placeholder' )
		).not.toBeNull();
		expect(
			screen.queryByRole( 'button', { name: /image/ } )
		).not.toBeInTheDocument();
	} );

	it( "cuts the description after 220 characters of text with 'Read more'", async () => {
		answerEstate();
		const view = renderEstate();
		const more = await screen.findByRole( 'button', { name: 'Read more' } );
		expect(
			screen.queryByText( /wir freuen uns auf Sie/ )
		).not.toBeInTheDocument();
		// The list survived the cut with its tags whole.
		expect( screen.getByText( 'Doppelgarage' ).tagName ).toBe( 'LI' );
		await view.user.click( more );
		expect(
			screen.getByText( /wir freuen uns auf Sie/ )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'Online-Exposé' } )
		).toHaveAttribute( 'rel', 'noopener noreferrer' );
		expect(
			screen.getByRole( 'button', { name: 'Read less' } )
		).toBeInTheDocument();
	} );

	it( 'lists the details with labels from the answer, leaves out the excluded and unset ones, and formats by kind', async () => {
		answerEstate(
			detailAnswer( '101', {
				elements: { zimmer_extra: 'x', geprueft_am: '2024-11-05' },
				fields: { geprueft_am: { label: 'Checked on', type: 'date' } },
			} )
		);
		renderEstate();
		await screen.findByRole( 'heading', { name: 'Details' } );
		expect( details() ).toEqual( {
			'Marketing type': 'Sale',
			'Buy Price': '749.000 €',
			'Living area': '148\u00a0m²',
			'Plot size': '520\u00a0m²',
			// Money stays de-DE; other numbers follow the UI language (English here).
			'Number of rooms': '5.5',
			'Contract from': '01.01.2025',
			'Contract until': '31.12.2025',
			'Year of construction': '1998',
			Balcony: 'Yes',
			// A code without a label shows as sent.
			'Heating source': 'Gas, fern',
			'Property kind': 'House',
			'Final energy demand': '98.4',
			'Checked on': '05.11.2024',
		} );
	} );

	it.each( [
		[
			'HTTP 404 (not the customer’s)',
			404,
			{ message: 'estate_not_found' },
		],
		[ 'HTTP 500', 500, { message: 'generic_error' } ],
		[ 'a malformed answer', 200, { data: [] } ],
	] )(
		'on %s logs the failure and shows an empty detail',
		async ( _case, status, body ) => {
			server.use(
				http.get( api( 'onoffice/estates/:id' ), () =>
					HttpResponse.json( body, { status } )
				)
			);
			const { container } = renderEstate( '999' );
			await waitFor( () => expect( warn ).toHaveBeenCalled() );
			expect(
				screen.getByRole( 'heading', { level: 1 } )
			).toHaveTextContent( 'Property' );
			expect( screen.queryByRole( 'tab' ) ).not.toBeInTheDocument();
			expect( screen.queryByRole( 'img' ) ).not.toBeInTheDocument();
			expect( container.querySelector( '.ca-skeleton' ) ).toBeNull();
			expect(
				screen.getByRole( 'link', { name: /Back to the dashboard/ } )
			).toBeInTheDocument();
		}
	);

	it( 'shows placeholders while loading and recovers on focus after a failure', async () => {
		let fail = true;
		server.use(
			http.get( api( 'onoffice/estates/:id' ), () =>
				fail
					? HttpResponse.json(
							{ message: 'generic_error' },
							{ status: 500 }
						)
					: HttpResponse.json(
							detailAnswer( '101', { relation: 'interested' } )
						)
			)
		);
		const view = renderEstate();
		expect( screen.getByRole( 'status' ) ).toHaveTextContent( 'Loading…' );
		const unsubscribe = setupListeners( view.store.dispatch );
		await waitFor( () => expect( warn ).toHaveBeenCalled() );
		fail = false;
		act( () => {
			window.dispatchEvent( new Event( 'focus' ) );
		} );
		expect(
			await screen.findByRole( 'heading', {
				name: 'Sonniges Einfamilienhaus',
			} )
		).toBeInTheDocument();
		unsubscribe();
	} );

	it( "holds the owner's tabs back until the cover has been painted, with their place kept", async () => {
		// jsdom loads no pictures: this one is still loading until the test says it has loaded.
		jest.spyOn(
			HTMLImageElement.prototype,
			'complete',
			'get'
		).mockReturnValue( false );
		answerEstate();
		const { container } = renderEstate();
		await screen.findByRole( 'heading', {
			level: 1,
			name: 'Sonniges Einfamilienhaus',
		} );
		const article = container.querySelector( 'article.ca-estate' );
		await act( () => new Promise( ( done ) => setTimeout( done, 50 ) ) );
		expect( screen.queryByRole( 'tab' ) ).not.toBeInTheDocument();
		expect(
			container.querySelector( '.ca-estate__tabs-placeholder' )
		).not.toBeNull();
		expect( article ).toHaveAttribute( 'aria-busy', 'true' );

		fireEvent.load( screen.getByRole( 'img', { name: 'Außenansicht' } ) );
		expect(
			await screen.findByRole( 'tab', { name: 'Overview' } )
		).toBeInTheDocument();
		expect(
			container.querySelector( '.ca-estate__tabs-placeholder' )
		).toBeNull();
		await waitFor( () =>
			expect( article ).toHaveAttribute( 'aria-busy', 'false' )
		);
	} );

	it( 'keeps no place for tabs an interested party does not get', async () => {
		answerEstate( detailAnswer( '101', { relation: 'interested' } ) );
		const { container } = renderEstate();
		await estatePageShown();
		await waitFor( () =>
			expect(
				container.querySelector( 'article.ca-estate' )
			).toHaveAttribute( 'aria-busy', 'false' )
		);
		expect(
			container.querySelector( '.ca-estate__tabs-placeholder' )
		).toBeNull();
		expect( screen.queryByRole( 'tab' ) ).not.toBeInTheDocument();
	} );

	it( 'has no accessibility violations (owner with the Overview open)', async () => {
		answerEstate();
		const { container } = renderEstate();
		await estatePageShown();
		await screen.findByRole( 'heading', { name: 'Activities' } );
		await screen.findAllByRole( 'table' );
		await screen.findByRole( 'list', { name: 'Key figures' } );
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'has no accessibility violations for an interested party', async () => {
		answerEstate( detailAnswer( '101', { relation: 'interested' } ) );
		const { container } = renderEstate();
		await screen.findByRole( 'heading', { name: 'Details' } );
		expect( await axe( container ) ).toHaveNoViolations();
	} );
} );
