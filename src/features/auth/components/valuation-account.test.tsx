/**
 * The valuation wizard's account step: registration as the wizard shows it, the thank-you view,
 * login with the estate token, and the forward link ignored throughout.
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { axe, toHaveNoViolations } from 'jest-axe';
import { applyLanguage } from '../../../i18n/apply-language';
import * as browser from '../../../lib/browser';
import { authHandlers, TEST_TOKEN } from '@test-support/auth/handlers';
import { ownerUser } from '@test-support/fixtures';
import {
	fillAndSubmitLogin,
	fillValidRegistration,
	submitRegistration,
	type RenderAuthOptions,
} from '@test-support/auth/render-auth';
import { renderWithProviders } from '@test-support/render-with-providers';
import { api, server } from '@test-support/server';
import {
	ValuationAccount,
	type ValuationAccountProps,
} from './valuation-account';

expect.extend( toHaveNoViolations );

const ESTATE_TOKEN = 'estate-token-0123456789abcdef';
const INTRO =
	'We use your details to set up your free personal login area and to contact you by e-mail or telephone about your valuation.';
/** A forward link in force on the page: the wizard ignores it. */
const WITH_FORWARD_LINK: RenderAuthOptions = {
	config: { forceForwardLink: '/immobilie/4711/' },
	embed: { forwardLink: '/geheim/' },
};

/**
 * Renders the account step with the auth handlers answering.
 *
 * @param props   Props to change.
 * @param options Render options (a forward link is in force by default).
 */
function renderAccount(
	props: Partial< ValuationAccountProps > = {},
	options: RenderAuthOptions = WITH_FORWARD_LINK
) {
	const { handlers, calls } = authHandlers();
	server.use( ...handlers );
	const onRedirectHome = jest.fn();
	const onLoginSuccess = jest.fn();
	const view = renderWithProviders(
		<ValuationAccount
			estateToken={ ESTATE_TOKEN }
			onRedirectHome={ onRedirectHome }
			onLoginSuccess={ onLoginSuccess }
			{ ...props }
		/>,
		options
	);
	return { ...view, calls, onRedirectHome, onLoginSuccess };
}

const evaluateNow = () =>
	screen.getByRole( 'button', { name: 'Evaluate Now' } );
const loginLink = () =>
	screen.getByRole( 'button', { name: 'Login into existing Account' } );

let redirect: jest.SpyInstance;
beforeEach( () => {
	redirect = jest
		.spyOn( browser, 'redirectTo' )
		.mockImplementation( () => undefined );
} );
afterEach( () => {
	jest.restoreAllMocks();
} );

describe( 'the wizard’s registration', () => {
	it( 'shows Evaluate Now, the note on the details, no owner checkbox and no titles', async () => {
		const { container } = renderAccount();
		await screen.findByRole( 'option', { name: 'Frau' } );
		expect( evaluateNow() ).toBeInTheDocument();
		expect( screen.getByText( INTRO ) ).toBeInTheDocument();
		expect(
			screen.queryByRole( 'checkbox', { name: 'I am a property owner' } )
		).not.toBeInTheDocument();
		expect( screen.queryByRole( 'heading' ) ).not.toBeInTheDocument();
		expect( loginLink() ).toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Back to Login' } )
		).not.toBeInTheDocument();
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'sends the estate token and never the secret-sale feature, then says what happens next', async () => {
		const { user, calls, container } = renderAccount();
		await fillValidRegistration( user );
		await submitRegistration( user, 'Evaluate Now' );
		const thanks = await screen.findByText(
			'Thank you for registering! Please confirm your e-mail address with the link in the e-mail we just sent you, then sign in: your valuation is waiting for you in your customer area.'
		);
		expect( thanks ).toHaveFocus();
		expect( calls.register ).toHaveLength( 1 );
		expect( calls.register[ 0 ] ).toMatchObject( {
			email: 'erika@example.com',
			is_owner: false,
			estate_token: ESTATE_TOKEN,
		} );
		expect( calls.register[ 0 ] ).not.toHaveProperty( 'feature' );
		// Registration answers alike for an address that already has an account: the way to
		// sign in with the token is offered at once.
		expect(
			screen.getByText(
				'Do you already have an account with this e-mail address? Sign in now and the valuation is added to it.'
			)
		).toBeInTheDocument();
		expect( await axe( container ) ).toHaveNoViolations();

		await user.click( loginLink() );
		expect(
			await screen.findByRole( 'button', { name: 'Sign In Now' } )
		).toBeInTheDocument();
	} );

	it( 'shows a failed registration through the backend-error display, keeps the input and the way to sign in', async () => {
		const { user } = renderAccount();
		server.use(
			http.post( api( 'user/register' ), () =>
				HttpResponse.json(
					{ message: 'generic_error' },
					{ status: 500 }
				)
			)
		);
		await fillValidRegistration( user );
		await submitRegistration( user, 'Evaluate Now' );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Error while submitting the form'
		);
		expect( screen.getByLabelText( /^Email Address/ ) ).toHaveValue(
			'erika@example.com'
		);
		expect( screen.getByLabelText( /^First Name/ ) ).toHaveValue( 'Erika' );
		expect( loginLink() ).toBeInTheDocument();
	} );
} );

describe( 'the wizard’s login', () => {
	it( 'shows login from Login into existing Account, without Forgot Password?', async () => {
		const { user } = renderAccount();
		await user.click(
			await screen.findByRole( 'button', {
				name: 'Login into existing Account',
			} )
		);
		expect(
			await screen.findByRole( 'button', { name: 'Sign In Now' } )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Forgot Password?' } )
		).not.toBeInTheDocument();
		expect( screen.queryByRole( 'heading' ) ).not.toBeInTheDocument();

		// 'Create Account' leads back to the wizard's registration.
		await user.click(
			screen.getByRole( 'button', { name: 'Create Account' } )
		);
		expect( await screen.findByText( INTRO ) ).toBeInTheDocument();
		expect( evaluateNow() ).toBeInTheDocument();
	} );

	it( 'sends the estate token, never the secret-sale feature, and goes home instead of to the forward link', async () => {
		const { user, calls, onLoginSuccess, onRedirectHome, store } =
			renderAccount( { initialView: 'login' } );
		await fillAndSubmitLogin( user );
		await waitFor( () =>
			expect( onRedirectHome ).toHaveBeenCalledTimes( 1 )
		);
		expect( calls.login ).toEqual( [
			{
				email: 'owner@example.com',
				password: 'demo1234',
				estate_token: ESTATE_TOKEN,
			},
		] );
		expect( onLoginSuccess ).toHaveBeenCalledWith( ownerUser );
		expect( redirect ).not.toHaveBeenCalled();
		expect( store.getState().auth.token ).toBe( TEST_TOKEN );
	} );

	it( 'speaks German', async () => {
		await applyLanguage( 'de' );
		try {
			renderAccount( {}, { ...WITH_FORWARD_LINK, language: 'de' } );
			expect(
				await screen.findByText(
					'Wir verwenden Ihre Angaben, um Ihren kostenlosen persönlichen Kundenbereich einzurichten und Sie per E-Mail oder Telefon zu Ihrer Bewertung zu kontaktieren.'
				)
			).toBeInTheDocument();
			expect(
				screen.getByRole( 'button', { name: 'Jetzt bewerten' } )
			).toBeInTheDocument();
			expect(
				screen.getByRole( 'button', {
					name: 'Mit bestehendem Konto anmelden',
				} )
			).toBeInTheDocument();
		} finally {
			await applyLanguage( 'en' );
		}
	} );
} );
