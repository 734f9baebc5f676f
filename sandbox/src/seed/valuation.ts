/**
 * The broker's valuation wizard configuration: seven sections using every field kind the wizard knows
 * (select, star_rating, dropdown_select, number_input, single_select, text_input).
 */
import type { Lang, Schemas } from '../types';

type Field = Schemas[ 'ValuationField' ];
type Category = Schemas[ 'ValuationCategory' ];
type Option = Schemas[ 'ValuationOption' ];

const t = ( lang: Lang, en: string, de: string ) => ( lang === 'de' ? de : en );

const option = (
	value: string,
	label: string,
	extra: Partial< Option > = {}
): Option => ( {
	value,
	label,
	stars: null,
	icon: null,
	tooltip: null,
	group: null,
	...extra,
} );

// Number inputs default to 0 and dropdown selects to an empty list; the rest to ''.
const DEFAULT_VALUES: Partial<
	Record< Field[ 'field_type' ], Field[ 'value' ] >
> = {
	number_input: 0,
	dropdown_select: [],
};

const field = (
	key: string,
	name: string,
	fieldType: Field[ 'field_type' ],
	extra: Partial< Field > = {}
): Field => ( {
	key,
	name,
	icon: null,
	tooltip: null,
	field_type: fieldType,
	value: DEFAULT_VALUES[ fieldType ] ?? '',
	options: [],
	validation_rules: [],
	is_selected: true,
	...extra,
} );

const category = (
	value: string,
	fields: Field[],
	extra: Partial< Category > = {}
): Category => ( {
	value,
	is_required: true,
	is_visible: true,
	type: 'single',
	fields,
	subPageIndex: null,
	...extra,
} );

const stars = (
	lang: Lang,
	key: string,
	name: string,
	labels: Array< [ string, string ] >
) =>
	field( key, name, 'star_rating', {
		validation_rules: [ 'required' ],
		options: labels.map( ( [ en, de ], i ) =>
			option( String( i + 1 ), t( lang, en, de ), { stars: i + 1 } )
		),
	} );

/**
 * The wizard configuration in one language; `onlySelected` drops fields the broker did not select.
 * @param lang
 * @param onlySelected
 */
