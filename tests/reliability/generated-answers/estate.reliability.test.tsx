/**
 * Generated answers on the estate detail: the estate, the Overview's key figures, chart widgets,
 * activity log and the reporting visit, each 100 valid and 100 mutated answers, rendered on the
 * owner's estate route of the signed-in area (see `tests/support/generated-answers/generated-answers.tsx` for what
 * every answer is checked for). The other calls answer as the sandbox does.
 */
import { http, HttpResponse } from 'msw';
import {
	detailAnswer,
	logAnswer,
	overviewShortStats,
	statsAnswer,
} from '@test-support/estates/fixtures';
import { mixedList } from '@test-support/documents/file-lists';
import {
	mockViewportWidth,
	restoreMatchMedia,
} from '@test-support/match-media';
import type { Json } from '@test-support/generated-answers/contract-arbitrary';
import {
	expectNoFailures,
	GENERATED_SEED,
	renderSignedInUntil,
	SWEEP_TIME_LIMIT_MS,
	sweepAnswers,
} from '@test-support/generated-answers/generated-answers';
import { api } from '@test-support/server';

// jsdom cannot lay out SVG: the stand-in writes the chart's texts as the library does.
jest.mock( 'react-apexcharts', () =>
	jest.requireActual( '@test-support/apex-chart-stand-in' )
);

jest.setTimeout( SWEEP_TIME_LIMIT_MS );

beforeEach( () => mockViewportWidth( 1280 ) );
afterEach( restoreMatchMedia );

/** The estate's calls, by contract operation. */
type EstateOperation =
	| 'getEstate'
	| 'getEstateShortStats'
	| 'getEstateStats'
	| 'getEstateLog'
	| 'createEstateLog';

/**
 * The estate's handlers: `operationId` answers `body`, the others as the sandbox does.
 *
 * @param operationId The operation under test.
 * @param body        Its answer.
 */
function estateHandlers( operationId: EstateOperation, body: Json ) {
	const answer = ( operation: EstateOperation, fixed: unknown ) =>
		HttpResponse.json(
			( operation === operationId ? body : fixed ) as Record<
				string,
				unknown
			>,
			{ status: operation === 'createEstateLog' ? 201 : 200 }
		);
	return [
		http.get( api( 'onoffice/estates/:id' ), () =>
			answer( 'getEstate', detailAnswer() )
		),
		http.get( api( 'onoffice/estates/:id/short-stats' ), () =>
			answer( 'getEstateShortStats', overviewShortStats )
		),
		http.get( api( 'onoffice/estates/:id/stats' ), () =>
			answer( 'getEstateStats', statsAnswer )
		),
		http.get( api( 'onoffice/estates/:id/log' ), () =>
			answer( 'getEstateLog', logAnswer )
		),
		// An estate without reporting opens on its Documents tab.
		http.get( api( 'file/list/estate/:id' ), () =>
			HttpResponse.json( mixedList() )
		),
		http.post( api( 'onoffice/estates/:id/log' ), () =>
			answer( 'createEstateLog', {
				message: 'log_created',
				data: logAnswer.estateLog[ 0 ],
			} )
		),
	];
}

/** Each operation with the RTK Query endpoint that reads its answer. */
const SWEEPS: Array< [ EstateOperation, string ] > = [
	[ 'getEstate', 'getEstate' ],
	[ 'getEstateShortStats', 'getOverviewShortStats' ],
	[ 'getEstateStats', 'getEstateStats' ],
	[ 'getEstateLog', 'getEstateLog' ],
	[ 'createEstateLog', 'recordReportingVisit' ],
];

describe( `generated answers: estate detail (seed ${ GENERATED_SEED })`, () => {
	it.each( SWEEPS )(
		'%s: 200 answers (100 valid, 100 mutated)',
		async ( operationId, endpointName ) => {
			const result = await sweepAnswers( {
				operationId,
				handlers: ( { body } ) => estateHandlers( operationId, body ),
				scenario: async () => {
					const { store } = await renderSignedInUntil(
						'/estates/101',
						endpointName
					);
					return store;
				},
			} );
			expectNoFailures( result );
		}
	);
} );
