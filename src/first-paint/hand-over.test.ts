/**
 * The hand-over of early answers (hand-over.ts): the base query adopts one only for the same GET
 * request (URL and every header), once; asks again when the early call failed; honours the
 * request's abort (the base query's time limit) while it waits; and keeps only the answers of
 * the session's token (none after a sign-out).
 */
import { setApiHeaders } from '../api/api-request';
import {
	keepEarlyAnswersFor,
	fetchOrAdopt,
	handOver as startEarlyCall,
	HAND_OVER,
} from './hand-over';

const URL_USER = 'https://api.example/api/user';

const headers = ( token = 'abc' ) =>
	setApiHeaders( new Headers(), {
		language: 'de',
		siteOrigin: 'https://broker.example',
		token,
		json: true,
	} );

const request = ( init: RequestInit = {} ) =>
	new Request( URL_USER, { headers: headers(), ...init } );

let fetchSpy: jest.SpyInstance;
let answers: Array< Promise< Response > >;

beforeEach( () => {
	answers = [];
	fetchSpy = jest.spyOn( window, 'fetch' ).mockImplementation( () => {
		const answer = Promise.resolve(
			new Response( `answer ${ answers.length + 1 }` )
		);
		answers.push( answer );
		return answer;
	} );
} );

afterEach( () => {
	fetchSpy.mockRestore();
	keepEarlyAnswersFor( null );
} );

it( 'adopts the same request once, and sends the next one', async () => {
	startEarlyCall( URL_USER, headers() );
	expect( fetchSpy ).toHaveBeenCalledTimes( 1 );
	expect( await ( await fetchOrAdopt( request() ) ).text() ).toBe(
		'answer 1'
	);
	expect( fetchSpy ).toHaveBeenCalledTimes( 1 );
	expect( await ( await fetchOrAdopt( request() ) ).text() ).toBe(
		'answer 2'
	);
} );

it( 'sends a request that differs in a header, the method or the URL', async () => {
	startEarlyCall( URL_USER, headers() );
	await fetchOrAdopt(
		new Request( URL_USER, { headers: headers( 'another token' ) } )
	);
	await fetchOrAdopt( request( { method: 'POST', body: '{}' } ) );
	await fetchOrAdopt(
		new Request( `${ URL_USER }/profile-picture`, { headers: headers() } )
	);
	expect( fetchSpy ).toHaveBeenCalledTimes( 4 );
	expect( await ( await fetchOrAdopt( request() ) ).text() ).toBe(
		'answer 1'
	);
} );

it( 'asks again when the early call failed', async () => {
	fetchSpy.mockImplementationOnce( () =>
		Promise.reject( new TypeError( 'Failed to fetch' ) )
	);
	startEarlyCall( URL_USER, headers() );
	expect( await ( await fetchOrAdopt( request() ) ).text() ).toBe(
		'answer 1'
	);
	expect( fetchSpy ).toHaveBeenCalledTimes( 2 );
} );

it( 'rejects as fetch does when the request is aborted while the early call is out', async () => {
	fetchSpy.mockImplementationOnce( () => new Promise( () => undefined ) );
	startEarlyCall( URL_USER, headers() );
	const controller = new AbortController();
	const pending = fetchOrAdopt( request( { signal: controller.signal } ) );
	controller.abort();
	await expect( pending ).rejects.toMatchObject( { name: 'AbortError' } );
} );

it( 'keeps only the answers of the session’s token: none after a sign-out', async () => {
	const left = () =>
		( window as unknown as Record< symbol, unknown[] | undefined > )[
			HAND_OVER
		]?.length ?? 0;
	startEarlyCall( URL_USER, headers() );
	startEarlyCall( URL_USER, headers( 'another token' ) );
	keepEarlyAnswersFor( 'abc' );
	expect( left() ).toBe( 1 );
	keepEarlyAnswersFor( null );
	expect( left() ).toBe( 0 );
	expect( await ( await fetchOrAdopt( request() ) ).text() ).toBe(
		'answer 3'
	);
} );
