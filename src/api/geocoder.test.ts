import { CALL_TIMEOUT_MS } from './base-api';
import { geocoderRequestUrl, parseNominatim, timeLimit } from './geocoder';

describe( 'geocoder', () => {
	it( 'builds the Nominatim search URL on the configured geocoder', () => {
		const url = new URL(
			geocoderRequestUrl( {
				geocoderUrl: 'http://127.0.0.1:8081/geocoder/search',
				city: ' Köln ',
				postalcode: '50667',
			} ) ?? ''
		);
		expect( url.origin + url.pathname ).toBe(
			'http://127.0.0.1:8081/geocoder/search'
		);
		expect( Object.fromEntries( url.searchParams ) ).toEqual( {
			city: 'Köln',
			postalcode: '50667',
			format: 'json',
			addressdetails: '1',
			'accept-language': 'de',
		} );
	} );

	it( 'refuses a geocoder URL that is not http(s)', () => {
		expect(
			geocoderRequestUrl( {
				geocoderUrl: 'javascript:alert(1)',
				city: 'x',
				postalcode: '',
			} )
		).toBeNull();
		expect(
			geocoderRequestUrl( { geocoderUrl: '', city: 'x', postalcode: '' } )
		).toBeNull();
	} );

	it( 'reads the state and turns the two-letter country into three letters', () => {
		expect(
			parseNominatim( [
				{
					address: {
						state: 'Wien',
						country_code: 'at',
						city: 'Wien',
					},
				},
			] )
		).toEqual( { state: 'Wien', country: 'AUT' } );
	} );

	it.each( [
		[ [] ],
		[ {} ],
		[ null ],
		[ 'x' ],
		[ [ { address: {} } ] ],
		[ [ { address: { country_code: 'zz' } } ] ],
	] )( 'finds nothing in %p', ( answer ) => {
		expect( parseNominatim( answer ) ).toBeNull();
	} );
} );

describe( 'timeLimit', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'aborts a lookup that takes longer than the API’s time limit', () => {
		const limit = timeLimit( new AbortController().signal );
		jest.advanceTimersByTime( CALL_TIMEOUT_MS - 1 );
		expect( limit.signal.aborted ).toBe( false );
		jest.advanceTimersByTime( 1 );
		expect( limit.signal.aborted ).toBe( true );
	} );

	it( 'aborts with the lookup RTK Query drops', () => {
		const request = new AbortController();
		const limit = timeLimit( request.signal );
		request.abort();
		expect( limit.signal.aborted ).toBe( true );
	} );

	it( 'leaves no timer and no abort behind once the lookup is done', () => {
		const request = new AbortController();
		const limit = timeLimit( request.signal );
		expect( jest.getTimerCount() ).toBe( 1 );
		limit.done();
		expect( jest.getTimerCount() ).toBe( 0 );
		request.abort();
		jest.advanceTimersByTime( CALL_TIMEOUT_MS );
		expect( limit.signal.aborted ).toBe( false );
	} );
} );
