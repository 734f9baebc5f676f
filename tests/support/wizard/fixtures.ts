/**
 * The valuation wizard's configuration as the sandbox seeds it (English, only selected fields):
 * every field kind, relation-named categories, the features page's two sub-steps, the reason with
 * its grouped timeframes, and one configured field the payload cannot send (`wohnflaeche`).
 */
import type { components } from '../../../src/api/generated/openapi';

type Schemas = components[ 'schemas' ];
type Field = Schemas[ 'ValuationField' ];
type Category = Schemas[ 'ValuationCategory' ];
type Option = Schemas[ 'ValuationOption' ];

/**
 * An option.
 *
 * @param value The code.
 * @param label The name.
 * @param extra Other attributes.
 */
export const wizardOption = (
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

/**
 * A field.
 *
 * @param key       Its key.
 * @param name      Its label.
 * @param fieldType Its kind.
 * @param extra     Other attributes.
 */
export const wizardField = (
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
	value:
		(
			{ number_input: 0, dropdown_select: [] } as Partial<
				Record< Field[ 'field_type' ], Field[ 'value' ] >
			>
		 )[ fieldType ] ?? '',
	options: [],
	validation_rules: [],
	is_selected: true,
	...extra,
} );

/**
 * A category.
 *
 * @param value  Its name.
 * @param fields Its fields.
 * @param extra  Other attributes.
 */
