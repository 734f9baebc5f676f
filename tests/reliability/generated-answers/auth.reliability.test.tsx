/**
 * Generated answers of account access, each 100 valid and 100 mutated answers, on the real routes
 * for a visitor (see `tests/support/generated-answers/generated-answers.tsx` for what every answer is checked for):
 * login, registration (and its salutation metadata), the forgot-password request, the new
 * password and the e-mail verification. Forms are filled with change events and sent once per
 * answer; afterwards the page must be usable: signed in with the menu, or the form back with an
 * enabled button, or the view that follows a success.
 */
import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AppStore } from '../../../src/app/store';
import type { Json } from '@test-support/generated-answers/contract-arbitrary';
import {
	answered,
	byText,
	expectNoFailures,
	GENERATED_SEED,
	HEADINGS,
	renderArea,
	settle,
	SWEEP_TIME_LIMIT_MS,
	sweepAnswers,
} from '@test-support/generated-answers/generated-answers';
import {
	salutationFields,
	TEST_VERIFICATION_URL,
} from '@test-support/auth/handlers';
import {
	mockViewportWidth,
	restoreMatchMedia,
} from '@test-support/match-media';
import { api } from '@test-support/server';

jest.setTimeout( SWEEP_TIME_LIMIT_MS );

beforeEach( () => mockViewportWidth( 1280 ) );
afterEach( restoreMatchMedia );

/**
 * Sets a field's value as typing would end.
 *
 * @param label The field's label.
 * @param value The value.
 */
const fill = ( label: RegExp, value: string ) =>
	fireEvent.change( screen.getByLabelText( label ), {
		target: { value },
	} );

/**
 * Clicks the button `name`.
 *
 * @param name The button's accessible name.
 */
const click = ( name: string ) => fireEvent.click( byText( 'button', name ) );

/**
 * How often the answer under test was given in the current run (a form's mutation leaves no
 * entry in the store once its view has gone, e.g. after a success).
 */
let given = 0;

/**
 * Waits for the answer under test and checks the page is usable: signed in (the store is given
 * back, so the harness checks the menu and Logout), or no button of the page is left disabled.
 *
 * @param store The tree's store.
 */
async function afterAnswer( store: AppStore ): Promise< AppStore | undefined > {
	await settle( store, () => given > 0 );
	if ( given === 0 ) {
		throw new Error( 'the answer was never asked for' );
	}
	if ( store.getState().auth.isAuthenticated ) {
		return store;
	}
	const stuck = Array.from( document.querySelectorAll( 'button' ) ).filter(
		( button ) => button.hasAttribute( 'disabled' )
	);
	if ( stuck.length > 0 ) {
		throw new Error(
			`a button stays disabled: ${ stuck[ 0 ]?.textContent ?? '' }`
		);
	}
	return undefined;
}

/** What a visitor's page asks besides the answer under test. */
const visitorHandlers = [
	http.get( api( 'onoffice/fields' ), () =>
		HttpResponse.json( salutationFields )
	),
	// After a sign-in the dashboard opens.
	http.get( api( 'onoffice/estates' ), () =>
		HttpResponse.json( {
			estatesOwned: [],
			estatesInterested: [],
			estatesContactPerson: [],
		} )
	),
];

/**
 * The handlers of one answer: `method path` answers `body` with `status`, counted in `given`.
 *
 * @param method HTTP method.
 * @param path   A path below `/api/`.
 * @param body   The answer.
 * @param status The status.
 */
const answering = (
	method: 'get' | 'post',
	path: string,
	body: Json,
	status = 200
) => [
	http[ method ]( api( path ), () => {
		given += 1;
		return HttpResponse.json( body, { status } );
	} ),
];

