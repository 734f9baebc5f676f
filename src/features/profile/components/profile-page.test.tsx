/**
 * The profile page: its tabs, fields and options, the validation of each tab, following the stored
 * user, and German. The save, the birthday field and the address lookup have their own tests beside
 * their code.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { userLoaded } from '../../../session/auth-slice';
import { ownerUser } from '@test-support/fixtures';
import { profileHandlers } from '@test-support/profile/handlers';
import {
	box,
	recordSaves,
	renderProfile,
	save,
	select,
	signedIn,
} from '@test-support/profile/render-profile';
import { renderWithProviders } from '@test-support/render-with-providers';
import { server } from '@test-support/server';
import { ToastProvider } from '../../../components/toast';
import { applyLanguage } from '../../../i18n/apply-language';
import { ProfilePage } from './profile-page';

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

	describe( 'validation of My Profile', () => {
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

	describe( 'validation of Applicant Folder', () => {
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
} );
