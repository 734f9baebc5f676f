/**
 * The entry asks for the first screen's data beside the user, without waiting for the screen: the
 * dashboard's estates list and an estate page's estate, then preloads the picture the screen shows
 * first. The screen's first mount uses that answer (one call, not two); a later mount asks again
 * once the answer is older than REFETCH_ON_MOUNT_AFTER_S.
 */
import { screen, waitFor } from '@testing-library/react';
import { __ } from '@wordpress/i18n';
import { http, HttpResponse } from 'msw';
import { dashboardAnswer, listItem } from '@test-support/dashboard/fixtures';
import { detailAnswer } from '@test-support/estates/fixtures';
import {
	bootEntry,
	bootTestEnvironment,
	mountRoots,
	storeSignedInSession,
} from '@test-support/boot-entry';
import { ownerUser } from '@test-support/fixtures';
import { api, server } from '@test-support/server';
import { fakeOnly } from '@test-support/fake-only';
import { testConfig } from '@test-support/test-config';
import { REFETCH_ON_MOUNT_AFTER_S } from '../api/base-api';

/**
 * Answers the shell's calls and counts the calls of the screens' data.
 *
 * @return The paths asked for, in order.
 */
function answerCalls(): string[] {
	const calls: string[] = [];
	server.use(
		http.get( api( 'user' ), () =>
			HttpResponse.json( { data: ownerUser } )
		),
		http.get( api( 'onoffice/estates' ), ( { request } ) => {
			calls.push( new URL( request.url ).pathname );
			return HttpResponse.json(
				dashboardAnswer( { estatesOwned: [ listItem( '101' ) ] } )
			);
		} ),
		http.get( api( 'onoffice/estates/:id' ), ( { request, params } ) => {
			calls.push( new URL( request.url ).pathname );
			return HttpResponse.json( detailAnswer( String( params.id ) ) );
		} ),
		// The shell's and the cards' other calls (design, picture, short stats…) are not counted.
		http.get( api( '*' ), () => HttpResponse.json( { data: {} } ) ),
		http.post( api( '*' ), () => HttpResponse.json( { data: {} } ) )
	);
	return calls;
}

/** The pictures preloaded from the page's head. */
const preloadedPictures = () =>
	Array.from(
		document.head.querySelectorAll< HTMLLinkElement >(
			'link[rel="preload"][as="image"]'
		)
	).map( ( link ) => [ link.href, link.getAttribute( 'fetchpriority' ) ] );

/**
 * Boots a signed-in page at `hash`.
 *
 * @param hash The hash route.
 */
function bootSignedIn( hash: string ): void {
	window.location.hash = hash;
	storeSignedInSession();
	mountRoots( 1 );
	window.wp = { i18n: { __ } };
	window.customerAreaConfig = testConfig();
	bootEntry();
}

describe( 'the first screen’s data at start-up', () => {
	bootTestEnvironment();
	afterEach( () => jest.dontMock( '../features/dashboard' ) );

	it( 'asks for the dashboard’s list even before the dashboard renders', async () => {
		// A dashboard that never renders: the call can only come from the entry.
		jest.doMock( '../features/dashboard', () => ( {
			DashboardPage: () => null,
		} ) );
		const calls = answerCalls();
		bootSignedIn( '#/' );
		await waitFor( () =>
			expect( calls ).toEqual( [ '/api/onoffice/estates' ] )
		);
		// The first card's picture, as the card asks for it, before the card exists.
		await waitFor( () =>
			expect( preloadedPictures() ).toEqual( [
				[ 'https://api.example/media/estates/101-1.jpg?w=640', 'high' ],
			] )
		);
	} );

	it( 'calls the estates list once for the dashboard’s first view, and again when the route is entered again later', async () => {
		const calls = answerCalls();
		bootSignedIn( '#/' );
		expect(
			await screen.findByRole(
				'heading',
				{ name: 'Your properties' },
				{ timeout: 10000 }
			)
		).toBeInTheDocument();
		expect( calls ).toEqual( [ '/api/onoffice/estates' ] );

		// Only the clock moves (timers stay real): the answer is now older than the screens keep it.
		jest.useFakeTimers( {
			...fakeOnly( 'Date' ),
			now: Date.now() + ( REFETCH_ON_MOUNT_AFTER_S + 1 ) * 1000,
		} );
		try {
			window.location.hash = '#/profile';
			await screen.findByRole( 'heading', { name: 'Profile', level: 1 } );
			window.location.hash = '#/';
			await waitFor( () =>
				expect( calls ).toEqual( [
					'/api/onoffice/estates',
					'/api/onoffice/estates',
				] )
			);
		} finally {
			jest.useRealTimers();
		}
	} );

	it( 'calls an estate page’s estate once for its first view', async () => {
		const calls = answerCalls();
		bootSignedIn( '#/estates/101' );
		expect(
			await screen.findByRole(
				'heading',
				{ level: 1, name: 'Sonniges Einfamilienhaus' },
				{ timeout: 10000 }
			)
		).toBeInTheDocument();
		expect( calls ).toEqual( [ '/api/onoffice/estates/101' ] );
		// The cover: the Titelbild, not the first picture.
		expect( preloadedPictures() ).toEqual( [
			[ 'https://api.example/media/estates/101-1.jpg?w=640', 'high' ],
		] );
	} );
} );
