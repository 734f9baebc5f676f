import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ToastProvider } from '../../../components/toast';
import { initialAuthState, userLoaded } from '../../../session/auth-slice';
import type { User } from '../../../session/types';
import { ownerUser } from '../../../testing/fixtures';
import {
	nominatimPlace,
	profileHandlers,
	TEST_GEOCODER,
} from '../../../testing/profile-handlers';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { api, server } from '../../../testing/server';
import { applyLanguage } from '../../../i18n/apply-language';
import { ProfilePage } from './profile-page';

const signedIn = ( user: User = ownerUser ) => ( {
	auth: { ...initialAuthState, user, isAuthenticated: true, token: 'tok' },
} );

function renderProfile( user: User = ownerUser ) {
	return renderWithProviders(
		<ToastProvider>
			<ProfilePage />
		</ToastProvider>,
		{ route: '/profile', preloadedState: signedIn( user ) }
	);
}

/**
 * Records the bodies of PATCH user/profile and answers like the sandbox.
 * @param status
 * @param answer
 */
function recordSaves( status = 200, answer?: unknown ) {
	const bodies: Array< Record< string, unknown > > = [];
	server.use(
		http.patch( api( 'user/profile' ), async ( { request } ) => {
			const body = ( await request.json() ) as Record< string, unknown >;
			bodies.push( body );
			return status === 200
				? HttpResponse.json( {
						message: 'profile_updated',
						data: { ...ownerUser, ...body },
					} )
				: HttpResponse.json( answer ?? { message: 'generic_error' }, {
						status,
					} );
		} )
	);
	return bodies;
}

const box = ( name: string ) => screen.getByRole( 'textbox', { name } );
const select = ( name: string ) => screen.getByRole( 'combobox', { name } );
const save = () => screen.getByRole( 'button', { name: 'Save Profile' } );

