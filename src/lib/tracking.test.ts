import { REGISTRATION_EVENT, trackRegistration } from './tracking';

type WithLayer = { dataLayer?: unknown };

afterEach( () => {
	delete ( window as unknown as WithLayer ).dataLayer;
} );

describe( 'trackRegistration', () => {
	it( 'pushes exactly one registration event onto the page’s dataLayer', () => {
		const pushed: unknown[] = [];
		( window as unknown as WithLayer ).dataLayer = {
			push: ( entry: unknown ) => pushed.push( entry ),
		};
		trackRegistration();
		expect( pushed ).toEqual( [ { event: REGISTRATION_EVENT } ] );
	} );

	it( 'does nothing (and does not throw) on a page without a dataLayer', () => {
		expect( () => trackRegistration() ).not.toThrow();
		expect( ( window as unknown as WithLayer ).dataLayer ).toBeUndefined();
	} );

	it( 'leaves a dataLayer that is not array-like alone', () => {
		( window as unknown as WithLayer ).dataLayer = 'not a layer';
		expect( () => trackRegistration() ).not.toThrow();
		expect( ( window as unknown as WithLayer ).dataLayer ).toBe(
			'not a layer'
		);
	} );
} );
