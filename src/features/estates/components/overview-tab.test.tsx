import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { COLOR_PRESETS } from '../../../entities/reporting-design/color-schemes';
import { DEFAULT_CHART_PALETTE } from '../../../entities/reporting-design/chart-palette';
import { readableTextOn } from '../../../lib/contrast';
import { api, server } from '@test-support/server';
import { defaultBrokerSettings } from '@test-support/fixtures';
import {
	answerEstate,
	detailAnswer,
	LONG_REMARK,
	logAnswer,
	statsAnswer,
} from '@test-support/estates/fixtures';
import { renderEstate } from '@test-support/estates/render-estate';
import { gate } from '@test-support/gate';

// jsdom cannot lay out SVG: the stand-in writes the chart's texts as the library does and shows
// the colours it got.
jest.mock( 'react-apexcharts', () =>
	jest.requireActual( '@test-support/apex-chart-stand-in' )
);

let warn: jest.SpyInstance;
beforeEach( () => {
	warn = jest.spyOn( console, 'warn' ).mockImplementation( () => undefined );
} );
afterEach( () => warn.mockRestore() );

const hex = ( colour: string ) => {
	const probe = document.createElement( 'span' );
	probe.style.color = colour;
	return probe.style.color;
};

describe( 'Overview', () => {
	it( "shows the four stat boxes with total and trend in the broker's colours, arrow and text", async () => {
		answerEstate();
		renderEstate();
		const boxes = within(
			await screen.findByRole( 'list', { name: 'Key figures' } )
		).getAllByRole( 'listitem' );
		expect( boxes.map( ( box ) => box.textContent ) ).toEqual( [
			'Cancellations3▼-25% since last week',
			'Viewings14▲+40% since last week',
			'Exposés sent52▲+12.5% since last week',
			'Inquiries1,061→0% since last week',
		] );
		const down = boxes[ 0 ]?.querySelector( '.ca-trend' ) as HTMLElement;
		const up = boxes[ 1 ]?.querySelector( '.ca-trend' ) as HTMLElement;
		expect( down.style.backgroundColor ).toBe(
			hex( defaultBrokerSettings.general_colors.decrease )
		);
		expect( up.style.backgroundColor ).toBe(
			hex( defaultBrokerSettings.general_colors.increase )
		);
		expect( up.style.color ).toBe(
			hex(
				readableTextOn( defaultBrokerSettings.general_colors.increase )
			)
		);
		expect( up.querySelector( '[aria-hidden="true"]' ) ).toHaveTextContent(
			'▲'
		);
	} );

	it( 'shows each chart with its title and a data table that opens for sighted users', async () => {
		answerEstate();
		const { user } = renderEstate();
		const figure = await screen.findByRole( 'figure', {
			name: 'Marketing costs',
		} );
		const table = within( figure ).getByRole( 'table', {
			name: 'Marketing costs',
		} );
		expect(
			within( table )
				.getAllByRole( 'row' )
				.map( ( row ) => row.textContent )
		).toEqual( [ 'CategoryCosts', 'Jan120', 'Feb180', 'Mär260.5' ] );
		expect( table.parentElement ).toHaveClass( 'ca-visually-hidden' );
		const toggle = within( figure ).getByRole( 'button', {
			name: 'Show data table',
		} );
		await user.click( toggle );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( table.parentElement ).not.toHaveClass( 'ca-visually-hidden' );
		expect(
			within( figure ).getByRole( 'button', { name: 'Hide data table' } )
		).toBe( toggle );
		// The drawing is for the eyes only; the table speaks for it.
		const drawing = await within( figure ).findByTestId( 'apex-chart' );
		expect( drawing.closest( '[aria-hidden="true"]' ) ).not.toBeNull();
		expect( drawing ).toHaveAttribute( 'data-type', 'line' );
		expect(
			within(
				screen.getByRole( 'figure', { name: 'Activities by kind' } )
			).getByTestId( 'apex-chart' )
		).toHaveAttribute( 'data-type', 'donut' );
	} );

	it.each( [
		[
			'a preset',
			{
				...defaultBrokerSettings,
				selected_color_scheme: 'dark_pastel' as const,
			},
			COLOR_PRESETS.dark_pastel.palette,
		],
		[
			'the custom scheme',
			{
				...defaultBrokerSettings,
				selected_color_scheme: 'custom' as const,
				diagram_custom_colors: [ '#112233', '#445566', '#778899' ],
			},
			[ '#112233', '#445566', '#778899' ],
		],
		[ 'no design', null, DEFAULT_CHART_PALETTE ],
	] )(
		'colours the charts from %s the broker’s design call answers, repeating the palette',
		async ( _case, settings, palette ) => {
			answerEstate();
			// The statistics ask for the design themselves (no design: the call fails).
			server.use(
				http.get( api( 'settings/reporting/design' ), () =>
					settings
						? HttpResponse.json( { data: settings } )
						: HttpResponse.json( {}, { status: 500 } )
				)
			);
			renderEstate( '101', { brokerSettings: defaultBrokerSettings } );
			const pie = await within(
				await screen.findByRole( 'figure', {
					name: 'Inquiries by portal',
				} )
			).findByTestId( 'apex-chart' );
			// Four slices, one colour each, the palette repeating when it is shorter.
			await waitFor( () =>
				expect(
					pie.getAttribute( 'data-colors' )?.split( ' ' )
				).toEqual(
					[ 0, 1, 2, 3 ].map( ( i ) => palette[ i % palette.length ] )
				)
			);
		}
	);

	it( 'holds the space with 4 stat and 6 widget placeholders while loading', async () => {
		const { opened, release } = gate();
		answerEstate();
		server.use(
			http.get( api( 'onoffice/estates/:id/short-stats' ), async () => {
				await opened;
				return HttpResponse.json( { data: {} } );
			} ),
			http.get( api( 'onoffice/estates/:id/stats' ), async () => {
				await opened;
				return HttpResponse.json( { data: [] } );
			} )
		);
		const { container } = renderEstate();
		await screen.findByRole( 'heading', { name: 'Statistics' } );
		expect(
			container.querySelectorAll( '.ca-stat-box--placeholder' )
		).toHaveLength( 4 );
		expect(
			container.querySelectorAll( '.ca-overview__widget-placeholder' )
		).toHaveLength( 6 );
		release();
		await waitFor( () =>
			expect( container.querySelectorAll( '.ca-skeleton' ) ).toHaveLength(
				0
			)
		);
	} );

	it( 'retries the stats once on HTTP 500: exactly two requests, then shows nothing', async () => {
		answerEstate();
		let requests = 0;
		server.use(
			http.get( api( 'onoffice/estates/:id/stats' ), () => {
				requests++;
				return HttpResponse.json(
					{ message: 'generic_error' },
					{ status: 500 }
				);
			} )
		);
		const { container } = renderEstate();
		await waitFor( () => expect( warn ).toHaveBeenCalled() );
		await screen.findByRole( 'list', { name: 'Key figures' } );
		expect( requests ).toBe( 2 );
		expect( screen.queryByRole( 'figure' ) ).not.toBeInTheDocument();
		expect(
			container.querySelector( '.ca-overview__widget-placeholder' )
		).toBeNull();
	} );

	it( 'shows the charts when the retry succeeds', async () => {
		answerEstate();
		let requests = 0;
		server.use(
			http.get( api( 'onoffice/estates/:id/stats' ), () => {
				requests++;
				return requests === 1
					? HttpResponse.json(
							{ message: 'generic_error' },
							{ status: 500 }
						)
					: HttpResponse.json( statsAnswer );
			} )
		);
		renderEstate();
		expect(
			await screen.findByRole( 'figure', { name: 'Inquiries by portal' } )
		).toBeInTheDocument();
		expect( requests ).toBe( 2 );
	} );

	it( 'does not retry other failures', async () => {
		answerEstate();
		let requests = 0;
		server.use(
			http.get( api( 'onoffice/estates/:id/stats' ), () => {
				requests++;
				return HttpResponse.json(
					{ message: 'feature_disabled' },
					{ status: 403 }
				);
			} )
		);
		renderEstate();
		await waitFor( () => expect( warn ).toHaveBeenCalled() );
		expect( requests ).toBe( 1 );
	} );

	it( 'shows the timeline: date and time, kind tag, type, cancelled tag, user, and the header cut at 56 characters', async () => {
		answerEstate();
		const { user } = renderEstate();
		await screen.findByRole( 'heading', { name: 'Activities' } );
		const toggles = () =>
			screen
				.queryAllByRole( 'button' )
				.filter( ( button ) =>
					button.classList.contains( 'ca-timeline__toggle' )
				);
		// The entries come in a deferred render after the answer.
		await waitFor( () => expect( toggles() ).toHaveLength( 3 ) );
		const buttons = toggles();
		const [ offer, call, mail ] = buttons as [
			HTMLElement,
			HTMLElement,
			HTMLElement,
		];
		expect( offer ).toHaveTextContent( '12.03.2025 14:05' );
		expect( within( offer ).getByText( 'Offer' ) ).toHaveClass( 'ca-tag' );
		expect( offer ).toHaveTextContent( 'Kaufangebot' );
		expect( offer ).toHaveTextContent( 'Max Makler' );
		expect(
			within( offer ).getByText(
				'Schriftliches Angebot über den Angebotspreis eingegangen…'
			)
		).toBeInTheDocument();
		expect( offer ).not.toHaveTextContent( 'Finanzierungsbestätigung' );
		// The photo from the log's users; initials when there is none.
		expect( offer.querySelector( 'img' ) ).toHaveAttribute(
			'src',
			'https://api.example/media/users/11.jpg'
		);
		expect(
			within( call ).getByTestId( 'avatar-initials' )
		).toHaveTextContent( 'SS' );
		expect( within( call ).getByText( 'cancelled' ) ).toBeInTheDocument();
		expect(
			within( offer ).queryByText( 'cancelled' )
		).not.toBeInTheDocument();
		expect( within( call ).getByText( 'Phone call' ) ).toBeInTheDocument();
		expect( within( mail ).getByText( 'E-mail' ) ).toBeInTheDocument();
		expect( mail.querySelector( '.ca-timeline__user' ) ).toBeNull();
		// A remark within 56 characters shows whole, without an ellipsis.
		expect(
			within( mail ).getByText( 'Anfrage über das Portal ImmoScout24.' )
		).toBeInTheDocument();
		// Accordion: the full remark is in the body.
		expect( offer ).toHaveAttribute( 'aria-expanded', 'false' );
		const body = document.getElementById(
			offer.getAttribute( 'aria-controls' ) ?? ''
		);
		expect( body ).not.toBeVisible();
		await user.click( offer );
		expect( offer ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( body ).toBeVisible();
		expect( body ).toHaveTextContent( LONG_REMARK );
	} );

	it( 'says so when the log has no entries', async () => {
		answerEstate();
		server.use(
			http.get( api( 'onoffice/estates/:id/log' ), () =>
				HttpResponse.json( { ...logAnswer, estateLog: [] } )
			)
		);
		renderEstate();
		expect(
			await screen.findByText( 'No activities yet.' )
		).toBeInTheDocument();
	} );

	it.each( [
		[ 'log', 'Activities' ],
		[ 'short-stats', 'Key figures' ],
	] )(
		'on a failed %s call logs it and leaves that part empty',
		async ( call, part ) => {
			answerEstate();
			server.use(
				http.get( api( `onoffice/estates/:id/${ call }` ), () =>
					HttpResponse.json(
						{ message: 'generic_error' },
						{ status: 500 }
					)
				)
			);
			renderEstate();
			await screen.findByRole( 'figure', {
				name: 'Inquiries by portal',
			} );
			await waitFor( () => expect( warn ).toHaveBeenCalled() );
			expect(
				screen.queryByRole(
					part === 'Activities' ? 'heading' : 'list',
					{ name: part }
				)
			).not.toBeInTheDocument();
			expect(
				screen.queryByText( 'No activities yet.' )
			).not.toBeInTheDocument();
		}
	);

	it( 'shows only the timeline with activities on and statistics off, and only statistics the other way round', async () => {
		const calls = answerEstate(
			detailAnswer( '101', { settings: { reporting_statistics: false } } )
		);
		const { unmount } = renderEstate();
		await screen.findByRole( 'heading', { name: 'Activities' } );
		expect(
			screen.queryByRole( 'heading', { name: 'Statistics' } )
		).not.toBeInTheDocument();
		expect( calls.stats + calls.shortStats ).toBe( 0 );
		unmount();
		const second = answerEstate(
			detailAnswer( '102', { settings: { reporting_activities: false } } )
		);
		renderEstate( '102' );
		await screen.findByRole( 'figure', { name: 'Inquiries by portal' } );
		expect(
			screen.queryByRole( 'heading', { name: 'Activities' } )
		).not.toBeInTheDocument();
		expect( second.log ).toBe( 0 );
	} );
} );
