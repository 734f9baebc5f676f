/**
 * Generated answers on the dashboard: the estates list and a card's key figures, each 100 valid
 * and 100 mutated answers, rendered in the signed-in area (see `tests/support/generated-answers/generated-answers.tsx`
 * for what every answer is checked for). Each answer also has to leave a working Logout.
 */
import { http, HttpResponse } from 'msw';
import {
	dashboardAnswer,
	listItem,
	shortStatsAnswer,
} from '@test-support/dashboard/fixtures';
import {
	mockViewportWidth,
	restoreMatchMedia,
} from '@test-support/match-media';
import {
	byText,
	expectNoFailures,
	GENERATED_SEED,
	renderSignedInUntil,
	SWEEP_TIME_LIMIT_MS,
	sweepAnswers,
} from '@test-support/generated-answers/generated-answers';
import { api } from '@test-support/server';

jest.setTimeout( SWEEP_TIME_LIMIT_MS );

beforeEach( () => mockViewportWidth( 1280 ) );
afterEach( restoreMatchMedia );

/**
 * Renders the dashboard until `endpointName` has its answer; its heading must be there.
 *
 * @param endpointName The endpoint whose answer is under test.
 */
async function dashboardScenario( endpointName: string ) {
	const { store } = await renderSignedInUntil( '/', endpointName );
	byText( 'h1', 'Dashboard' );
	return store;
}

describe( `generated answers: dashboard (seed ${ GENERATED_SEED })`, () => {
	it( 'listEstates: 200 answers (100 valid, 100 mutated)', async () => {
		const result = await sweepAnswers( {
			operationId: 'listEstates',
			handlers: ( { body } ) => [
				http.get( api( 'onoffice/estates' ), () =>
					HttpResponse.json( body )
				),
				http.get( api( 'onoffice/estates/:id/short-stats' ), () =>
					HttpResponse.json( shortStatsAnswer )
				),
			],
			scenario: () => dashboardScenario( 'getDashboardEstates' ),
		} );
		expectNoFailures( result );
		expect( result.markupAsText ).toBeGreaterThan( 0 );
	} );

	it( 'getEstateShortStats (card): 200 answers (100 valid, 100 mutated)', async () => {
		const result = await sweepAnswers( {
			operationId: 'getEstateShortStats',
			handlers: ( { body } ) => [
				http.get( api( 'onoffice/estates' ), () =>
					HttpResponse.json(
						dashboardAnswer( {
							estatesOwned: [ listItem( '101' ) ],
						} )
					)
				),
				http.get( api( 'onoffice/estates/:id/short-stats' ), () =>
					HttpResponse.json( body )
				),
			],
			scenario: () => dashboardScenario( 'getCardShortStats' ),
		} );
		expectNoFailures( result );
	} );
} );
