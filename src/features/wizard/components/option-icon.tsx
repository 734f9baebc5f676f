/**
 * The built-in icon set of the wizard's cards: the icon names the server sends (e.g. `house`,
 * `rooms`, `bath`, `garden`) map to simple line drawings; an unknown name gets a neutral dot.
 * Icons are decorative: the card's text names the option.
 */

/** Icon name → path data (24 × 24, drawn with a stroke). */
const ICONS: Readonly< Record< string, string > > = {
	house: 'M3 11 12 4l9 7M5 9.5V20h5v-6h4v6h5V9.5',
	apartment:
		'M5 21V3h14v18M3 21h18M9 7h2m2 0h2M9 11h2m2 0h2M9 15h2m2 0h2M11 21v-3h2v3',
	plot: 'M3 19 7 6l10-2 4 15ZM9 14h6',
	balcony: 'M7 12V4h10v8M4 12h16M4 20h16M6 12v8m4-8v8m4-8v8m4-8v8',
	garden: 'M12 21v-7m0 0a5 5 0 1 0 0-10 5 5 0 0 0 0 10ZM8 21h8',
	garage: 'M3 21V9l9-5 9 5v12M7 21v-8h10v8M7 17h10',
	cellar: 'M3 20h5v-4h4v-4h4V8h5',
	lift: 'M6 3h12v18H6ZM10 9l2-2 2 2m-4 6 2 2 2-2',
	kitchen: 'M4 9h16v11H4ZM4 13h16M8 6V3m4 3V3m4 3V3M9 16h2',
	rooms: 'M6 21V3h12v18M3 21h18M14 12h.01',
	bath: 'M3 12h18v2a6 6 0 0 1-6 6H9a6 6 0 0 1-6-6ZM6 12V5a2 2 0 0 1 4 0M7 20l-1 2m11-2 1 2',
	heating:
		'M5 20V8m4 12V8m4 12V8m4 12V8M3 20h18M3 8h18M8 4c1 1 1 2 0 3m4-3c1 1 1 2 0 3m4-3c1 1 1 2 0 3',
	sale: 'M3 12V3h9l9 9-9 9ZM7.5 7.5h.01',
	purchase: 'M5 8h14l-1 13H6ZM9 8V6a3 3 0 0 1 6 0v2',
	inheritance: 'M7 3h8l4 4v14H7ZM15 3v4h4M10 12h6m-6 4h6',
	divorce:
		'M12 20s-8-5-8-11a4 4 0 0 1 8-1 4 4 0 0 1 8 1c0 6-8 11-8 11ZM12 8l-2 4 3 2-1 4',
	curious: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13ZM15.5 15.5 21 21',
	calendar: 'M4 6h16v15H4ZM4 10h16M8 3v5m8-5v5',
};

/** Other names the server uses for the same pictures (German codes of the property kinds). */
const ALIASES: Readonly< Record< string, string > > = {
	haus: 'house',
	wohnung: 'apartment',
	grundstueck: 'plot',
};

/** The neutral picture of an unknown name. */
const FALLBACK = 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z';

/**
 * The path data of an icon name (the neutral dot for an unknown one).
 *
 * @param name The name the server sent.
 */
export function iconPath( name: string ): string {
	const key = name.trim().toLowerCase();
	return ICONS[ ALIASES[ key ] ?? key ] ?? FALLBACK;
}

/** Props of an option icon. */
export interface OptionIconProps {
	/** The name the server sent; nothing renders without one. */
	name: string | null | undefined;
}

/**
 * A decorative card icon.
 *
 * @param props See OptionIconProps.
 */
export function OptionIcon( props: OptionIconProps ) {
	if ( ! props.name ) {
		return null;
	}
	return (
		<svg
			className="ca-card__icon"
			viewBox="0 0 24 24"
			aria-hidden="true"
			focusable="false"
		>
			<path d={ iconPath( props.name ) } />
		</svg>
	);
}