describe( `generated answers: account access (seed ${ GENERATED_SEED })`, () => {
	it( 'login: 200 answers (100 valid, 100 mutated)', async () => {
		const result = await sweepAnswers( {
			operationId: 'login',
			handlers: ( { body } ) => [
				...answering( 'post', 'user/login', body ),
				...visitorHandlers,
			],
			scenario: async () => {
				given = 0;
				const { store } = renderArea( '/login' );
				await settle( store );
				fill( /^Email/, 'owner@example.com' );
				fill( /^Password/, 'demo1234' );
				click( 'Sign In Now' );
				const signedIn = await afterAnswer( store );
				await settle( store );
				return signedIn;
			},
		} );
		expectNoFailures( result );
	} );

	it( 'register: 200 answers (100 valid, 100 mutated)', async () => {
		const result = await sweepAnswers( {
			operationId: 'register',
			handlers: ( { body } ) => [
				...answering( 'post', 'user/register', body, 201 ),
				...visitorHandlers,
			],
			scenario: async () => {
				given = 0;
				const { store } = renderArea( '/login', {
					embed: { initialView: 'register' },
				} );
				await settle( store, () => answered( store, 'getFields' ) );
				given = 0;
				fill( /^Salutation/, 'Frau' );
				fill( /^First Name/, 'Erika' );
				fill( /^Last Name/, 'Mustermann' );
				fill( /^Email Address/, 'erika@example.com' );
				fill( /^Password/, 'Secret123' );
				fireEvent.click( screen.getByLabelText( /privacy policy/ ) );
				click( 'Register Now' );
				return afterAnswer( store );
			},
		} );
		expectNoFailures( result );
	} );

	it( 'getFields (salutation of the registration): 200 answers (100 valid, 100 mutated)', async () => {
		const result = await sweepAnswers( {
			operationId: 'getFields',
			hints: { mapKeys: [ 'address.Anrede' ] },
			handlers: ( { body } ) =>
				answering( 'get', 'onoffice/fields', body ),
			scenario: async () => {
				given = 0;
				const { store } = renderArea( '/login', {
					embed: { initialView: 'register' },
				} );
				await settle( store, () => answered( store, 'getFields' ) );
				byText( 'button', 'Register Now' );
				return afterAnswer( store );
			},
		} );
		expectNoFailures( result );
	} );

	it( 'forgotPassword: 200 answers (100 valid, 100 mutated)', async () => {
		const result = await sweepAnswers( {
			operationId: 'forgotPassword',
			handlers: ( { body } ) =>
				answering( 'post', 'user/forgot-password', body ),
			scenario: async () => {
				given = 0;
				const { store } = renderArea( '/login', {
					embed: { initialView: 'forgot-password' },
				} );
				await settle( store );
				fill( /^Email/, 'owner@example.com' );
				click( 'Request Now' );
				return afterAnswer( store );
			},
		} );
		expectNoFailures( result );
	} );

	it( 'resetPassword: 200 answers (100 valid, 100 mutated)', async () => {
		const result = await sweepAnswers( {
			operationId: 'resetPassword',
			handlers: ( { body } ) =>
				answering( 'post', 'user/reset-password', body ),
			scenario: async () => {
				given = 0;
				const { store } = renderArea(
					'/reset-password?email=owner%40example.com&token=reset-token-1'
				);
				await settle( store );
				byText( HEADINGS, 'Reset Password' );
				fill( /^Password/, 'NewSecret9' );
				fill( /^Confirm Password/, 'NewSecret9' );
				click( 'Save Password' );
				return afterAnswer( store );
			},
		} );
		expectNoFailures( result );
	} );

	it( 'verifyEmail: 200 answers (100 valid, 100 mutated)', async () => {
		const result = await sweepAnswers( {
			operationId: 'verifyEmail',
			handlers: ( { body } ) => [
				http.get( TEST_VERIFICATION_URL.split( '?' )[ 0 ] ?? '', () => {
					given += 1;
					return HttpResponse.json( body );
				} ),
			],
			scenario: async () => {
				given = 0;
				const { store } = renderArea(
					`/verify-email?url=${ encodeURIComponent(
						TEST_VERIFICATION_URL
					) }`
				);
				return afterAnswer( store );
			},
		} );
		expectNoFailures( result );
	} );
} );
