/**
 * The visitor-facing texts of the valuation wizard's options, in every language of the sandbox: property
 * kinds and types, extras, the star ratings, the reasons and the timeframes.
 */
import { same, tr, type Localized } from '../types';

/** The labels of the property kinds (`objektart`), which the estate system's fields use too. */
export const KINDS_LABELS = {
	haus: tr( 'House', 'Haus', 'Maison', 'Casa', 'Casa', 'Huis' ),
	wohnung: tr(
		'Apartment',
		'Wohnung',
		'Appartement',
		'Appartamento',
		'Piso',
		'Appartement'
	),
	grundstueck: tr(
		'Plot',
		'Grundstück',
		'Terrain',
		'Terreno',
		'Solar',
		'Kavel'
	),
};

/** Property kinds (`objektart`) with their label and tooltip. */
export const KINDS: Array< {
	value: keyof typeof KINDS_LABELS;
	icon: string;
	label: Localized;
	tip: Localized;
} > = [
	{
		value: 'haus',
		icon: 'house',
		label: KINDS_LABELS.haus,
		tip: tr(
			'A detached, semi-detached or terraced house, or an apartment building.',
			'Ein Einfamilien-, Doppel-, Reihen- oder Mehrfamilienhaus.',
			'Une maison individuelle, jumelée ou mitoyenne, ou un immeuble de rapport.',
			'Una casa unifamiliare, bifamiliare o a schiera, oppure un condominio.',
			'Una casa unifamiliar, pareada o adosada, o un edificio de viviendas.',
			'Een vrijstaand huis, een twee-onder-een-kapwoning, een rijtjeshuis of een appartementengebouw.'
		),
	},
	{
		value: 'wohnung',
		icon: 'apartment',
		label: KINDS_LABELS.wohnung,
		tip: tr(
			'A flat in a building with several units, penthouse and maisonette included.',
			'Eine Wohnung in einem Haus mit mehreren Parteien, auch Penthouse und Maisonette.',
			'Un logement dans un immeuble de plusieurs lots, penthouse et duplex compris.',
			"Un'unità in un edificio con più appartamenti, attico e duplex compresi.",
			'Una vivienda en un edificio con varias unidades, áticos y dúplex incluidos.',
			'Een woning in een gebouw met meerdere eenheden, penthouse en maisonnette inbegrepen.'
		),
	},
	{
		value: 'grundstueck',
		icon: 'plot',
		label: KINDS_LABELS.grundstueck,
		tip: tr(
			'Land without a building, for a home or a business.',
			'Ein unbebautes Grundstück zum Wohnen oder für Gewerbe.',
			'Un terrain non bâti, pour un logement ou une activité.',
			'Un terreno non edificato, a uso residenziale o commerciale.',
			'Un terreno sin edificar, para vivienda o para uso comercial.',
			'Grond zonder bebouwing, om te wonen of voor een bedrijf.'
		),
	},
];

/** Property types (`objekttyp`) by kind: value and label. */
export const TYPES: Record< string, Array< [ string, Localized ] > > = {
	haus: [
		[
			'einfamilienhaus',
			tr(
				'Detached house',
				'Einfamilienhaus',
				'Maison individuelle',
				'Casa unifamiliare',
				'Casa unifamiliar',
				'Vrijstaand huis'
			),
		],
		[
			'doppelhaushaelfte',
			tr(
				'Semi-detached house',
				'Doppelhaushälfte',
				'Maison jumelée',
				'Casa bifamiliare',
				'Casa pareada',
				'Twee-onder-een-kapwoning'
			),
		],
		[
			'reihenhaus',
			tr(
				'Terraced house',
				'Reihenhaus',
				'Maison mitoyenne',
				'Casa a schiera',
				'Casa adosada',
				'Rijtjeshuis'
			),
		],
		[
			'mehrfamilienhaus',
			tr(
				'Apartment building',
				'Mehrfamilienhaus',
				'Immeuble de rapport',
				'Condominio',
				'Edificio de viviendas',
				'Appartementengebouw'
			),
		],
	],
	wohnung: [
		[
			'etagenwohnung',
			tr(
				'Apartment',
				'Etagenwohnung',
				'Appartement',
				'Appartamento',
				'Piso',
				'Appartement'
			),
		],
		[ 'penthouse', same( 'Penthouse' ) ],
		[
			'maisonette',
			tr(
				'Maisonette',
				'Maisonette',
				'Duplex',
				'Duplex',
				'Dúplex',
				'Maisonnette'
			),
		],
	],
	grundstueck: [
		[
			'wohnen',
			tr(
				'Residential plot',
				'Wohngrundstück',
				'Terrain à bâtir résidentiel',
				'Terreno residenziale',
				'Solar residencial',
				'Bouwkavel voor woningbouw'
			),
		],
		[
			'gewerbe',
			tr(
				'Commercial plot',
				'Gewerbegrundstück',
				'Terrain commercial',
				'Terreno commerciale',
				'Solar comercial',
				'Bedrijfskavel'
			),
		],
	],
};

