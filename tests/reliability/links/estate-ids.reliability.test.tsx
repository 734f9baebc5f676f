/**
 * Hostile estate ids against the rule that only an id of the contract's `EstateId` form
 * (`^[0-9]+$`) reaches a URL (docs/behaviour.md "Safe links and CRM HTML", src/entities/estate/
 * estate-id.ts). Each id goes through:
 *
 * - the route `/estates/{id}` as the hash router reads it (so `..%2F` arrives as `../`): the page
 *   shows the empty state of an estate that is not the customer's, and nothing is asked for;
 * - every estate call the app has (the start-up call of an estate page among them): none sends a
 *   request, each fails like a refused call.
 *
 * Ids of the contract's form, long ones included, reach the API as they are, digit for digit. A
 * dashboard answer with hostile ids gives cards without a link and asks for no key figures.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { answerEstate, detailAnswer } from '@test-support/estates/fixtures';
import { installIntersectionObserver } from '@test-support/intersection-observer';
import {
	estatePageShown,
	renderEstate,
} from '@test-support/estates/render-estate';
import {
	answerEstates,
	answerShortStats,
	renderDashboard,
	signedIn,
} from '@test-support/dashboard/render-dashboard';
import { dashboardAnswer, listItem } from '@test-support/dashboard/fixtures';
import { createTestStore } from '@test-support/render-with-providers';
import { server } from '@test-support/server';
import { estatesApi } from '../../../src/features/estates/api';
import { dashboardApi } from '../../../src/features/dashboard/api';
import { documentsApi } from '../../../src/features/documents/api';

jest.mock( 'react-apexcharts', () =>
	jest.requireActual( '@test-support/apex-chart-stand-in' )
);

/** Hostile ids: the route segment as it stands in the hash, and what the trick is. */
const HOSTILE: Array< [ string, string ] > = [
	[ 'dot dot', '..' ],
	[ 'dot', '.' ],
	[ 'encoded dot dot', '%2e%2e' ],
	[ 'dot dot, encoded slash, another path', '..%2F..%2Fuser' ],
	[ 'an id, encoded slash, dot dot', '101%2F..' ],
	[ 'an id, encoded slash, another call', '101%2Fstats' ],
	[ 'encoded slash first', '%2F101' ],
	[ 'encoded backslash', '..%5Cuser' ],
	[ 'double-encoded dot dot', '%252e%252e' ],
	[ 'toString', 'toString' ],
	[ '__proto__', '__proto__' ],
	[ 'constructor', 'constructor' ],
	[ 'hasOwnProperty', 'hasOwnProperty' ],
	[ 'Arabic-Indic digits', '١٠١' ],
	[ 'Extended Arabic-Indic digits', '۱۰۱' ],
	[ 'Devanagari digits', '१०१' ],
	[ 'fullwidth digits', '１０１' ],
	[ 'mathematical bold digits', '𝟏𝟎𝟏' ],
	[ 'superscript digits', '¹⁰¹' ],
	[ 'leading space', '%20101' ],
	[ 'trailing space', '101%20' ],
	[ 'trailing newline', '101%0A' ],
	[ 'tab inside', '10%091' ],
	[ 'NUL', '101%00' ],
	[ 'plus sign', '+101' ],
	[ 'minus sign', '-101' ],
	[ 'exponent', '1e3' ],
	[ 'hexadecimal', '0x65' ],
	[ 'decimal point', '101.0' ],
	[ 'decimal comma', '1,01' ],
	[ 'letters after digits', '101abc' ],
	[ 'encoded query', '101%3Fx%3D1' ],
	[ 'encoded fragment', '101%23top' ],
	[ 'another scheme', 'javascript:alert(1)' ],
	[ 'another origin', 'https:%2F%2Fevil.example' ],
];

/** Ids of the contract's form: the estate is asked for by exactly this id. */
const VALID: Array< [ string, string ] > = [
	[ 'an ordinary id', '101' ],
	[ 'zero', '0' ],
	[ 'leading zeros', '007' ],
	[ 'beyond 64 bits', '18446744073709551617' ],
	[ 'a very long number (400 digits)', '9'.repeat( 400 ) ],
];

/** The API requests made during a test, as `METHOD path`. */
let requests: string[];
const record = ( { request }: { request: Request } ) => {
	requests.push( `${ request.method } ${ new URL( request.url ).pathname }` );
};
/** The API's requests besides the signed-in session's own (user, design, picture). */
const estateRequests = () =>
	requests.filter(
		( request ) =>
			! /^GET \/api\/(user|settings\/reporting\/design|user\/profile-picture)$/.test(
				request
			)
	);

