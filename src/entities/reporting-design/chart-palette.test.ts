import type { BrokerSettings } from './types';
import { cie76 } from '@test-support/colour-difference';
import { contrastRatio } from '../../lib/contrast';
import {
	chartPaletteOf,
	DEFAULT_CHART_PALETTE,
	seriesColors,
} from './chart-palette';
import { COLOR_PRESETS } from './color-schemes';

const design = ( overrides: Partial< BrokerSettings > ): BrokerSettings => ( {
	selected_color_scheme: 'default',
	general_colors: { increase: '#3BBD8D', decrease: '#EF5152' },
	diagram_custom_colors: [],
	...overrides,
} );

describe( 'chartPaletteOf', () => {
	it( "uses the broker's custom diagram colours with the custom scheme (the usable ones)", () => {
		expect(
			chartPaletteOf(
				design( {
					selected_color_scheme: 'custom',
					diagram_custom_colors: [
						'#112233',
						'javascript:x',
						'#445566',
					],
				} )
			)
		).toEqual( [ '#112233', '#445566' ] );
	} );

	it.each( [ 'default', 'light_pastel', 'dark_pastel' ] as const )(
		"uses the %s preset's 8 colours",
		( name ) => {
			expect(
				chartPaletteOf( design( { selected_color_scheme: name } ) )
			).toEqual( COLOR_PRESETS[ name ].palette );
		}
	);

	it( 'falls back to the 11-colour default palette without a usable design', () => {
		expect( chartPaletteOf( null ) ).toEqual( DEFAULT_CHART_PALETTE );
		expect(
			chartPaletteOf(
				design( {
					selected_color_scheme: 'custom',
					diagram_custom_colors: [],
				} )
			)
		).toEqual( DEFAULT_CHART_PALETTE );
		expect(
			chartPaletteOf(
				design( { selected_color_scheme: 'neon' as never } )
			)
		).toEqual( DEFAULT_CHART_PALETTE );
	} );

	it( 'has 11 default colours, each at least 3:1 on white and clearly apart from the others', () => {
		expect( DEFAULT_CHART_PALETTE ).toHaveLength( 11 );
		for ( const colour of DEFAULT_CHART_PALETTE ) {
			expect( contrastRatio( colour, '#FFFFFF' ) ).toBeGreaterThanOrEqual(
				3
			);
		}
		for ( let i = 0; i < DEFAULT_CHART_PALETTE.length; i++ ) {
			for ( let j = i + 1; j < DEFAULT_CHART_PALETTE.length; j++ ) {
				// CIE76 distance: above 20 reads as a different colour at a glance.
				expect(
					cie76(
						DEFAULT_CHART_PALETTE[ i ] as string,
						DEFAULT_CHART_PALETTE[ j ] as string
					)
				).toBeGreaterThan( 20 );
			}
		}
	} );

	it( 'repeats the palette for series beyond it', () => {
		expect( seriesColors( [ '#111111', '#222222' ], 5 ) ).toEqual( [
			'#111111',
			'#222222',
			'#111111',
			'#222222',
			'#111111',
		] );
		expect( seriesColors( [], 2 ) ).toEqual(
			DEFAULT_CHART_PALETTE.slice( 0, 2 )
		);
	} );
} );
