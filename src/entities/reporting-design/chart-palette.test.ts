import type { BrokerSettings } from './types';
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

/**
 * CIE L*a*b* of a #RRGGBB colour (D65).
 * @param colour
 */
function lab( colour: string ): [ number, number, number ] {
	const [ r, g, b ] = [ 1, 3, 5 ].map( ( start ) => {
		const c = parseInt( colour.slice( start, start + 2 ), 16 ) / 255;
		return c <= 0.04045 ? c / 12.92 : ( ( c + 0.055 ) / 1.055 ) ** 2.4;
	} ) as [ number, number, number ];
	const x = ( r * 0.4124 + g * 0.3576 + b * 0.1805 ) / 0.95047;
	const y = r * 0.2126 + g * 0.7152 + b * 0.0722;
	const z = ( r * 0.0193 + g * 0.1192 + b * 0.9505 ) / 1.08883;
	const f = ( t: number ) =>
		t > 0.008856 ? Math.cbrt( t ) : 7.787 * t + 16 / 116;
	return [
		116 * f( y ) - 16,
		500 * ( f( x ) - f( y ) ),
		200 * ( f( y ) - f( z ) ),
	];
}

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
				const [ a, b ] = [
					lab( DEFAULT_CHART_PALETTE[ i ] as string ),
					lab( DEFAULT_CHART_PALETTE[ j ] as string ),
				];
				// CIE76 distance: above 20 reads as a different colour at a glance.
				expect(
					Math.hypot(
						a[ 0 ] - b[ 0 ],
						a[ 1 ] - b[ 1 ],
						a[ 2 ] - b[ 2 ]
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
