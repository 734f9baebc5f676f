/**
 * The verify-email page: 'Please wait...', the success texts, the error answer, 'Invalid
 * verification link', the 'Sign In' button in every outcome, and that only the API's verification
 * URLs are ever requested.
 */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AppRoutes } from '../../../app/app-routes';
import { initialAuthState } from '../../../session/auth-slice';
import {
	authHandlers,
	TEST_VERIFICATION_URL,
} from '@test-support/auth/handlers';
import { ownerUser } from '@test-support/fixtures';
import { gate } from '@test-support/gate';
import { renderWithProviders } from '@test-support/render-with-providers';
import { server } from '@test-support/server';
import { TEST_API } from '@test-support/test-config';

const route = ( url?: string ) =>
	url === undefined
		? '/verify-email'
		: `/verify-email?url=${ encodeURIComponent( url ) }`;

function open(
	url?: string,
	options: Parameters< typeof renderWithProviders >[ 1 ] = {}
) {
	const { handlers, calls } = authHandlers();
	server.use( ...handlers );
	const requests: string[] = [];
	server.events.on( 'request:start', ( { request } ) =>
		requests.push( request.url )
	);
	const view = renderWithProviders( <AppRoutes />, {
		route: route( url ),
		...options,
	} );
	return { ...view, calls, requests };
}

afterEach( () => server.events.removeAllListeners() );

async function expectSignInLeadsToLogin( view: ReturnType< typeof open > ) {
	await view.user.click( screen.getByRole( 'button', { name: 'Sign In' } ) );
	expect(
		await screen.findByRole( 'button', { name: 'Sign In Now' } )
	).toBeInTheDocument();
	expect( view.currentLocation() ).toBe( '/login' );
}

describe( 'verify-email page', () => {
	it( 'waits, then thanks and confirms; Sign In leads to /login', async () => {
		// The answer waits until the test has seen the wait.
		const { opened: answered, release } = gate();
		server.use(
			http.get( `${ TEST_API }/api/email/verify/*`, async () => {
				await answered;
				return HttpResponse.json( { message: 'email_verified' } );
			} )
		);
		const requests: string[] = [];
		server.events.on( 'request:start', ( { request } ) =>
			requests.push( request.url )
		);
		const view = renderWithProviders( <AppRoutes />, {
			route: route( TEST_VERIFICATION_URL ),
		} );
		expect(
			await screen.findByText( 'Please wait...' )
		).toBeInTheDocument();
		release();
		expect(
			await screen.findByRole( 'heading', { name: 'Thank you' } )
		).toBeInTheDocument();
		expect(
			screen.getByText(
				'Your account has been confirmed. You can now log in.'
			)
		).toBeInTheDocument();
		expect( requests ).toEqual( [ TEST_VERIFICATION_URL ] );
		await expectSignInLeadsToLogin( {
			...view,
			calls: authHandlers().calls,
			requests,
		} );
	} );

	it.each( [
		[ 'an empty body', () => new HttpResponse( null, { status: 200 } ) ],
		[ 'a null body', () => HttpResponse.json( null ) ],
	] )( 'thanks on a 200 with %s', async ( _label, answer ) => {
		server.use( http.get( `${ TEST_API }/api/email/verify/*`, answer ) );
		renderWithProviders( <AppRoutes />, {
			route: route( TEST_VERIFICATION_URL ),
		} );
		expect(
			await screen.findByRole( 'heading', { name: 'Thank you' } )
		).toBeInTheDocument();
		expect(
			screen.queryByText( 'Please wait...' )
		).not.toBeInTheDocument();
	} );

	it( 'sends no bearer token even when signed in', async () => {
		const view = open( TEST_VERIFICATION_URL, {
			preloadedState: {
				auth: {
					...initialAuthState,
					token: 'token-1',
					user: ownerUser,
					isAuthenticated: true,
				},
			},
		} );
		await screen.findByRole( 'heading', { name: 'Thank you' } );
		expect( view.calls.verify ).toEqual( [ TEST_VERIFICATION_URL ] );
		expect( view.calls.authorization ).toEqual( [ null ] );
	} );

	it.each( [
		[ 403, 'invalid_verification_link', 'Invalid verification link' ],
		[
			403,
			'verification_link_expired',
			'This verification link has expired.',
		],
	] )( 'shows the error answer %s %s', async ( status, code, text ) => {
		server.use(
			http.get( `${ TEST_API }/api/email/verify/*`, () =>
				HttpResponse.json( { message: code }, { status } )
			)
		);
		const view = renderWithProviders( <AppRoutes />, {
			route: route( TEST_VERIFICATION_URL ),
		} );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent( text );
		expect( screen.queryByText( 'Thank you' ) ).not.toBeInTheDocument();
		await expectSignInLeadsToLogin( {
			...view,
			calls: authHandlers().calls,
			requests: [],
		} );
	} );

	it( 'says "Invalid verification link" without a url and requests nothing', async () => {
		const view = open();
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Invalid verification link'
		);
		expect( view.requests ).toEqual( [] );
		await expectSignInLeadsToLogin( view );
	} );

	it.each( [
		'https://evil.example/api/email/verify/12/abc?expires=1&signature=x',
		'http://api.example/api/email/verify/12/abc', // other scheme = other origin
		'https://api.example.evil.example/api/email/verify/12/abc',
		'https://api.example@evil.example/api/email/verify/12/abc',
		'https://user:pass@api.example/api/email/verify/12/abc',
		'//evil.example/api/email/verify/12/abc',
		'/api/email/verify/12/abc',
		'javascript:fetch("https://api.example/api/email/verify/1")',
		'https://api.example/api/user',
		'https://api.example/api/email/verify/',
		'https://api.example/api/email/verify/../../user/logout',
		'https://api.example/api/email/verify/%2e%2e/%2e%2e/user',
		'data:text/html,hello',
	] )( 'requests nothing for the hostile URL %p', async ( hostile ) => {
		const view = open( hostile );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Invalid verification link'
		);
		// Give a wrongly started request the chance to show up.
		await new Promise( ( resolve ) => setTimeout( resolve, 20 ) );
		expect( view.requests ).toEqual( [] );
	} );
} );
