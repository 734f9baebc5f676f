/**
 * The visitor-facing texts of the valuation wizard's options, in English and German: property kinds and
 * types, extras, the star ratings, the reasons and the timeframes.
 */

/** A label in both languages: [English, German]. */
export type Pair = [ string, string ];

/** Property kinds (`objektart`) with their label and tooltip. */
export const KINDS: Array< {
	value: string;
	icon: string;
	label: Pair;
	tip: Pair;
} > = [
	{
		value: 'haus',
		icon: 'house',
		label: [ 'House', 'Haus' ],
		tip: [
			'A detached, semi-detached or terraced house, or an apartment building.',
			'Ein Einfamilien-, Doppel-, Reihen- oder Mehrfamilienhaus.',
		],
	},
	{
		value: 'wohnung',
		icon: 'apartment',
		label: [ 'Apartment', 'Wohnung' ],
		tip: [
			'A flat in a building with several units, penthouse and maisonette included.',
			'Eine Wohnung in einem Haus mit mehreren Parteien, auch Penthouse und Maisonette.',
		],
	},
	{
		value: 'grundstueck',
		icon: 'plot',
		label: [ 'Plot', 'Grundstück' ],
		tip: [
			'Land without a building, for a home or a business.',
			'Ein unbebautes Grundstück zum Wohnen oder für Gewerbe.',
		],
	},
];

/** Property types (`objekttyp`) by kind: value and label. */
export const TYPES: Record< string, Array< [ string, Pair ] > > = {
	haus: [
		[ 'einfamilienhaus', [ 'Detached house', 'Einfamilienhaus' ] ],
		[ 'doppelhaushaelfte', [ 'Semi-detached house', 'Doppelhaushälfte' ] ],
		[ 'reihenhaus', [ 'Terraced house', 'Reihenhaus' ] ],
		[ 'mehrfamilienhaus', [ 'Apartment building', 'Mehrfamilienhaus' ] ],
	],
	wohnung: [
		[ 'etagenwohnung', [ 'Apartment', 'Etagenwohnung' ] ],
		[ 'penthouse', [ 'Penthouse', 'Penthouse' ] ],
		[ 'maisonette', [ 'Maisonette', 'Maisonette' ] ],
	],
	grundstueck: [
		[ 'wohnen', [ 'Residential plot', 'Wohngrundstück' ] ],
		[ 'gewerbe', [ 'Commercial plot', 'Gewerbegrundstück' ] ],
	],
};

/** Extras (multi-select cards of the details step): value, icon, label. */
export const EXTRAS: Array< [ string, string, Pair ] > = [
	[ 'balkon', 'balcony', [ 'Balcony', 'Balkon' ] ],
	[ 'garten', 'garden', [ 'Garden', 'Garten' ] ],
	[ 'garage', 'garage', [ 'Garage', 'Garage' ] ],
	[ 'keller', 'cellar', [ 'Cellar', 'Keller' ] ],
	[ 'aufzug', 'lift', [ 'Lift', 'Aufzug' ] ],
	[ 'einbaukueche', 'kitchen', [ 'Fitted kitchen', 'Einbauküche' ] ],
];

/** Equipment quality stars: label and tooltip per star, 1 to 5. */
export const EQUIPMENT: Array< [ Pair, Pair ] > = [
	[
		[ 'Simple', 'Einfach' ],
		[
			'Basic fittings, e.g. laminate floors and a standard bathroom.',
			'Einfache Ausstattung, z. B. Laminat und ein Standardbad.',
		],
	],
	[
		[ 'Normal', 'Normal' ],
		[
			'Solid fittings in good order.',
			'Solide Ausstattung in gutem Zustand.',
		],
	],
	[
		[ 'Upscale', 'Gehoben' ],
		[
			'Quality materials, e.g. parquet and a modern bathroom.',
			'Hochwertige Materialien, z. B. Parkett und ein modernes Bad.',
		],
	],
	[
		[ 'High-end', 'Hochwertig' ],
		[
			'Premium materials throughout, e.g. natural stone and underfloor heating.',
			'Durchgehend edle Materialien, z. B. Naturstein und Fußbodenheizung.',
		],
	],
	[
		[ 'Luxury', 'Luxus' ],
		[
			'Exclusive fittings made to measure.',
			'Exklusive Ausstattung nach Maß.',
		],
	],
];
/** Condition stars: label and tooltip per star, 1 to 5. */
export const CONDITION: Array< [ Pair, Pair ] > = [
	[
		[ 'Needs renovation', 'Renovierungsbedürftig' ],
		[
			'Major work is needed before anyone moves in.',
			'Vor dem Einzug sind größere Arbeiten nötig.',
		],
	],
	[
		[ 'Worn', 'Abgewohnt' ],
		[
			'Fit to live in, but showing its age.',
			'Bewohnbar, aber in die Jahre gekommen.',
		],
	],
	[
		[ 'Well kept', 'Gepflegt' ],
		[
			'Looked after, no repairs due.',
			'Gepflegt, keine Reparaturen fällig.',
		],
	],
	[
		[ 'Renovated', 'Renoviert' ],
		[
			'Renovated within the last ten years.',
			'In den letzten zehn Jahren renoviert.',
		],
	],
	[
		[ 'As new', 'Neuwertig' ],
		[ 'New, or as good as new.', 'Neu oder neuwertig.' ],
	],
];

/** Reasons for the valuation; the first two ask for a timeframe. */
export const REASONS: Array< [ string, string, Pair ] > = [
	[ 'verkaufsabsicht', 'sale', [ 'I want to sell', 'Verkaufsabsicht' ] ],
	[ 'kaufabsicht', 'purchase', [ 'I want to buy', 'Kaufabsicht' ] ],
	[ 'erbschaft', 'inheritance', [ 'Inheritance', 'Erbschaft' ] ],
	[ 'scheidung', 'divorce', [ 'Divorce', 'Scheidung' ] ],
	[ 'interesse', 'curious', [ 'Just curious', 'Interesse' ] ],
];
/** Timeframes, offered once per reason that asks for one. */
export const HORIZONS: Array< [ string, Pair ] > = [
	[ 'sofort', [ 'Immediately', 'Sofort' ] ],
	[ '3_monate', [ 'Within 3 months', 'Innerhalb von 3 Monaten' ] ],
	[ '12_monate', [ 'Within 12 months', 'Innerhalb von 12 Monaten' ] ],
];