/** Extras (multi-select cards of the details step): value, icon, label. */
export const EXTRAS: Array< [ string, string, Localized ] > = [
	[
		'balkon',
		'balcony',
		tr( 'Balcony', 'Balkon', 'Balcon', 'Balcone', 'Balcón', 'Balkon' ),
	],
	[
		'garten',
		'garden',
		tr( 'Garden', 'Garten', 'Jardin', 'Giardino', 'Jardín', 'Tuin' ),
	],
	[
		'garage',
		'garage',
		tr( 'Garage', 'Garage', 'Garage', 'Garage', 'Garaje', 'Garage' ),
	],
	[
		'keller',
		'cellar',
		tr( 'Cellar', 'Keller', 'Cave', 'Cantina', 'Sótano', 'Kelder' ),
	],
	[
		'aufzug',
		'lift',
		tr( 'Lift', 'Aufzug', 'Ascenseur', 'Ascensore', 'Ascensor', 'Lift' ),
	],
	[
		'einbaukueche',
		'kitchen',
		tr(
			'Fitted kitchen',
			'Einbauküche',
			'Cuisine équipée',
			'Cucina componibile',
			'Cocina amueblada',
			'Inbouwkeuken'
		),
	],
];

/** Reasons for the valuation; the first two ask for a timeframe. */
export const REASONS: Array< [ string, string, Localized ] > = [
	[
		'verkaufsabsicht',
		'sale',
		tr(
			'I want to sell',
			'Verkaufsabsicht',
			'Je souhaite vendre',
			'Desidero vendere',
			'Quiero vender',
			'Ik wil verkopen'
		),
	],
	[
		'kaufabsicht',
		'purchase',
		tr(
			'I want to buy',
			'Kaufabsicht',
			'Je souhaite acheter',
			'Desidero acquistare',
			'Quiero comprar',
			'Ik wil kopen'
		),
	],
	[
		'erbschaft',
		'inheritance',
		tr(
			'Inheritance',
			'Erbschaft',
			'Succession',
			'Eredità',
			'Herencia',
			'Erfenis'
		),
	],
	[
		'scheidung',
		'divorce',
		tr(
			'Divorce',
			'Scheidung',
			'Divorce',
			'Divorzio',
			'Divorcio',
			'Scheiding'
		),
	],
	[
		'interesse',
		'curious',
		tr(
			'Just curious',
			'Interesse',
			'Par simple curiosité',
			'Per semplice curiosità',
			'Por simple curiosidad',
			'Gewoon uit interesse'
		),
	],
];
/** Timeframes, offered once per reason that asks for one. */
export const HORIZONS: Array< [ string, Localized ] > = [
	[
		'sofort',
		tr(
			'Immediately',
			'Sofort',
			'Immédiatement',
			'Subito',
			'Inmediatamente',
			'Direct'
		),
	],
	[
		'3_monate',
		tr(
			'Within 3 months',
			'Innerhalb von 3 Monaten',
			'D’ici 3 mois',
			'Entro 3 mesi',
			'En un plazo de 3 meses',
			'Binnen 3 maanden'
		),
	],
	[
		'12_monate',
		tr(
			'Within 12 months',
			'Innerhalb von 12 Monaten',
			'D’ici 12 mois',
			'Entro 12 mesi',
			'En un plazo de 12 meses',
			'Binnen 12 maanden'
		),
	],
];
