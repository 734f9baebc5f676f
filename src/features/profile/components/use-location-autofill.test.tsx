/**
 * The address lookup of the profile form: leaving ZIP or city fills state and country; failures
 * change nothing; only the latest answer counts; edits made meanwhile win.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ownerUser } from '@test-support/fixtures';
import {
	nominatimPlace,
	profileHandlers,
	releaseLookup,
	TEST_GEOCODER,
} from '@test-support/profile/handlers';
import { gate } from '@test-support/gate';
import {
	box,
	renderProfile,
	select,
} from '@test-support/profile/render-profile';
import { server } from '@test-support/server';

/**
 * Types a ZIP in place of the one shown and leaves the field, which starts the lookup.
 *
 * @param user The test's user.
 * @param zip  The ZIP.
 */
async function enterZip( user: UserEvent, zip: string ): Promise< void > {
	await user.clear( box( 'ZIP' ) );
	await user.type( box( 'ZIP' ), zip );
	await user.tab();
}

describe( 'useLocationAutofill in the profile form', () => {
	// Registered first, so a test's own handlers (registered later) take precedence.
	beforeEach( () => server.use( ...profileHandlers ) );

	describe( 'location auto-fill', () => {
		it( 'fills state and the three-letter country when the ZIP is left', async () => {
			const lookups: Request[] = [];
			const { user } = renderProfile( {
				...ownerUser,
				state: '',
				country: '',
			} );
			server.use(
				http.get( TEST_GEOCODER, ( { request } ) => {
					lookups.push( request );
					const url = new URL( request.url );
					return HttpResponse.json(
						url.searchParams.get( 'postalcode' ) === '80331' &&
							! url.searchParams.has( 'city' )
							? nominatimPlace( 'Bayern', 'de' )
							: []
					);
				} )
			);
			await waitFor( () =>
				expect( select( 'Country' ) ).toHaveValue( 'keine angabe' )
			);
			await waitFor( () =>
				expect(
					within( select( 'Country' ) ).getAllByRole( 'option' )
				).toHaveLength( 4 )
			);
			await enterZip( user, '80331' );
			await waitFor( () =>
				expect( box( 'State' ) ).toHaveValue( 'Bayern' )
			);
			expect( select( 'Country' ) ).toHaveValue( 'DEU' );
			// Both fields first, then the ZIP alone (the city still named Berlin).
			const first = new URL( lookups[ 0 ]!.url );
			expect( Object.fromEntries( first.searchParams ) ).toEqual( {
				city: 'Berlin',
				postalcode: '80331',
				format: 'json',
				addressdetails: '1',
				'accept-language': 'de',
			} );
			// Not an API call: no token and none of the API's headers.
			for ( const request of lookups ) {
				expect( request.headers.get( 'authorization' ) ).toBeNull();
				expect( request.headers.get( 'x-requested-with' ) ).toBeNull();
				expect( request.headers.get( 'x-broker-url' ) ).toBeNull();
			}
		} );

		it( 'changes nothing and says nothing when the lookup fails', async () => {
			const { user } = renderProfile();
			let lookups = 0;
			server.use(
				http.get( TEST_GEOCODER, () => {
					lookups++;
					return HttpResponse.json(
						{ error: 'down' },
						{ status: 500 }
					);
				} )
			);
			await waitFor( () =>
				expect( select( 'Country' ) ).toHaveValue( 'DEU' )
			);
			await user.clear( box( 'City' ) );
			await user.type( box( 'City' ), 'München' );
			await user.tab();
			await waitFor( () => expect( lookups ).toBeGreaterThan( 0 ) );
			expect( box( 'State' ) ).toHaveValue( 'Berlin' );
			expect( select( 'Country' ) ).toHaveValue( 'DEU' );
			expect( screen.getByRole( 'alert' ) ).toHaveTextContent( '' );
			expect( screen.getByRole( 'status' ) ).toHaveTextContent( '' );
		} );

		it( 'applies only the latest lookup when answers arrive in reverse order', async () => {
			const { user } = renderProfile();
			// The first lookup answers only once the second one's place is shown: the order is
			// the test's, not the machine's speed.
			const { opened: firstHeld, release: releaseFirst } = gate();
			server.use(
				http.get( TEST_GEOCODER, async ( { request } ) => {
					const zip = new URL( request.url ).searchParams.get(
						'postalcode'
					);
					if ( zip === '80331' ) {
						await firstHeld;
						return HttpResponse.json(
							nominatimPlace( 'Bayern', 'de' )
						);
					}
					return HttpResponse.json(
						zip === '20095' ? nominatimPlace( 'Hamburg', 'de' ) : []
					);
				} )
			);
			const fetchSpy = jest.spyOn( window, 'fetch' );
			try {
				await waitFor( () =>
					expect( select( 'Country' ) ).toHaveValue( 'DEU' )
				);
				await enterZip( user, '80331' );
				await enterZip( user, '20095' );
				await waitFor( () =>
					expect( box( 'State' ) ).toHaveValue( 'Hamburg' )
				);
				// The first lookup answers last; it must not overwrite the newer place.
				await releaseLookup( fetchSpy, '80331', releaseFirst );
				expect( box( 'State' ) ).toHaveValue( 'Hamburg' );
			} finally {
				releaseFirst();
				fetchSpy.mockRestore();
			}
		} );

		it( 'drops an answer when the state was edited while the lookup ran', async () => {
			const { user } = renderProfile();
			// The lookup answers only once the customer has typed a state of their own.
			const { opened: edited, release } = gate();
			server.use(
				http.get( TEST_GEOCODER, async () => {
					await edited;
					return HttpResponse.json(
						nominatimPlace( 'Bayern', 'de' )
					);
				} )
			);
			const fetchSpy = jest.spyOn( window, 'fetch' );
			try {
				await waitFor( () =>
					expect( select( 'Country' ) ).toHaveValue( 'DEU' )
				);
				await enterZip( user, '80331' );
				await user.clear( box( 'State' ) );
				await user.type( box( 'State' ), 'Sachsen' );
				await releaseLookup( fetchSpy, '80331', release );
				expect( box( 'State' ) ).toHaveValue( 'Sachsen' );
			} finally {
				release();
				fetchSpy.mockRestore();
			}
		} );

		it( 'does not look up a ZIP and city that did not change', async () => {
			const { user } = renderProfile();
			let lookups = 0;
			server.use(
				http.get( TEST_GEOCODER, () => {
					lookups++;
					return HttpResponse.json(
						nominatimPlace( 'Hessen', 'de' )
					);
				} )
			);
			await user.click( box( 'ZIP' ) );
			await user.tab();
			await user.tab();
			expect( lookups ).toBe( 0 );
			expect( box( 'State' ) ).toHaveValue( 'Berlin' );
		} );
	} );
} );
