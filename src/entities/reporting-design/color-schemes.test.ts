import type { BrokerSettings } from './types';
import { COLOR_PRESETS, resolveColorScheme } from './color-schemes';

// The sandbox seeds this design (sandbox/src/seed/index.ts); the broker switches the scheme name.
const sandboxDesign: BrokerSettings = {
	selected_color_scheme: 'default',
	general_colors: { increase: '#3BBD8D', decrease: '#EF5152' },
	diagram_custom_colors: [
		'#ACC9D7',
		'#D6D6D6',
		'#ADADFF',
		'#FFC7C7',
		'#FFA697',
		'#FFFF99',
		'#A6FFA6',
		'#99CCFF',
	],
};
const customColours = {
	general_colors: { increase: '#112233', decrease: '#445566' },
	diagram_custom_colors: [ '#000001', '#000002', '#000003' ],
};

describe( 'resolveColorScheme', () => {
	it( 'maps default to its preset', () => {
		expect( resolveColorScheme( sandboxDesign ) ).toEqual( {
			name: 'default',
			increase: '#3BBD8D',
			decrease: '#EF5152',
			palette: [
				'#ACC9D7',
				'#D6D6D6',
				'#ADADFF',
				'#FFC7C7',
				'#FFA697',
				'#FFFF99',
				'#A6FFA6',
				'#99CCFF',
			],
		} );
	} );

	it( 'maps light_pastel to its preset whatever colours the server holds', () => {
		expect(
			resolveColorScheme( {
				...sandboxDesign,
				...customColours,
				selected_color_scheme: 'light_pastel',
			} )
		).toEqual( {
			name: 'light_pastel',
			increase: '#84BDA8',
			decrease: '#EF7D7E',
			palette: [
				'#ACB6C5',
				'#DCDCDC',
				'#A5D4DC',
				'#B8C8B2',
				'#F0BF9B',
				'#F39B89',
				'#E197BB',
				'#A6A0D4',
			],
		} );
	} );

	it( 'maps dark_pastel to its preset', () => {
		expect(
			resolveColorScheme( {
				...sandboxDesign,
				...customColours,
				selected_color_scheme: 'dark_pastel',
			} )
		).toEqual( {
			name: 'dark_pastel',
			increase: '#3B5E1A',
			decrease: '#9A2829',
			palette: [
				'#42375F',
				'#648BB0',
				'#7BB7D0',
				'#48929B',
				'#226C65',
				'#545C0E',
				'#8C771E',
				'#CE8D3D',
			],
		} );
	} );

	it( 'leaves custom colours exactly as the server sent them', () => {
		expect(
			resolveColorScheme( {
				...sandboxDesign,
				...customColours,
				selected_color_scheme: 'custom',
			} )
		).toEqual( {
			name: 'custom',
			increase: '#112233',
			decrease: '#445566',
			palette: [ '#000001', '#000002', '#000003' ],
		} );
	} );

	it( 'replaces every custom colour that is not #RGB/#RRGGBB by the default preset’s colour of that slot', () => {
		const scheme = resolveColorScheme( {
			selected_color_scheme: 'custom',
			general_colors: {
				increase: 'red;background:url(https://evil.example)',
				decrease: '#abc',
			},
			diagram_custom_colors: [
				'#000001',
				'javascript:alert(1)',
				'#12345',
				'#ABCDEF',
				42 as unknown as string,
				'#0000001',
			],
		} );
		const fallback = COLOR_PRESETS.default;
		expect( scheme ).toEqual( {
			name: 'custom',
			increase: fallback.increase,
			decrease: '#abc',
			palette: [
				'#000001',
				fallback.palette[ 1 ],
				fallback.palette[ 2 ],
				'#ABCDEF',
				fallback.palette[ 4 ],
				fallback.palette[ 5 ],
			],
		} );
	} );

	it( 'gives a custom scheme without usable colours the default colours', () => {
		const scheme = resolveColorScheme( {
			selected_color_scheme: 'custom',
			general_colors: null as unknown as {
				increase: string;
				decrease: string;
			},
			diagram_custom_colors: 'nope' as unknown as string[],
		} );
		expect( scheme ).toEqual( {
			name: 'custom',
			increase: COLOR_PRESETS.default.increase,
			decrease: COLOR_PRESETS.default.decrease,
			palette: COLOR_PRESETS.default.palette,
		} );
	} );

	it( 'falls back to the default preset without settings or with an unknown scheme', () => {
		expect( resolveColorScheme( null ).palette ).toEqual(
			COLOR_PRESETS.default.palette
		);
		expect(
			resolveColorScheme( {
				...sandboxDesign,
				// An answer outside the contract's enum, as a broken backend might send.
				selected_color_scheme:
					'neon' as BrokerSettings[ 'selected_color_scheme' ],
			} ).name
		).toBe( 'default' );
	} );

	it( 'gives every preset an 8-colour palette', () => {
		for ( const preset of Object.values( COLOR_PRESETS ) ) {
			expect( preset.palette ).toHaveLength( 8 );
		}
	} );

	it( 'hands out copies, so a screen cannot change the presets', () => {
		resolveColorScheme( sandboxDesign ).palette.push( '#FFFFFF' );
		expect( COLOR_PRESETS.default.palette ).toHaveLength( 8 );
	} );
} );
