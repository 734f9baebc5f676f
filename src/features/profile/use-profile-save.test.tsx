/**
 * The profile save: only the active tab's fields, converted for the API; the toast and the field
 * errors of a failed save; the saved user, refreshed once through the `User` tag; one save at a
 * time.
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ownerUser } from '@test-support/fixtures';
import { gate } from '@test-support/gate';
import { profileHandlers } from '@test-support/profile/handlers';
import {
	box,
	recordSaves,
	renderProfile,
	save,
	select,
} from '@test-support/profile/render-profile';
import { api, server } from '@test-support/server';

describe( 'profile save', () => {
	// Registered first, so a test's own handlers (registered later) take precedence.
	beforeEach( () => server.use( ...profileHandlers ) );

	describe( 'saving', () => {
		it( 'sends only the personal and contact fields of My Profile, birthday as YYYY/MM/DD, then refreshes the user', async () => {
			const saves = recordSaves();
			let userFetches = 0;
			server.use(
				http.get( api( 'user' ), () => {
					userFetches++;
					return HttpResponse.json( {
						data: { ...ownerUser, firstname: 'Olga' },
					} );
				} )
			);
			const { user, store } = renderProfile();
			await waitFor( () =>
				expect( select( 'Country' ) ).toHaveValue( 'DEU' )
			);
			await user.clear( box( 'First Name' ) );
			await user.type( box( 'First Name' ), 'Olga' );
			await user.clear( box( 'Birthday' ) );
			await user.type( box( 'Birthday' ), '02.03.1979' );
			await user.click( save() );
			await waitFor( () => expect( saves ).toHaveLength( 1 ) );
			expect( saves[ 0 ] ).toEqual( {
				salutation: 'Frau',
				title: '',
				firstname: 'Olga',
				lastname: 'Owner',
				birthday: '1979/03/02',
				street: 'Hauptstraße',
				housenr: '5',
				zip: '10115',
				city: 'Berlin',
				state: 'Berlin',
				country: 'DEU',
				telephone: '+49 30 1234567',
				phone: '',
				fax: '',
				language: '',
			} );
			expect(
				await screen.findByText( 'Profile has been saved' )
			).toBeInTheDocument();
			await waitFor( () => expect( userFetches ).toBe( 1 ) );
			expect( store.getState().auth.user?.firstname ).toBe( 'Olga' );
		} );

		it( 'refreshes the user after a save with exactly one user request, through the User tag', async () => {
			recordSaves();
			const fetches: string[] = [];
			server.use(
				http.get( api( 'user' ), () => {
					fetches.push( 'user' );
					return HttpResponse.json( {
						data: { ...ownerUser, city: 'Aachen' },
					} );
				} )
			);
			const { user, store } = renderProfile();
			await user.click( save() );
			expect(
				await screen.findByText( 'Profile has been saved' )
			).toBeInTheDocument();
			await waitFor( () =>
				expect( store.getState().auth.user?.city ).toBe( 'Aachen' )
			);
			await new Promise( ( resolve ) => setTimeout( resolve, 30 ) );
			expect( fetches ).toEqual( [ 'user' ] );
		} );

		it( 'sends the country "keine angabe" as empty and an empty birthday as null', async () => {
			const saves = recordSaves();
			const { user } = renderProfile();
			await waitFor( () =>
				expect( select( 'Country' ) ).toHaveValue( 'DEU' )
			);
			await user.selectOptions( select( 'Country' ), 'Not specified' );
			expect( select( 'Country' ) ).toHaveValue( 'keine angabe' );
			await user.clear( box( 'Birthday' ) );
			await user.click( save() );
			await waitFor( () => expect( saves ).toHaveLength( 1 ) );
			expect( saves[ 0 ] ).toMatchObject( {
				country: '',
				birthday: null,
			} );
		} );

		it( 'sends only occupation and social fields of Applicant Folder, the income as a number', async () => {
			const saves = recordSaves();
			const { user } = renderProfile();
			await user.click(
				screen.getByRole( 'tab', { name: 'Applicant Folder' } )
			);
			await user.clear( box( 'Income (EUR)' ) );
			await user.type( box( 'Income (EUR)' ), '1234,56' );
			await user.tab();
			expect( box( 'Income (EUR)' ) ).toHaveValue( '1.234,56' );
			await user.type(
				box( 'LinkedIn' ),
				'https://www.linkedin.com/in/olivia'
			);
			await user.click( save() );
			await waitFor( () => expect( saves ).toHaveLength( 1 ) );
			expect( saves[ 0 ] ).toEqual( {
				occupation: 'Architect',
				employer: 'Bau GmbH',
				income: 1234.56,
				contractType: '',
				facebook: '',
				twitter: '',
				youtube: '',
				instagram: '',
				linkedin: 'https://www.linkedin.com/in/olivia',
				xing: '',
				tiktok: '',
				pinterest: '',
			} );
		} );

		it( 'keeps everything typed and says so when the save fails', async () => {
			recordSaves( 500 );
			const { user, store } = renderProfile();
			await user.clear( box( 'Street' ) );
			await user.type( box( 'Street' ), 'Neue Straße' );
			await user.click( save() );
			expect(
				await screen.findByText( 'Failed to update profile' )
			).toBeInTheDocument();
			// An error toast is an alert, not a polite status.
			expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
				'Failed to update profile'
			);
			expect( box( 'Street' ) ).toHaveValue( 'Neue Straße' );
			expect( store.getState().auth.user?.street ).toBe( 'Hauptstraße' );
		} );

		it( "stores the PATCH answer's user, and keeps it when the refresh after the save fails", async () => {
			server.use(
				http.patch( api( 'user/profile' ), async ( { request } ) => {
					const body = ( await request.json() ) as Record<
						string,
						unknown
					>;
					return HttpResponse.json( {
						message: 'profile_updated',
						data: { ...ownerUser, ...body, lastname: 'Saved' },
					} );
				} ),
				http.get( api( 'user' ), () =>
					HttpResponse.json(
						{ message: 'generic_error' },
						{ status: 500 }
					)
				)
			);
			const warn = jest
				.spyOn( console, 'warn' )
				.mockImplementation( () => undefined );
			const { user, store } = renderProfile();
			await user.click( save() );
			expect(
				await screen.findByText( 'Profile has been saved' )
			).toBeInTheDocument();
			await waitFor( () =>
				expect( store.getState().auth.user?.lastname ).toBe( 'Saved' )
			);
			// The failed refresh is only logged and leaves the saved user.
			await waitFor( () =>
				expect( warn ).toHaveBeenCalledWith(
					expect.stringContaining( 'user could not be fetched' ),
					expect.anything()
				)
			);
			warn.mockRestore();
			expect( store.getState().auth.user?.lastname ).toBe( 'Saved' );
			expect( store.getState().auth.isAuthenticated ).toBe( true );
			// Nothing else was edited, so the form follows the saved user.
			await waitFor( () =>
				expect( box( 'Last Name' ) ).toHaveValue( 'Saved' )
			);
		} );

		it( 'is disabled and busy while the save runs (one save at a time)', async () => {
			const { opened: answered, release } = gate();
			let saves = 0;
			server.use(
				http.patch( api( 'user/profile' ), async () => {
					saves++;
					await answered;
					return HttpResponse.json( {
						message: 'profile_updated',
						data: ownerUser,
					} );
				} )
			);
			const { user } = renderProfile();
			await user.click( save() );
			await waitFor( () => expect( save() ).toBeDisabled() );
			expect( save() ).toHaveAttribute( 'aria-busy', 'true' );
			await user.click( save() );
			release();
			await waitFor( () => expect( save() ).toBeEnabled() );
			expect( save() ).toHaveAttribute( 'aria-busy', 'false' );
			expect( saves ).toBe( 1 );
		} );

		it( "shows the API's field errors beside the fields", async () => {
			recordSaves( 422, {
				message: 'validation_failed',
				errors: { zip: [ 'invalid_zip' ] },
			} );
			const { user } = renderProfile();
			await user.click( save() );
			expect(
				await screen.findByText( 'Failed to update profile' )
			).toBeInTheDocument();
			const error = await screen.findByText(
				'ZIP code must be between 4 and 10 digits'
			);
			expect( box( 'ZIP' ).getAttribute( 'aria-describedby' ) ).toContain(
				error.id
			);
		} );
	} );
} );