let warn: jest.SpyInstance;
beforeEach( () => {
	requests = [];
	server.events.on( 'request:start', record );
	warn = jest.spyOn( console, 'warn' ).mockImplementation( () => undefined );
} );
afterEach( () => {
	server.events.removeListener( 'request:start', record );
	warn.mockRestore();
} );

describe( `hostile estate ids: ${ HOSTILE.length } ids, each on the route and every estate call`, () => {
	it.each( HOSTILE )(
		'%s (%s): the route shows the empty state without a call',
		async ( _trick, segment ) => {
			answerEstate();
			const { container } = renderEstate( segment );
			expect(
				await screen.findByRole( 'link', {
					name: /Back to the dashboard/,
				} )
			).toBeInTheDocument();
			// The same page as an estate that is not the customer's: a heading that claims nothing.
			expect(
				screen.getByRole( 'heading', { level: 1 } )
			).toHaveTextContent( 'Property' );
			expect( screen.queryByRole( 'tab' ) ).not.toBeInTheDocument();
			expect( container.querySelector( '.ca-skeleton' ) ).toBeNull();
			// Let any call that would start do so before counting.
			await new Promise( ( resolve ) => setTimeout( resolve, 20 ) );
			expect( estateRequests() ).toEqual( [] );
		}
	);

	it.each( [ ...HOSTILE, [ 'empty', '' ] as [ string, string ] ] )(
		'%s (%s): no estate call sends a request',
		async ( _trick, segment ) => {
			let id = segment;
			try {
				id = decodeURIComponent( segment );
			} catch {
				// Kept as written, as the router keeps a segment it cannot decode.
			}
			const store = createTestStore( { preloadedState: signedIn() } );
			const calls = [
				estatesApi.endpoints.getEstate.initiate( id ),
				estatesApi.endpoints.getOverviewShortStats.initiate( id ),
				estatesApi.endpoints.getEstateStats.initiate( id ),
				estatesApi.endpoints.getEstateLog.initiate( id ),
				estatesApi.endpoints.recordReportingVisit.initiate( {
					id,
					note: 'x',
				} ),
				dashboardApi.endpoints.getCardShortStats.initiate( id ),
				documentsApi.endpoints.getEstateFiles.initiate( id ),
			];
			const results = await Promise.all(
				calls.map( ( call ) => store.dispatch( call as never ) )
			);
			for ( const result of results as Array< {
				error?: { error?: string };
			} > ) {
				expect( result.error?.error ).toBe( 'not_an_estate_id' );
			}
			expect( estateRequests() ).toEqual( [] );
		}
	);
} );

describe( 'estate ids of the contract’s form reach the API digit for digit', () => {
	it.each( VALID )( '%s', async ( _case, id ) => {
		// No tabs: only the estate's own call matters here.
		answerEstate(
			detailAnswer( id, {
				settings: { reporting: false, document: false },
			} )
		);
		renderEstate( id, { withDocuments: false } );
		await estatePageShown();
		expect( estateRequests() ).toContain(
			`GET /api/onoffice/estates/${ id }`
		);
	} );
} );

describe( 'hostile ids in the dashboard’s answer', () => {
	it( 'give cards without a link, and no key figures are asked for', async () => {
		const intersection = installIntersectionObserver();
		answerEstates(
			dashboardAnswer( {
				estatesOwned: [
					listItem( '101' ),
					listItem( '..' ),
					listItem( 'toString' ),
					listItem( '١٠١' ),
					listItem( '101/../user' ),
				],
			} )
		);
		const asked = answerShortStats();
		renderDashboard();
		const valid = await screen.findByRole( 'link', { name: 'Haus 101' } );
		expect( valid ).toHaveAttribute( 'href', '/estates/101' );
		// The first cards render at once, the rest right after.
		await waitFor( () =>
			expect( screen.getAllByRole( 'article' ) ).toHaveLength( 5 )
		);
		for ( const title of [
			'Haus ..',
			'Haus toString',
			'Haus ١٠١',
			'Haus 101/../user',
		] ) {
			const heading = screen.getByRole( 'heading', { name: title } );
			expect( within( heading ).queryByRole( 'link' ) ).toBeNull();
		}
		// Every card's figures come near the viewport: only the estate's are asked for.
		act( () => intersection.enter() );
		await waitFor( () => expect( asked ).toEqual( [ '101' ] ) );
		expect( estateRequests() ).toEqual( [
			'GET /api/onoffice/estates',
			'GET /api/onoffice/estates/101/short-stats',
		] );
		intersection.restore();
	} );
} );
