/**
 * The broker's valuation wizard configuration: seven sections using every field kind the wizard knows
 * (select, star_rating, dropdown_select, number_input, single_select, text_input), with labels and tooltips
 * for visitors in every language of the sandbox. Only fields the submission payload can carry are configured.
 *
 * Named alternatives, chosen with `POST /__sandbox/settings {"valuation": name}` (see `valuationConfig`):
 * - `default`: the configuration below.
 * - `edge_cases`: the paths a visitor rarely meets. The heating dropdown of a detached house has no option
 *   source, the one of an apartment (`etagenwohnung`) names a source the fields call does not know; the
 *   extras category is invisible (and marked required, so a wizard that validated it would be stuck); the
 *   features page has no sub-step 1 (no year of construction, no condition); the reasons end with one
 *   without an icon whose German label is a single word longer than a phone's row
 *   ('Grundstücksverkehrsgenehmigungsverfahren'), which may only break inside.
 * - `unavailable`: the settings call answers 500.
 */
import { LANGS, type Lang, type Localized, type Schemas } from '../types';
import { LABELS } from './labels';
import { TEXTS } from './valuation-fields';
import { CONDITION, EQUIPMENT } from './valuation-ratings';
import { EXTRAS, HORIZONS, KINDS, REASONS, TYPES } from './valuation-texts';

type Field = Schemas[ 'ValuationField' ];
type Category = Schemas[ 'ValuationCategory' ];
type Option = Schemas[ 'ValuationOption' ];
type Section = Schemas[ 'ValuationSection' ];
/** The names of the configurations the sandbox can serve. */
export type ValuationConfigName = Schemas[ 'SandboxValuationConfig' ];

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

/**
 * The `edge_cases` reason's value and label: no icon, and a German label that is one word too long
 * for a phone's row.
 * @param lang The visitor's language.
 */
const longReason = ( lang: Lang ): [ string, string ] => [
	'genehmigungsverfahren',
	lang === 'de'
		? 'Grundstücksverkehrsgenehmigungsverfahren'
		: 'Approval of a land transaction',
];

/** What a configuration leaves out or breaks on purpose. */
interface Variant {
	/** Heating dropdown source by property type; `null` leaves the source out. */
	heatingSource: ( objekttyp: string ) => string | null;
	extrasVisible: boolean;
	withSubStep1: boolean;
	/** Adds a reason without an icon whose German label is one overlong word. */
	longReason: boolean;
}

const VARIANTS: Record<
	Exclude< ValuationConfigName, 'unavailable' >,
	Variant
> = {
	default: {
		heatingSource: () => 'estate.befeuerung',
		extrasVisible: true,
		withSubStep1: true,
		longReason: false,
	},
	edge_cases: {
		heatingSource: ( typ ) => {
			if ( typ === 'einfamilienhaus' ) {
				return null;
			}
			return typ === 'etagenwohnung'
				? 'estate.heizung_unbekannt'
				: 'estate.befeuerung';
		},
		extrasVisible: false,
		withSubStep1: false,
		longReason: true,
	},
};

/**
 * The wizard configuration in one language; `onlySelected` drops fields the broker did not select.
 * @param lang         The visitor's language.
 * @param onlySelected Whether to leave out unselected fields (and categories left empty).
 * @param name         The configuration (not `unavailable`: that one has no content).
 */