export function valuationSettings(
	lang: Lang,
	onlySelected: boolean
): Schemas[ 'ValuationSettingsResponse' ] {
	const L = ( en: string, de: string ) => t( lang, en, de );
	const types: Record< string, Array< [ string, string, string ] > > = {
		haus: [
			[ 'einfamilienhaus', 'Detached house', 'Einfamilienhaus' ],
			[ 'doppelhaushaelfte', 'Semi-detached house', 'Doppelhaushälfte' ],
			[ 'reihenhaus', 'Terraced house', 'Reihenhaus' ],
			[ 'mehrfamilienhaus', 'Apartment building', 'Mehrfamilienhaus' ],
		],
		wohnung: [
			[ 'etagenwohnung', 'Apartment', 'Etagenwohnung' ],
			[ 'penthouse', 'Penthouse', 'Penthouse' ],
			[ 'maisonette', 'Maisonette', 'Maisonette' ],
		],
		grundstueck: [
			[ 'wohnen', 'Residential plot', 'Wohngrundstück' ],
			[ 'gewerbe', 'Commercial plot', 'Gewerbegrundstück' ],
		],
	};
	const numbers = ( withPlot: boolean, withRooms: boolean ): Field[] => [
		field(
			'wohnflaeche',
			L( 'Living area (m²)', 'Wohnfläche (m²)' ),
			'number_input',
			{
				validation_rules: withRooms
					? [ 'required', 'min:10', 'max:200' ]
					: [ 'max:200' ],
				is_selected: withRooms,
			}
		),
		...( withPlot
			? [
					field(
						'grundstuecksflaeche',
						L( 'Plot size (m²)', 'Grundstücksfläche (m²)' ),
						'number_input',
						{
							validation_rules: [
								'required',
								'min:50',
								'max:200',
							],
						}
					),
				]
			: [] ),
		...( withRooms
			? [
					field(
						'anzahl_zimmer',
						L( 'Number of rooms', 'Anzahl Zimmer' ),
						'number_input',
						{
							validation_rules: [
								'required',
								'min:1',
								'max:200',
								'step:0.5',
							],
							icon: 'rooms',
						}
					),
					field(
						'anzahl_badezimmer',
						L( 'Number of bathrooms', 'Anzahl Badezimmer' ),
						'number_input',
						{
							validation_rules: [ 'min:0', 'max:20' ],
							icon: 'bath',
						}
					),
					field(
						'befeuerung',
						L( 'Heating source', 'Befeuerung' ),
						'dropdown_select',
						{
							source: 'estate.befeuerung',
							tooltip: L(
								'Select all that apply.',
								'Mehrfachauswahl möglich.'
							),
						}
					),
				]
			: [] ),
	];
	const extras = category(
		'extras',
		[
			field( 'extras', L( 'Extras', 'Ausstattung' ), 'select', {
				options: [
					option( 'balkon', L( 'Balcony', 'Balkon' ), {
						icon: 'balcony',
					} ),
					option( 'garten', L( 'Garden', 'Garten' ), {
						icon: 'garden',
					} ),
					option( 'garage', L( 'Garage', 'Garage' ), {
						icon: 'garage',
					} ),
					option( 'keller', L( 'Cellar', 'Keller' ), {
						icon: 'cellar',
					} ),
					option( 'aufzug', L( 'Lift', 'Aufzug' ), { icon: 'lift' } ),
					option(
						'einbaukueche',
						L( 'Fitted kitchen', 'Einbauküche' ),
						{ icon: 'kitchen' }
					),
				],
			} ),
		],
		{
			is_required: false,
			type: 'multi',
			label: L( 'Extras', 'Ausstattung' ),
		}
	);

	const sections: Schemas[ 'ValuationSection' ][] = [
		{
			index: 0,
			name: 'category',
			categories: [
				category( 'objektart', [
					field(
						'objektart',
						L( 'Property kind', 'Objektart' ),
						'select',
						{
							validation_rules: [ 'required' ],
							options: [
								option( 'haus', L( 'House', 'Haus' ), {
									icon: 'house',
								} ),
								option(
									'wohnung',
									L( 'Apartment', 'Wohnung' ),
									{ icon: 'apartment' }
								),
								option(
									'grundstueck',
									L( 'Plot', 'Grundstück' ),
									{ icon: 'plot' }
								),
							],
						}
					),
				] ),
			],
		},
		{
			index: 1,
			name: 'type',
			categories: Object.entries( types ).map( ( [ art, list ] ) =>
				category( `objektart_${ art }`, [
					field(
						'objekttyp',
						L( 'Property type', 'Objekttyp' ),
						'select',
						{
							validation_rules: [ 'required' ],
							options: list.map( ( [ value, en, de ] ) =>
								option( value, L( en, de ), { icon: art } )
							),
						}
					),
				] )
			),
		},
		{
			index: 2,
			name: 'location',
			categories: [
				category( 'location', [
					field(
						'postleitzahl',
						L( 'Postal code', 'Postleitzahl' ),
						'text_input',
						{
							validation_rules: [ 'required' ],
						}
					),
					field( 'ort', L( 'City', 'Ort' ), 'text_input', {
						validation_rules: [ 'required' ],
					} ),
					field( 'strasse', L( 'Street', 'Straße' ), 'text_input' ),
					field(
						'hausnummer',
						L( 'House number', 'Hausnummer' ),
						'text_input'
					),
					field(
						'bundesland',
						L( 'State', 'Bundesland' ),
						'text_input'
					),
					field( 'land', L( 'Country', 'Land' ), 'single_select', {
						validation_rules: [ 'required' ],
						tooltip: L(
							'Options come from /api/onoffice/estate/countries.',
							'Optionen aus /api/onoffice/estate/countries.'
						),
					} ),
				] ),
			],
		},
		{
			index: 3,
			name: 'details',
			categories: [
				...Object.entries( types ).flatMap( ( [ art, list ] ) =>
					list.map( ( [ value ] ) =>
						category(
							`objekttyp_${ value }`,
							numbers( art !== 'wohnung', art !== 'grundstueck' ),
							{
								type: 'multi',
							}
						)
					)
				),
				extras,
			],
		},
		{
			index: 4,
			name: 'features_condition',
			categories: [
				category(
					'ausstattungs_qualitaet',
					[
						stars(
							lang,
							'ausstattungs_qualitaet',
							L( 'Equipment quality', 'Ausstattungsqualität' ),
							[
								[ 'Simple', 'Einfach' ],
								[ 'Normal', 'Normal' ],
								[ 'Upscale', 'Gehoben' ],
								[ 'High-end', 'Hochwertig' ],
								[ 'Luxury', 'Luxus' ],
							]
						),
					],
					{ subPageIndex: 0 }
				),
				category(
					'baujahr',
					[
						field(
							'baujahr',
							L( 'Year of Construction', 'Baujahr' ),
							'select',
							{
								validation_rules: [ 'required' ],
								tooltip: L(
									'The wizard lists 300 years counting down from this year.',
									'Der Assistent zeigt 300 Jahre ab dem aktuellen Jahr.'
								),
							}
						),
					],
					{ subPageIndex: 1 }
				),
				category(
					'zustands_qualitaet',
					[
						stars(
							lang,
							'zustands_qualitaet',
							L( 'Condition', 'Zustand' ),
							[
								[ 'Needs renovation', 'Renovierungsbedürftig' ],
								[ 'Worn', 'Abgewohnt' ],
								[ 'Well kept', 'Gepflegt' ],
								[ 'Renovated', 'Renoviert' ],
								[ 'As new', 'Neuwertig' ],
							]
						),
					],
					{ subPageIndex: 1 }
				),
				category(
					'heizungsart',
					[
						field(
							'heizungsart',
							L( 'Heating type', 'Heizungsart' ),
							'dropdown_select',
							{
								source: 'estate.heizungsart',
								is_selected: false,
							}
						),
					],
					{ is_required: false, is_visible: false, subPageIndex: 1 }
				),
			],
		},
		{
			index: 5,
			name: 'valuation',
			categories: [
				category( 'grund_bewertung', [
					field(
						'grund_bewertung',
						L(
							'Reason for your evaluation',
							'Grund der Bewertung'
						),
						'single_select',
						{
							validation_rules: [ 'required' ],
							options: [
								option(
									'verkaufsabsicht',
									L( 'I want to sell', 'Verkaufsabsicht' ),
									{ icon: 'sale' }
								),
								option(
									'kaufabsicht',
									L( 'I want to buy', 'Kaufabsicht' ),
									{ icon: 'purchase' }
								),
								option(
									'erbschaft',
									L( 'Inheritance', 'Erbschaft' ),
									{ icon: 'inheritance' }
								),
								option(
									'scheidung',
									L( 'Divorce', 'Scheidung' ),
									{ icon: 'divorce' }
								),
								option(
									'interesse',
									L( 'Just curious', 'Interesse' ),
									{ icon: 'curious' }
								),
							],
						}
					),
				] ),
				category( 'zeitlicher_horizont', [
					field(
						'zeitlicher_horizont',
						L( 'Timeframe', 'Zeitrahmen' ),
						'single_select',
						{
							validation_rules: [ 'required' ],
							options: [
								'verkaufsabsicht',
								'kaufabsicht',
							].flatMap( ( group ) => [
								option(
									`${ group }_sofort`,
									L( 'Immediately', 'Sofort' ),
									{ group }
								),
								option(
									`${ group }_3_monate`,
									L(
										'Within 3 months',
										'Innerhalb von 3 Monaten'
									),
									{
										group,
									}
								),
								option(
									`${ group }_12_monate`,
									L(
										'Within 12 months',
										'Innerhalb von 12 Monaten'
									),
									{
										group,
									}
								),
							] ),
						}
					),
				] ),
			],
		},
		{ index: 6, name: 'finish', categories: [] },
	];

	if ( onlySelected ) {
		for ( const section of sections ) {
			for ( const cat of section.categories ) {
				cat.fields = cat.fields.filter( ( f ) => f.is_selected );
			}
			section.categories = section.categories.filter(
				( c ) => c.fields.length > 0
			);
		}
	}
	return { available_fields: { sections } };
}
