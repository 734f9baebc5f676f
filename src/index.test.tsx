/**
 * Boot: when the page lacks the configuration or WordPress' translation functions, every root shows
 * a visible message instead of staying blank (docs/behaviour.md "Embeds and popups"), a configured
 * page mounts the app, and a page starts one full area.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { __ } from '@wordpress/i18n';
import { http, HttpResponse } from 'msw';
import { AUTH_STORAGE_KEY } from './config/constants';
import {
	bootEntry as boot,
	bootTestEnvironment,
	mountRoots,
	storeSignedInSession,
} from '@test-support/boot-entry';
import { defaultBrokerSettings, ownerUser } from '@test-support/fixtures';
import { api, server } from '@test-support/server';
import {
	answerEstates,
	answerEstatesLater,
	answerShortStats,
} from '@test-support/dashboard/render-dashboard';
import { dashboardAnswer, listItem } from '@test-support/dashboard/fixtures';
import { testConfig, testEmbed } from '@test-support/test-config';

describe( 'boot', () => {
	const warn = bootTestEnvironment();

	it( 'shows a setup message in every root when the configuration is missing', async () => {
		mountRoots( 2 );
		window.wp = { i18n: { __ } };
		boot();
		const alerts = await screen.findAllByRole( 'alert' );
		expect( alerts ).toHaveLength( 2 );
		expect( alerts[ 0 ] ).toHaveTextContent(
			'The customer area could not be started. Please contact the site owner.'
		);
		expect( warn() ).toHaveBeenCalledWith(
			expect.stringContaining( 'SetupError' ),
			expect.any( Error )
		);
	} );

	it( 'shows a setup message when the WordPress translation functions are missing', async () => {
		mountRoots( 1 );
		window.customerAreaConfig = testConfig();
		boot();
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'could not be started'
		);
		expect( warn() ).toHaveBeenCalledWith(
			expect.stringContaining( 'wp.i18n' ),
			expect.any( Error )
		);
	} );

	it( 'mounts the area into its root when the page is configured', async () => {
		mountRoots( 1 );
		window.wp = { i18n: { __ } };
		window.customerAreaConfig = testConfig();
		boot();
		const root = document.getElementById(
			'customer-area-1'
		) as HTMLElement;
		await waitFor( () =>
			expect( root.querySelector( '.ca-app' ) ).not.toBeNull()
		);
		expect( within( root ).queryByRole( 'alert' ) ).toBeNull();
	} );

	it( 'starts the first full root and every popup; a later full root stays empty and the console says why', async () => {
		mountRoots( 3 );
		window.wp = { i18n: { __ } };
		window.customerAreaConfig = testConfig( {
			embeds: {
				'customer-area-1': testEmbed( { popup: true } ),
				'customer-area-2': testEmbed(),
				'customer-area-3': testEmbed( { isLeadgen: true } ),
			},
		} );
		boot();
		const root = ( n: number ) =>
			document.getElementById( `customer-area-${ n }` ) as HTMLElement;
		await waitFor( () =>
			expect( root( 2 ).querySelector( '.ca-app' ) ).not.toBeNull()
		);
		await waitFor( () => expect( root( 1 ) ).not.toBeEmptyDOMElement() );
		expect( root( 3 ) ).toBeEmptyDOMElement();
		expect( root( 3 ) ).not.toBeVisible();
		expect( warn() ).toHaveBeenCalledWith(
			expect.stringMatching(
				/^Customer Area: #customer-area-3 stays empty: this page already shows the full customer area or the valuation wizard in #customer-area-2/
			)
		);
	} );

	it( 'with a valid session on page load, fetches the user again, and leaves the broker’s design to a screen that shows it', async () => {
		const calls: string[] = [];
		const stored = {
			...defaultBrokerSettings,
			selected_color_scheme: 'dark_pastel' as const,
		};
		server.use(
			http.get( api( 'user' ), ( { request } ) => {
				calls.push(
					`user ${ request.headers.get( 'Authorization' ) }`
				);
				return HttpResponse.json( {
					data: { ...ownerUser, firstname: 'Renamed' },
				} );
			} ),
			http.get( api( 'settings/reporting/design' ), () => {
				calls.push( 'settings' );
				return HttpResponse.json( { data: defaultBrokerSettings } );
			} ),
			http.get( api( '*' ), () => HttpResponse.json( { data: {} } ) )
		);
		storeSignedInSession( 'token-cookie', stored );
		mountRoots( 1 );
		window.wp = { i18n: { __ } };
		window.customerAreaConfig = testConfig();
		boot();
		// The shell greets the customer by the name the user call answered.
		expect(
			await screen.findByText( /Renamed/, undefined, { timeout: 10000 } )
		).toBeInTheDocument();
		expect( calls ).toEqual( [ 'user Bearer token-cookie' ] );
		// The stored design serves meanwhile.
		expect(
			JSON.parse(
				window.localStorage.getItem( AUTH_STORAGE_KEY ) ?? '{}'
			).brokerSettings
		).toEqual( stored );
	} );

	it( 'renders a signed-in customer’s first screen with its answer: no placeholders before the cards', async () => {
		const estateCalls = answerEstates(
			dashboardAnswer( { estatesOwned: [ listItem( '101' ) ] } )
		);
		answerShortStats();
		server.use(
			http.get( api( 'user' ), () =>
				HttpResponse.json( { data: ownerUser } )
			)
		);
		storeSignedInSession( 'token-cookie', defaultBrokerSettings );
		mountRoots( 1 );
		window.wp = { i18n: { __ } };
		window.customerAreaConfig = testConfig();
		const root = document.getElementById(
			'customer-area-1'
		) as HTMLElement;
		// Every element the app ever puts into the root, however briefly.
		let placeholders = 0;
		const observer = new MutationObserver( () => {
			placeholders += root.querySelectorAll(
				'.ca-dashboard__card-placeholder'
			).length;
		} );
		observer.observe( root, { childList: true, subtree: true } );
		boot();
		// The card, under its list's heading.
		expect(
			await screen.findByText( 'Haus 101', undefined, { timeout: 10000 } )
		).toBeInTheDocument();
		observer.disconnect();
		expect(
			screen.getByRole( 'heading', { name: 'Your properties' } )
		).toBeInTheDocument();
		expect( placeholders ).toBe( 0 );
		expect( estateCalls ).toHaveLength( 1 );
	} );

	it( 'renders a signed-in customer’s first screen without its answer when the API is slow: its placeholders, then the cards', async () => {
		const answer = answerEstatesLater(
			dashboardAnswer( { estatesOwned: [ listItem( '101' ) ] } )
		);
		server.use(
			http.get( api( 'user' ), () =>
				HttpResponse.json( { data: ownerUser } )
			)
		);
		answerShortStats();
		storeSignedInSession( 'token-cookie', defaultBrokerSettings );
		mountRoots( 1 );
		window.wp = { i18n: { __ } };
		window.customerAreaConfig = testConfig();
		boot();
		// After FIRST_ANSWER_WAIT_MS the screen shows with its own placeholders, in the app's shell.
		await waitFor(
			() =>
				expect(
					document.querySelectorAll(
						'.ca-dashboard__card-placeholder'
					).length
				).toBeGreaterThan( 0 ),
			{ timeout: 10000 }
		);
		expect(
			screen.getByRole( 'heading', { name: 'Dashboard' } )
		).toBeInTheDocument();
		expect( screen.queryByText( 'Haus 101' ) ).not.toBeInTheDocument();
		answer();
		expect(
			await screen.findByText( 'Haus 101', undefined, { timeout: 10000 } )
		).toBeInTheDocument();
	} );
} );
