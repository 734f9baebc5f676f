/**
 * Generated answers of the valuation wizard, each 100 valid and 100 mutated answers, on a
 * visitor's is-leadgen page (see `tests/support/generated-answers/generated-answers.tsx` for what every answer is
 * checked for): its configuration, the option list of the heating dropdown (step 4), the estate
 * countries of the location step (step 3) and the submit's answer on the finish step. Afterwards
 * the wizard must leave a way on (an enabled Next, Previous, retry or submit).
 */
import { fireEvent } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AppStore } from '../../../src/app/store';
import {
	initialWizardState,
	type WizardState,
} from '../../../src/features/wizard/wizard-slice';
import type { Json } from '@test-support/generated-answers/contract-arbitrary';
import {
	byText,
	expectNoFailures,
	GENERATED_SEED,
	renderArea,
	settle,
	SWEEP_TIME_LIMIT_MS,
	sweepAnswers,
} from '@test-support/generated-answers/generated-answers';
import {
	mockViewportWidth,
	restoreMatchMedia,
} from '@test-support/match-media';
import { api } from '@test-support/server';
import { COMPLETE_HOUSE_ANSWERS } from '@test-support/wizard/fixtures';
import { newWizardCalls, wizardHandlers } from '@test-support/wizard/handlers';

jest.setTimeout( SWEEP_TIME_LIMIT_MS );

beforeEach( () => mockViewportWidth( 1280 ) );
afterEach( restoreMatchMedia );

/** How often the answer under test was given in the current run. */
let given = 0;

/** A house with everything the finish step needs. */
const HOUSE = COMPLETE_HOUSE_ANSWERS;

/**
 * The wizard's handlers with `method path` answering `body` (counted in `given`) first.
 *
 * @param method HTTP method.
 * @param path   A path below `/api/`.
 * @param body   The answer.
 * @param status The status.
 */
const wizardAnswering = (
	method: 'get' | 'post',
	path: string,
	body: Json,
	status = 200
) => [
	http[ method ]( api( path ), () => {
		given += 1;
		return HttpResponse.json( body, { status } );
	} ),
	...wizardHandlers( newWizardCalls() ),
];

/**
 * Opens the wizard at `step` with the house's answers and waits for the answer under test; a
 * way on must be left afterwards.
 *
 * @param step   The wizard's step (0 to 6).
 * @param action What to do once the step shows (e.g. submit).
 */
async function wizardScenario(
	step: number,
	action?: () => void
): Promise< void > {
	given = 0;
	window.sessionStorage.clear();
	const wizard: WizardState = { ...initialWizardState, step, answers: HOUSE };
	const { store } = renderArea( '/', {
		embed: { isLeadgen: true },
		preloadedState: { wizard },
	} );
	await settle( store, () => given > 0 || action !== undefined );
	if ( action ) {
		action();
		await settle( store, () => given > 0 );
	}
	if ( given === 0 ) {
		throw new Error( 'the answer was never asked for' );
	}
	expectNoButtonStuck( store );
}

/** The wizard's ways on: its navigation, the retry of its configuration and the submit. */
const WAYS_ON = [
	'Next',
	'Previous',
	'Try again',
	'Get your real estate valued now',
];

/**
 * Fails when the wizard leaves no way on: every navigation button it shows is disabled, or the
 * submit stays disabled after its answer.
 *
 * @param store The tree's store.
 */
function expectNoButtonStuck( store: AppStore ) {
	const ways = Array.from( document.querySelectorAll( 'button' ) ).filter(
		( button ) => WAYS_ON.includes( button.textContent?.trim() ?? '' )
	);
	const enabled = ways.filter(
		( button ) => ! button.hasAttribute( 'disabled' )
	);
	const submit = ways.find(
		( button ) => button.textContent?.trim() === WAYS_ON[ 3 ]
	);
	if (
		( ways.length > 0 && enabled.length === 0 ) ||
		submit?.hasAttribute( 'disabled' )
	) {
		throw new Error(
			`no way on at step ${ store.getState().wizard.step }: ${ ways
				.map( ( button ) => button.textContent )
				.join( ', ' ) } disabled`
		);
	}
}

describe( `generated answers: valuation wizard (seed ${ GENERATED_SEED })`, () => {
	it( 'getValuationSettings: 200 answers (100 valid, 100 mutated)', async () => {
		const result = await sweepAnswers( {
			operationId: 'getValuationSettings',
			handlers: ( { body } ) =>
				wizardAnswering( 'get', 'settings/valuation', body ),
			scenario: () => wizardScenario( 0 ),
		} );
		expectNoFailures( result );
	} );

	it( 'getFields (options of a dropdown): 200 answers (100 valid, 100 mutated)', async () => {
		const result = await sweepAnswers( {
			operationId: 'getFields',
			hints: { mapKeys: [ 'estate.befeuerung' ] },
			handlers: ( { body } ) =>
				wizardAnswering( 'get', 'onoffice/fields', body ),
			scenario: () => wizardScenario( 3 ),
		} );
		expectNoFailures( result );
	} );

	it( 'getEstateCountries: 200 answers (100 valid, 100 mutated)', async () => {
		const result = await sweepAnswers( {
			operationId: 'getEstateCountries',
			hints: { mapKeys: [ 'DEU', 'AUT', 'CHE' ] },
			handlers: ( { body } ) =>
				wizardAnswering( 'get', 'onoffice/estate/countries', body ),
			scenario: () => wizardScenario( 2 ),
		} );
		expectNoFailures( result );
	} );

	it( 'storeTemporaryEstate: 200 answers (100 valid, 100 mutated), each after the submit', async () => {
		const result = await sweepAnswers( {
			operationId: 'storeTemporaryEstate',
			handlers: ( { body } ) => [
				...wizardAnswering(
					'post',
					'estate/store-temporary',
					body,
					201
				),
			],
			scenario: () =>
				wizardScenario( 6, () =>
					fireEvent.click(
						byText( 'button', 'Get your real estate valued now' )
					)
				),
		} );
		expectNoFailures( result );
	} );
} );
