/**
 * The broker's reporting colours (docs/behaviour.md "Colour schemes and palettes"): a scheme
 * name picks a preset pair of
 * increase/decrease colours and an 8-colour diagram palette; `custom` keeps exactly what the server
 * sent. Charts and statistics take their colours from here (through `selectColorScheme` in src/session/color-scheme.ts), never
 * from their own constants.
 */
import type { BrokerSettings, ColorSchemeName } from './types';

/** The colours a screen draws with. */
export interface ColorScheme {
	name: ColorSchemeName;
	/** Colour of a rise (e.g. a value that went up). */
	increase: string;
	/** Colour of a fall. */
	decrease: string;
	/** Series colours of diagrams, in order. */
	palette: string[];
}

type Preset = Omit< ColorScheme, 'name' >;

/** The three presets. */
export const COLOR_PRESETS: Readonly<
	Record< Exclude< ColorSchemeName, 'custom' >, Preset >
> = {
	default: {
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
	},
	light_pastel: {
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
	},
	dark_pastel: {
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
	},
};

const presetOf = (
	name: Exclude< ColorSchemeName, 'custom' >
): ColorScheme => ( {
	name,
	...COLOR_PRESETS[ name ],
	palette: [ ...COLOR_PRESETS[ name ].palette ],
} );

/** The colour notations the server may send: `#RGB` or `#RRGGBB`. */
const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * True for a colour in one of those notations.
 *
 * @param value A colour from the server.
 */
export const isHexColor = ( value: unknown ): value is string =>
	typeof value === 'string' && HEX_COLOR.test( value );

/**
 * The colour when it is `#RGB`/`#RRGGBB`, else the fallback (a hostile value never reaches a style).
 *
 * @param value    A colour from the server.
 * @param fallback The default preset's colour for that slot.
 */
export function hexColorOr( value: unknown, fallback: string ): string {
	return isHexColor( value ) ? value : fallback;
}

/**
 * The colours for the broker's settings. A preset name gives the preset; `custom` gives the
 * server's colours, where each one that is not `#RGB`/`#RRGGBB` falls back to the default preset's
 * colour of that slot (and a missing or empty palette to the default palette); missing settings
 * (not loaded, or the settings call failed and cleared them) and unknown names give the default
 * preset, so charts always have colours.
 *
 * @param settings The broker's reporting design, or null.
 */
export function resolveColorScheme(
	settings: BrokerSettings | null | undefined
): ColorScheme {
	const name = settings?.selected_color_scheme;
	if ( name === 'custom' && settings ) {
		const fallback = COLOR_PRESETS.default;
		const general: Record< string, unknown > =
			typeof settings.general_colors === 'object' &&
			settings.general_colors !== null
				? settings.general_colors
				: {};
		const custom: unknown[] = Array.isArray(
			settings.diagram_custom_colors
		)
			? settings.diagram_custom_colors
			: [];
		return {
			name: 'custom',
			increase: hexColorOr( general.increase, fallback.increase ),
			decrease: hexColorOr( general.decrease, fallback.decrease ),
			palette:
				custom.length > 0
					? custom.map( ( colour, slot ) =>
							hexColorOr(
								colour,
								fallback.palette[
									slot % fallback.palette.length
								] as string
							)
						)
					: [ ...fallback.palette ],
		};
	}
	if ( name === 'light_pastel' || name === 'dark_pastel' ) {
		return presetOf( name );
	}
	return presetOf( 'default' );
}
