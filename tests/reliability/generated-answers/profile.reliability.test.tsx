/**
 * Generated answers on the profile, each 100 valid and 100 mutated answers, in the signed-in area
 * (see `tests/support/generated-answers/generated-answers.tsx` for what every answer is checked for): the save's
 * answer after 'Save Profile', the countries of the country select, and the geocoder's answer
 * after the ZIP is left. Afterwards 'Save Profile' must be usable again.
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
	renderSignedInUntil,
	settle,
	SWEEP_TIME_LIMIT_MS,
	sweepAnswers,
} from '@test-support/generated-answers/generated-answers';
import {
	mockViewportWidth,
	restoreMatchMedia,
} from '@test-support/match-media';
import { profileHandlers, TEST_GEOCODER } from '@test-support/profile/handlers';
import { api } from '@test-support/server';

jest.setTimeout( SWEEP_TIME_LIMIT_MS );

beforeEach( () => mockViewportWidth( 1280 ) );
afterEach( restoreMatchMedia );

/** How often the answer under test was given in the current run. */
let given = 0;

/**
 * A handler that answers `body` and counts it in `given`.
 *
 * @param method HTTP method.
 * @param url    The URL.
 * @param body   The answer.
 */
const counted = ( method: 'get' | 'patch', url: string, body: Json ) =>
	http[ method ]( url, () => {
		given += 1;
		return HttpResponse.json( body );
	} );

/** The profile's 'Save Profile' button. */
const saveButton = () => byText( 'button', 'Save Profile' );

/**
 * Opens the profile once its countries and salutations are there.
 */
async function openProfile(): Promise< AppStore > {
	given = 0;
	const { store } = await renderSignedInUntil( '/profile', 'getCountries' );
	await settle( store, () => answered( store, 'getFields' ) );
	return store;
}

/**
 * Waits for the answer under test; 'Save Profile' must then be usable.
 *
 * @param store The tree's store.
 */
async function afterAnswer( store: AppStore ): Promise< AppStore > {
	await settle( store, () => given > 0 );
	if ( given === 0 ) {
		throw new Error( 'the answer was never asked for' );
	}
	if ( saveButton().hasAttribute( 'disabled' ) ) {
		throw new Error( "'Save Profile' stays disabled" );
	}
	return store;
}

describe( `generated answers: profile (seed ${ GENERATED_SEED })`, () => {
	it( 'updateProfile: 200 answers (100 valid, 100 mutated), each after Save Profile', async () => {
		const result = await sweepAnswers( {
			operationId: 'updateProfile',
			handlers: ( { body } ) => [
				counted( 'patch', api( 'user/profile' ), body ),
				...profileHandlers,
			],
			scenario: async () => {
				const store = await openProfile();
				fireEvent.click( saveButton() );
				return afterAnswer( store );
			},
		} );
		expectNoFailures( result );
	} );

	it( 'getCountries: 200 answers (100 valid, 100 mutated)', async () => {
		const result = await sweepAnswers( {
			operationId: 'getCountries',
			hints: { mapKeys: [ 'DEU', 'AUT', 'CHE' ] },
			handlers: ( { body } ) => [
				counted( 'get', api( 'onoffice/countries' ), body ),
				...profileHandlers,
			],
			scenario: async () => afterAnswer( await openProfile() ),
		} );
		expectNoFailures( result );
	} );

	it( 'geocoderSearch: 200 answers (100 valid, 100 mutated), each after the ZIP is left', async () => {
		const result = await sweepAnswers( {
			operationId: 'geocoderSearch',
			handlers: ( { body } ) => [
				counted( 'get', TEST_GEOCODER, body ),
				...profileHandlers,
			],
			scenario: async () => {
				const store = await openProfile();
				const zip = screen.getByLabelText( 'ZIP' );
				fireEvent.change( zip, { target: { value: '80331' } } );
				fireEvent.blur( zip );
				return afterAnswer( store );
			},
		} );
		expectNoFailures( result );
	} );
} );