export function valuationSettings(
	lang: Lang,
	onlySelected: boolean,
	name: Exclude< ValuationConfigName, 'unavailable' > = 'default'
): Schemas[ 'ValuationSettingsResponse' ] {
	const variant = VARIANTS[ name ];
	const L = ( text: Localized ) => text[ lang ];
	const stars = (
		key: string,
		label: Localized,
		tip: Localized,
		list: Array< [ Localized, Localized ] >
	) =>
		field( key, L( label ), 'star_rating', {
			validation_rules: [ 'required' ],
			tooltip: L( tip ),
			options: list.map( ( [ text, hint ], i ) =>
				option( String( i + 1 ), L( text ), {
					stars: i + 1,
					tooltip: L( hint ),
				} )
			),
		} );

	const details = ( typ: string ): Field[] => {
		const source = variant.heatingSource( typ );
		return [
			field( 'anzahl_zimmer', L( LABELS.rooms ), 'number_input', {
				validation_rules: [
					'required',
					'min:1',
					'max:200',
					'step:0.5',
				],
				icon: 'rooms',
				tooltip: L( TEXTS.roomsTip ),
			} ),
			field( 'anzahl_badezimmer', L( LABELS.bathrooms ), 'number_input', {
				validation_rules: [ 'min:0', 'max:20' ],
				icon: 'bath',
				tooltip: L( TEXTS.bathroomsTip ),
				// An apartment building has many bathrooms: the broker does not ask for them.
				is_selected: typ !== 'mehrfamilienhaus',
			} ),
			field( 'befeuerung', L( LABELS.heatingSource ), 'dropdown_select', {
				...( source ? { source } : {} ),
				tooltip: L( TEXTS.heatingTip ),
			} ),
		];
	};

	const sections: Section[] = [
		{
			index: 0,
			name: 'category',
			categories: [
				category( 'objektart', [
					field( 'objektart', L( LABELS.propertyKind ), 'select', {
						validation_rules: [ 'required' ],
						tooltip: L( TEXTS.kindTip ),
						options: KINDS.map( ( k ) =>
							option( k.value, L( k.label ), {
								icon: k.icon,
								tooltip: L( k.tip ),
							} )
						),
					} ),
				] ),
			],
		},
		{
			index: 1,
			name: 'type',
			categories: Object.entries( TYPES ).map( ( [ art, list ] ) =>
				category( `objektart_${ art }`, [
					field( 'objekttyp', L( LABELS.propertyType ), 'select', {
						validation_rules: [ 'required' ],
						tooltip: L( TEXTS.typeTip ),
						options: list.map( ( [ value, label ] ) =>
							option( value, L( label ), { icon: art } )
						),
					} ),
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
						L( TEXTS.postalCode ),
						'text_input',
						{
							validation_rules: [ 'required' ],
							tooltip: L( TEXTS.postalCodeTip ),
						}
					),
					field( 'ort', L( LABELS.city ), 'text_input', {
						validation_rules: [ 'required' ],
					} ),
					field( 'strasse', L( LABELS.street ), 'text_input' ),
					field(
						'hausnummer',
						L( LABELS.houseNumber ),
						'text_input'
					),
					field( 'bundesland', L( TEXTS.state ), 'text_input' ),
					field( 'land', L( LABELS.country ), 'single_select', {
						validation_rules: [ 'required' ],
						tooltip: L( TEXTS.countryTip ),
					} ),
				] ),
			],
		},
		{
			index: 3,
			name: 'details',
			categories: [
				// A plot has no rooms or heating: its details step shows the extras only.
				...[ ...( TYPES.haus ?? [] ), ...( TYPES.wohnung ?? [] ) ].map(
					( [ typ ] ) =>
						category( `objekttyp_${ typ }`, details( typ ), {
							type: 'multi',
						} )
				),
				category(
					'extras',
					[
						field( 'extras', L( LABELS.extras ), 'select', {
							tooltip: L( TEXTS.extrasTip ),
							options: EXTRAS.map( ( [ value, icon, label ] ) =>
								option( value, L( label ), { icon } )
							),
						} ),
					],
					{
						is_required: ! variant.extrasVisible,
						is_visible: variant.extrasVisible,
						type: 'multi',
						label: L( LABELS.extras ),
					}
				),
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
							'ausstattungs_qualitaet',
							LABELS.equipmentQuality,
							TEXTS.equipmentTip,
							EQUIPMENT
						),
					],
					{ subPageIndex: 0 }
				),
				...( variant.withSubStep1
					? [
							category(
								'baujahr',
								[
									field(
										'baujahr',
										L( TEXTS.yearBuilt ),
										'select',
										{
											validation_rules: [ 'required' ],
											tooltip: L( TEXTS.yearBuiltTip ),
										}
									),
								],
								{ subPageIndex: 1 }
							),
							category(
								'zustands_qualitaet',
								[
									stars(
										'zustands_qualitaet',
										LABELS.condition,
										TEXTS.conditionTip,
										CONDITION
									),
								],
								{ subPageIndex: 1 }
							),
						]
					: [] ),
			],
		},
		{
			index: 5,
			name: 'valuation',
			categories: [
				category( 'grund_bewertung', [
					field(
						'grund_bewertung',
						L( TEXTS.reason ),
						'single_select',
						{
							validation_rules: [ 'required' ],
							tooltip: L( TEXTS.reasonTip ),
							options: [
								...REASONS.map( ( [ value, icon, label ] ) =>
									option( value, L( label ), { icon } )
								),
								...( variant.longReason
									? [ option( ...longReason( lang ) ) ]
									: [] ),
							],
						}
					),
				] ),
				category( 'zeitlicher_horizont', [
					field(
						'zeitlicher_horizont',
						L( TEXTS.timeframe ),
						'single_select',
						{
							validation_rules: [ 'required' ],
							tooltip: L( TEXTS.timeframeTip ),
							options: [
								'verkaufsabsicht',
								'kaufabsicht',
							].flatMap( ( group ) =>
								HORIZONS.map( ( [ suffix, label ] ) =>
									option(
										`${ group }_${ suffix }`,
										L( label ),
										{ group }
									)
								)
							),
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

/**
 * The label the wizard shows for an option value, in every language (the default configuration).
 * @param fieldKey The field (`objektart`, `objekttyp`, `extras`, `grund_bewertung`, …).
 * @param value    The option value.
 */
export function optionLabel(
	fieldKey: string,
	value: string
): Localized | null {
	const find = ( lang: Lang ) =>
		valuationSettings( lang, false )
			.available_fields.sections.flatMap( ( s ) => s.categories )
			.flatMap( ( c ) => c.fields )
			.filter( ( f ) => f.key === fieldKey )
			.flatMap( ( f ) => f.options )
			.find( ( o ) => o.value === value )?.label;
	const labels = LANGS.map( find );
	return labels.every( ( label ) => label !== undefined )
		? ( Object.fromEntries(
				LANGS.map( ( lang, index ) => [ lang, labels[ index ] ] )
			) as Localized )
		: null;
}
