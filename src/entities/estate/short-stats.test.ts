import { parseShortStats } from './short-stats';

describe( 'parseShortStats', () => {
	it( 'reads the four figures in display order and skips malformed ones', () => {
		expect(
			parseShortStats( {
				data: {
					objektanfragen: { total: 61, trend: { percentage: 0 } },
					absagen: { total: 3, trend: { percentage: -25 } },
					besichtigungen: { total: 'x', trend: { percentage: 1 } },
					exposeversand: { total: 52, trend: { percentage: 12.5 } },
				},
			} )
		).toEqual( [
			{ key: 'absagen', total: 3, trend: -25 },
			{ key: 'exposeversand', total: 52, trend: 12.5 },
			{ key: 'objektanfragen', total: 61, trend: 0 },
		] );
	} );

	it( 'throws on an answer without data', () => {
		expect( () => parseShortStats( {} ) ).toThrow();
		expect( () => parseShortStats( 'x' ) ).toThrow();
	} );
} );