export const wizardCategory = (
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

const stars = ( key: string, name: string, labels: string[] ) =>
	wizardField( key, name, 'star_rating', {
		validation_rules: [ 'required' ],
		options: labels.map( ( label, i ) =>
			wizardOption( String( i + 1 ), label, { stars: i + 1 } )
		),
	} );

const details = ( withRooms: boolean ) =>
	wizardCategory(
		'',
		[
			wizardField( 'wohnflaeche', 'Living area (m²)', 'number_input', {
				validation_rules: [ 'required', 'min:10', 'max:200' ],
			} ),
			...( withRooms
				? [
						wizardField(
							'anzahl_zimmer',
							'Number of rooms',
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
						wizardField(
							'anzahl_badezimmer',
							'Number of bathrooms',
							'number_input',
							{
								validation_rules: [ 'min:0', 'max:20' ],
								icon: 'bath',
							}
						),
						wizardField(
							'befeuerung',
							'Heating source',
							'dropdown_select',
							{
								source: 'estate.befeuerung',
								tooltip: 'Select all that apply.',
							}
						),
					]
				: [] ),
		],
		{ type: 'multi' }
	);

/** The sections of the configuration. */
export function wizardSections(): Schemas[ 'ValuationSection' ][] {
	return [
		{
			index: 0,
			name: 'category',
			categories: [
				wizardCategory( 'objektart', [
					wizardField( 'objektart', 'Property kind', 'select', {
						validation_rules: [ 'required' ],
						options: [
							wizardOption( 'haus', 'House', {
								icon: 'house',
								tooltip: 'Detached, semi-detached or terraced.',
							} ),
							wizardOption( 'wohnung', 'Apartment', {
								icon: 'apartment',
							} ),
							wizardOption( 'grundstueck', 'Plot', {
								icon: 'no-such-icon',
							} ),
						],
					} ),
				] ),
			],
		},
		{
			index: 1,
			name: 'type',
			categories: [
				wizardCategory( 'objektart_haus', [
					wizardField( 'objekttyp', 'Property type', 'select', {
						validation_rules: [ 'required' ],
						options: [
							wizardOption( 'einfamilienhaus', 'Detached house' ),
							wizardOption( 'reihenhaus', 'Terraced house' ),
						],
					} ),
				] ),
				wizardCategory( 'objektart_wohnung', [
					wizardField( 'objekttyp', 'Property type', 'select', {
						validation_rules: [ 'required' ],
						options: [
							wizardOption( 'etagenwohnung', 'Apartment' ),
							wizardOption( 'penthouse', 'Penthouse' ),
						],
					} ),
				] ),
				wizardCategory( 'objektart_grundstueck', [
					wizardField( 'objekttyp', 'Property type', 'select', {
						validation_rules: [ 'required' ],
						options: [
							wizardOption( 'wohnen', 'Residential plot' ),
						],
					} ),
				] ),
			],
		},
		{
			index: 2,
			name: 'location',
			categories: [
				wizardCategory( 'location', [
					wizardField( 'postleitzahl', 'Postal code', 'text_input', {
						validation_rules: [ 'required' ],
					} ),
					wizardField( 'ort', 'City', 'text_input', {
						validation_rules: [ 'required' ],
					} ),
					wizardField( 'strasse', 'Street', 'text_input' ),
					wizardField( 'hausnummer', 'House number', 'text_input' ),
					wizardField( 'bundesland', 'State', 'text_input' ),
					wizardField( 'land', 'Country', 'single_select', {
						validation_rules: [ 'required' ],
					} ),
				] ),
			],
		},
		{
			index: 3,
			name: 'details',
			categories: [
				{ ...details( true ), value: 'objekttyp_einfamilienhaus' },
				{ ...details( true ), value: 'objekttyp_reihenhaus' },
				{ ...details( true ), value: 'objekttyp_etagenwohnung' },
				{ ...details( false ), value: 'objekttyp_wohnen' },
				wizardCategory(
					'extras',
					[
						wizardField( 'extras', 'Extras', 'select', {
							options: [
								wizardOption( 'balkon', 'Balcony', {
									icon: 'balcony',
								} ),
								wizardOption( 'garten', 'Garden', {
									icon: 'garden',
								} ),
								wizardOption( 'garage', 'Garage', {
									icon: 'garage',
								} ),
							],
						} ),
					],
					{ is_required: false, type: 'multi', label: 'Extras' }
				),
			],
		},
		{
			index: 4,
			name: 'features_condition',
			categories: [
				wizardCategory(
					'ausstattungs_qualitaet',
					[
						stars( 'ausstattungs_qualitaet', 'Equipment quality', [
							'Simple',
							'Normal',
							'Upscale',
							'High-end',
							'Luxury',
						] ),
					],
					{ subPageIndex: 0 }
				),
				wizardCategory(
					'baujahr',
					[
						wizardField(
							'baujahr',
							'Year of Construction',
							'select',
							{
								validation_rules: [ 'required' ],
							}
						),
					],
					{ subPageIndex: 1 }
				),
				wizardCategory(
					'zustands_qualitaet',
					[
						stars( 'zustands_qualitaet', 'Condition', [
							'Needs renovation',
							'Worn',
							'Well kept',
							'Renovated',
							'As new',
						] ),
					],
					{ subPageIndex: 1 }
				),
			],
		},
		{
			index: 5,
			name: 'valuation',
			categories: [
				wizardCategory( 'grund_bewertung', [
					wizardField(
						'grund_bewertung',
						'Reason for your evaluation',
						'single_select',
						{
							validation_rules: [ 'required' ],
							options: [
								wizardOption(
									'verkaufsabsicht',
									'I want to sell',
									{
										icon: 'sale',
									}
								),
								wizardOption( 'kaufabsicht', 'I want to buy', {
									icon: 'purchase',
								} ),
								wizardOption( 'erbschaft', 'Inheritance', {
									icon: 'inheritance',
								} ),
							],
						}
					),
				] ),
				wizardCategory( 'zeitlicher_horizont', [
					wizardField(
						'zeitlicher_horizont',
						'Timeframe',
						'single_select',
						{
							validation_rules: [ 'required' ],
							options: [
								'verkaufsabsicht',
								'kaufabsicht',
							].flatMap( ( group ) => [
								wizardOption(
									`${ group }_sofort`,
									group === 'kaufabsicht'
										? 'Buy immediately'
										: 'Sell immediately',
									{ group }
								),
								wizardOption(
									`${ group }_3_monate`,
									group === 'kaufabsicht'
										? 'Buy within 3 months'
										: 'Sell within 3 months',
									{ group }
								),
							] ),
						}
					),
				] ),
			],
		},
		{ index: 6, name: 'finish', categories: [] },
	];
}

/**
 * The settings answer.
 * @param sections
 */
export const wizardSettings = (
	sections: Schemas[ 'ValuationSection' ][] = wizardSections()
): Schemas[ 'ValuationSettingsResponse' ] => ( {
	available_fields: { sections },
} );

/** Heating sources as `GET /api/onoffice/fields?modules[]=estate&fieldList[]=befeuerung` answers. */
export const heatingFields = {
	'estate.befeuerung': {
		label: 'Heating source',
		permittedvalues: { gas: 'Gas', oel: 'Oil', solar: 'Solar' },
	},
};

/** Estate countries (alpha-3 → name). */
export const estateCountries = {
	DEU: 'Germany',
	AUT: 'Austria',
	CHE: 'Switzerland',
};

/** An estate token as store-temporary answers it. */
export const TEST_ESTATE_TOKEN = '0d5f6a3c1b2e4f7a9c8d7e6f5a4b3c2d';

/** Answers of a complete wizard (a detached house in Berlin, inherited): ready for the finish step. */
export const COMPLETE_HOUSE_ANSWERS = {
	objektart: 'haus',
	objekttyp: 'einfamilienhaus',
	postleitzahl: '10115',
	ort: 'Berlin',
	land: 'DEU',
	anzahl_zimmer: 3,
	ausstattungs_qualitaet: '2',
	baujahr: '2001',
	zustands_qualitaet: '5',
	grund_bewertung: 'erbschaft',
};