describe( 'ProfilePage', () => {
	// Registered first, so a test's own handlers (registered later) take precedence.
	beforeEach( () => server.use( ...profileHandlers ) );

	it( "shows both tabs, the headings, the read-only e-mail and the user's values", async () => {
		renderProfile();
		expect(
			screen.getByRole( 'tab', { name: 'My Profile' } )
		).toHaveAttribute( 'aria-selected', 'true' );
		expect(
			screen.getByRole( 'tab', { name: 'Applicant Folder' } )
		).toBeInTheDocument();
		for ( const heading of [
			'Account data',
			'Personal data',
			'Contact data',
		] ) {
			expect(
				screen.getByRole( 'heading', { name: heading } )
			).toBeInTheDocument();
		}
		const email = box( 'Email Address' );
		expect( email ).toHaveValue( 'owner@example.com' );
		expect( email ).toHaveAttribute( 'readonly' );
		expect( box( 'Birthday' ) ).toHaveValue( '23.04.1980' );
		expect( box( 'First Name' ) ).toHaveValue( 'Olivia' );
		await waitFor( () =>
			expect( select( 'Salutation' ) ).toHaveValue( 'Frau' )
		);
		await waitFor( () =>
			expect( select( 'Country' ) ).toHaveDisplayValue( 'Deutschland' )
		);
		expect( save() ).toBeInTheDocument();
	} );

	it( 'fills salutation, language and contract type from field metadata and countries from the countries call', async () => {
		const { user } = renderProfile();
		await waitFor( () =>
			expect(
				within( select( 'Salutation' ) )
					.getAllByRole( 'option' )
					.map( ( o ) => o.textContent )
			).toEqual( [
				'Please choose',
				'Herr',
				'Frau',
				'Firma',
				'Familie',
				'Eheleute',
			] )
		);
		expect(
			within( select( 'Language' ) ).getByRole( 'option', {
				name: 'German',
			} )
		).toBeInTheDocument();
		expect(
			within( select( 'Country' ) )
				.getAllByRole( 'option' )
				.map( ( o ) => o.textContent )
		).toEqual( [
			'Not specified',
			'Deutschland',
			'Österreich',
			'Schweiz',
		] );
		await user.click(
			screen.getByRole( 'tab', { name: 'Applicant Folder' } )
		);
		expect(
			within( select( 'Contract type' ) ).getByRole( 'option', {
				name: 'Self-employed',
			} )
		).toBeInTheDocument();
		expect( box( 'Income (EUR)' ) ).toHaveValue( '4.200,50' );
	} );

	describe( 'validation of My Profile (spec 1 section 5)', () => {
		it.each( [
			[ 'First Name', '', 'Firstname is required' ],
			[
				'First Name',
				'Olivia2',
				'Firstname cannot contain numbers or invalid characters',
			],
			[ 'Last Name', '', 'Lastname is required' ],
			[
				'Last Name',
				'Owner!',
				'Lastname cannot contain numbers or invalid characters',
			],
			[ 'Title', '123', 'Title cannot be a number' ],
			[ 'ZIP', '123', 'ZIP code must be between 4 and 10 digits' ],
			[
				'ZIP',
				'12345678901',
				'ZIP code must be between 4 and 10 digits',
			],
			[
				'State',
				'Berlin 1',
				'State cannot contain numbers or invalid characters',
			],
			[ 'Birthday', '31.02.1980', 'Please enter a valid date.' ],
			[ 'Birthday', '01.01.2999', 'Please enter a valid date.' ],
		] )(
			'%s %p shows %p beside the field and blocks the save',
			async ( label, value, message ) => {
				const saves = recordSaves();
				const { user } = renderProfile();
				const field = box( label );
				await user.clear( field );
				if ( value ) {
					await user.type( field, value );
				}
				await user.click( save() );
				const error = await screen.findByText( message );
				expect( field ).toHaveAttribute( 'aria-invalid', 'true' );
				expect( field.getAttribute( 'aria-describedby' ) ).toContain(
					error.id
				);
				expect( field ).toHaveFocus();
				expect( saves ).toHaveLength( 0 );
			}
		);

		it( 'requires a salutation', async () => {
			const saves = recordSaves();
			const { user } = renderProfile();
			await waitFor( () =>
				expect( select( 'Salutation' ) ).toHaveValue( 'Frau' )
			);
			await user.selectOptions( select( 'Salutation' ), '' );
			await user.click( save() );
			const error = await screen.findByText( 'Salutation is required' );
			expect(
				select( 'Salutation' ).getAttribute( 'aria-describedby' )
			).toContain( error.id );
			expect( saves ).toHaveLength( 0 );
		} );

		it( 'accepts umlauts, ß, apostrophes, hyphens and spaces in names', async () => {
			const saves = recordSaves();
			const { user } = renderProfile();
			await user.clear( box( 'First Name' ) );
			await user.type( box( 'First Name' ), "Jörg-Peter O'Neill" );
			await user.clear( box( 'Last Name' ) );
			await user.type( box( 'Last Name' ), 'Müßig' );
			await user.click( save() );
			await waitFor( () => expect( saves ).toHaveLength( 1 ) );
			expect( saves[ 0 ] ).toMatchObject( {
				firstname: "Jörg-Peter O'Neill",
				lastname: 'Müßig',
			} );
		} );
	} );

	describe( 'validation of Applicant Folder (decision 27)', () => {
		it( 'says when the income is not a number', async () => {
			const saves = recordSaves();
			const { user } = renderProfile();
			await user.click(
				screen.getByRole( 'tab', { name: 'Applicant Folder' } )
			);
			await user.clear( box( 'Income (EUR)' ) );
			await user.type( box( 'Income (EUR)' ), 'viel' );
			await user.click( save() );
			const error = await screen.findByText( 'Income must be a number' );
			expect(
				box( 'Income (EUR)' ).getAttribute( 'aria-describedby' )
			).toContain( error.id );
			expect( saves ).toHaveLength( 0 );
		} );

		it.each( [
			'Facebook',
			'Twitter / X',
			'YouTube',
			'Instagram',
			'LinkedIn',
			'Xing',
			'TikTok',
			'Pinterest',
		] )( 'says when the %s link is not an http(s) URL', async ( label ) => {
			const saves = recordSaves();
			const { user } = renderProfile();
			await user.click(
				screen.getByRole( 'tab', { name: 'Applicant Folder' } )
			);
			await user.type( box( label ), 'javascript:alert(1)' );
			await user.click( save() );
			const error = await screen.findByText( 'Please enter a valid URL' );
			expect( box( label ).getAttribute( 'aria-describedby' ) ).toContain(
				error.id
			);
			expect( saves ).toHaveLength( 0 );
		} );

		it( 'validates only the active tab', async () => {
			const saves = recordSaves();
			const { user } = renderProfile();
			await user.click(
				screen.getByRole( 'tab', { name: 'Applicant Folder' } )
			);
			await user.clear( box( 'Income (EUR)' ) );
			await user.type( box( 'Income (EUR)' ), 'viel' );
			await user.click(
				screen.getByRole( 'tab', { name: 'My Profile' } )
			);
			await user.click( save() );
			await waitFor( () => expect( saves ).toHaveLength( 1 ) );
			expect( saves[ 0 ] ).not.toHaveProperty( 'income' );
		} );
	} );

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
			// The failed refresh is only logged (spec 1 section 8) and leaves the saved user.
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
			let release: () => void = () => undefined;
			const answered = new Promise< void >( ( resolve ) => {
				release = resolve;
			} );
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

	describe( 'following the stored user', () => {
		it( 'starts afresh from a newer user while nothing is edited', async () => {
			const { store } = renderProfile();
			expect( box( 'First Name' ) ).toHaveValue( 'Olivia' );
			// Boot's refresh answers after the (stale) stored user was shown.
			act( () => {
				store.dispatch(
					userLoaded( { ...ownerUser, firstname: 'Olga' } )
				);
			} );
			await waitFor( () =>
				expect( box( 'First Name' ) ).toHaveValue( 'Olga' )
			);
		} );

		it( "keeps the customer's edits when the user changes", async () => {
			const { user, store } = renderProfile();
			await user.clear( box( 'Street' ) );
			await user.type( box( 'Street' ), 'Neue Straße' );
			act( () => {
				store.dispatch(
					userLoaded( { ...ownerUser, firstname: 'Olga' } )
				);
			} );
			await new Promise( ( resolve ) => setTimeout( resolve, 20 ) );
			expect( box( 'Street' ) ).toHaveValue( 'Neue Straße' );
			expect( box( 'First Name' ) ).toHaveValue( 'Olivia' );
		} );
	} );

	it( 'disables the Reset password button while the request runs', async () => {
		let release: () => void = () => undefined;
		const answered = new Promise< void >( ( resolve ) => {
			release = resolve;
		} );
		const { user } = renderProfile();
		server.use(
			http.post( api( 'user/forgot-password' ), async () => {
				await answered;
				return HttpResponse.json( { message: 'reset_link_sent' } );
			} )
		);
		const button = screen.getByRole( 'button', { name: 'Reset password' } );
		await user.click( button );
		await waitFor( () => expect( button ).toBeDisabled() );
		expect( button ).toHaveAttribute( 'aria-busy', 'true' );
		release();
		await waitFor( () => expect( button ).toBeEnabled() );
	} );

	it( "sends the password-reset mail to the customer's own address (decision 1)", async () => {
		const requests: unknown[] = [];
		const { user } = renderProfile();
		server.use(
			http.post( api( 'user/forgot-password' ), async ( { request } ) => {
				requests.push( await request.json() );
				return HttpResponse.json( { message: 'reset_link_sent' } );
			} )
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Reset password' } )
		);
		expect(
			await screen.findByText(
				'We have sent you an email with a link to reset your password. Please check your inbox.'
			)
		).toBeInTheDocument();
		expect( requests ).toEqual( [
			{
				email: 'owner@example.com',
				callback_url:
					'https://broker.example/customer-area/#/reset-password',
			},
		] );
	} );

	describe( 'location auto-fill (decision 5)', () => {
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
			await user.clear( box( 'ZIP' ) );
			await user.type( box( 'ZIP' ), '80331' );
			await user.tab();
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
			server.use(
				http.get( TEST_GEOCODER, async ( { request } ) => {
					const zip = new URL( request.url ).searchParams.get(
						'postalcode'
					);
					if ( zip === '80331' ) {
						await new Promise( ( resolve ) =>
							setTimeout( resolve, 150 )
						);
						return HttpResponse.json(
							nominatimPlace( 'Bayern', 'de' )
						);
					}
					return HttpResponse.json(
						zip === '20095' ? nominatimPlace( 'Hamburg', 'de' ) : []
					);
				} )
			);
			await waitFor( () =>
				expect( select( 'Country' ) ).toHaveValue( 'DEU' )
			);
			await user.clear( box( 'ZIP' ) );
			await user.type( box( 'ZIP' ), '80331' );
			await user.tab();
			await user.clear( box( 'ZIP' ) );
			await user.type( box( 'ZIP' ), '20095' );
			await user.tab();
			await waitFor( () =>
				expect( box( 'State' ) ).toHaveValue( 'Hamburg' )
			);
			// The first lookup answers last; it must not overwrite the newer place.
			await new Promise( ( resolve ) => setTimeout( resolve, 250 ) );
			expect( box( 'State' ) ).toHaveValue( 'Hamburg' );
		} );

		it( 'drops an answer when the state was edited while the lookup ran', async () => {
			const { user } = renderProfile();
			server.use(
				http.get( TEST_GEOCODER, async () => {
					await new Promise( ( resolve ) =>
						setTimeout( resolve, 150 )
					);
					return HttpResponse.json(
						nominatimPlace( 'Bayern', 'de' )
					);
				} )
			);
			await waitFor( () =>
				expect( select( 'Country' ) ).toHaveValue( 'DEU' )
			);
			await user.clear( box( 'ZIP' ) );
			await user.type( box( 'ZIP' ), '80331' );
			await user.tab();
			await user.clear( box( 'State' ) );
			await user.type( box( 'State' ), 'Sachsen' );
			await new Promise( ( resolve ) => setTimeout( resolve, 250 ) );
			expect( box( 'State' ) ).toHaveValue( 'Sachsen' );
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

	it( 'speaks German with formal address when the language is de', async () => {
		await applyLanguage( 'de' );
		const { user } = renderWithProviders(
			<ToastProvider>
				<ProfilePage />
			</ToastProvider>,
			{ route: '/profile', preloadedState: signedIn(), language: 'de' }
		);
		expect(
			screen.getByRole( 'tab', { name: 'Mein Profil' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'heading', { name: 'Persönliche Daten' } )
		).toBeInTheDocument();
		await user.clear( box( 'Vorname' ) );
		await user.click(
			screen.getByRole( 'button', { name: 'Profil speichern' } )
		);
		expect(
			await screen.findByText( 'Der Vorname ist erforderlich' )
		).toBeInTheDocument();
		await user.click(
			screen.getByRole( 'button', { name: 'Passwort zurücksetzen' } )
		);
		expect(
			await screen.findByText(
				'Wir haben Ihnen eine E-Mail mit einem Link zum Zurücksetzen Ihres Passworts gesendet. Bitte prüfen Sie Ihren Posteingang.'
			)
		).toBeInTheDocument();
	} );

	describe( 'birthday picker', () => {
		it( 'refuses dates after today and puts a chosen date into the field as DD.MM.YYYY', async () => {
			const { user } = renderProfile();
			await user.click(
				screen.getByRole( 'button', {
					name: 'Choose the birthday in a calendar',
				} )
			);
			const picker = screen.getByLabelText( 'Birthday', {
				selector: 'input[type="date"]',
			} );
			const today = new Date();
			const iso = ( d: Date ) =>
				`${ d.getFullYear() }-${ String( d.getMonth() + 1 ).padStart( 2, '0' ) }-${ String( d.getDate() ).padStart( 2, '0' ) }`;
			expect( picker ).toHaveAttribute( 'max', iso( today ) );
			expect( picker ).toHaveValue( '1980-04-23' );
			const tomorrow = new Date(
				today.getFullYear(),
				today.getMonth(),
				today.getDate() + 1
			);
			// Native date inputs take their value as typed text in jsdom.
			await user.clear( picker );
			await user.type( picker, iso( tomorrow ) );
			expect(
				screen.getByRole( 'button', { name: 'Use this date' } )
			).toBeDisabled();
			await user.clear( picker );
			await user.type( picker, '1990-12-24' );
			await user.click(
				screen.getByRole( 'button', { name: 'Use this date' } )
			);
			expect( box( 'Birthday' ) ).toHaveValue( '24.12.1990' );
			await waitFor( () =>
				expect(
					screen.getByRole( 'button', {
						name: 'Choose the birthday in a calendar',
					} )
				).toHaveFocus()
			);
		} );
	} );
} );
