/**
 * Series colours of the charts (see docs/behaviour.md "Colour schemes and palettes"):
 * - the custom scheme: the broker's `diagram_custom_colors` (the usable ones, in order);
 * - a preset scheme: that preset's 8 diagram colours;
 * - no usable design (not loaded, failed, unknown scheme, or custom without usable colours): our
 *   11-colour default palette, where every colour has at least 3:1 contrast on white and differs
 *   clearly from every other (the tests measure both).
 * Series beyond the palette repeat it from the start.
 */
import type { BrokerSettings } from './types';
import { COLOR_PRESETS, isHexColor } from './color-schemes';

/** The 11-colour default palette. */
export const DEFAULT_CHART_PALETTE: readonly string[] = [
	'#1F77B4', // blue
	'#D35400', // orange
	'#2E7D32', // green
	'#8E44AD', // purple
	'#C62828', // red
	'#00838F', // teal
	'#8A7000', // ochre
	'#D81B60', // pink
	'#5D6D7E', // slate
	'#795548', // brown
	'#3949AB', // indigo
];

/**
 * The chart palette for the broker's reporting design.
 *
 * @param settings The design, or null when it is not known.
 */
export function chartPaletteOf(
	settings: BrokerSettings | null | undefined
): string[] {
	const name = settings?.selected_color_scheme;
	if ( name === 'custom' ) {
		const custom = Array.isArray( settings?.diagram_custom_colors )
			? settings.diagram_custom_colors.filter( isHexColor )
			: [];
		return custom.length > 0 ? custom : [ ...DEFAULT_CHART_PALETTE ];
	}
	if (
		name === 'default' ||
		name === 'light_pastel' ||
		name === 'dark_pastel'
	) {
		return [ ...COLOR_PRESETS[ name ].palette ];
	}
	return [ ...DEFAULT_CHART_PALETTE ];
}

/**
 * `count` series colours from `palette`, repeating it when there are more series than colours.
 *
 * @param palette The palette (falls back to the default one when empty).
 * @param count   How many series.
 */
export function seriesColors(
	palette: readonly string[],
	count: number
): string[] {
	const source = palette.length > 0 ? palette : DEFAULT_CHART_PALETTE;
	return Array.from(
		{ length: Math.max( 0, count ) },
		( _, index ) => source[ index % source.length ] as string
	);
}
