/**
 * A long list renders its first items at once and the rest right after.
 */
import { renderHook, waitFor } from '@testing-library/react';
import { useProgressiveList } from './use-progressive-list';

describe( 'useProgressiveList', () => {
	it( 'gives the first items, then all of them', async () => {
		const items = Array.from( { length: 10 }, ( _, index ) => index );
		const seen: number[] = [];
		const { result } = renderHook( () => {
			const shown = useProgressiveList( items, 4 );
			seen.push( shown?.length ?? -1 );
			return shown;
		} );
		await waitFor( () => expect( result.current ).toBe( items ) );
		expect( seen[ 0 ] ).toBe( 4 );
	} );

	it( 'passes short lists and a list still loading through', () => {
		const short = [ 1, 2 ];
		expect(
			renderHook( () => useProgressiveList( short, 4 ) ).result.current
		).toBe( short );
		expect(
			renderHook( () => useProgressiveList( undefined, 4 ) ).result
				.current
		).toBeUndefined();
	} );
} );
