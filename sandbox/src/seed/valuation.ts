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
 *   features page has no sub-step 1 (no year of construction, no condition).
 * - `unavailable`: the settings call answers 500.
 */
import { LANGS, tr, type Lang, type Localized, type Schemas } from '../types';
import { LABELS } from './labels';
import {
	CONDITION,
	EQUIPMENT,
	EXTRAS,
	HORIZONS,
	KINDS,
	REASONS,
	TYPES,
} from './valuation-texts';

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

/** What a configuration leaves out or breaks on purpose. */
interface Variant {
	/** Heating dropdown source by property type; `null` leaves the source out. */
	heatingSource: ( objekttyp: string ) => string | null;
	extrasVisible: boolean;
	withSubStep1: boolean;
}

const VARIANTS: Record<
	Exclude< ValuationConfigName, 'unavailable' >,
	Variant
> = {
	default: {
		heatingSource: () => 'estate.befeuerung',
		extrasVisible: true,
		withSubStep1: true,
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
				tooltip: L(
					tr(
						'Count living rooms and bedrooms; a half room counts 0.5. Kitchen and bathrooms do not count.',
						'Zählen Sie Wohn- und Schlafräume; ein halbes Zimmer zählt 0,5. Küche und Bäder zählen nicht.',
						'Comptez le séjour et les chambres\u00a0; une demi-pièce compte pour 0,5. La cuisine et les salles de bains ne comptent pas.',
						'Conti soggiorno e camere da letto; un mezzo locale conta 0,5. Cucina e bagni non contano.',
						'Cuente el salón y los dormitorios; media habitación cuenta 0,5. La cocina y los baños no cuentan.',
						'Tel woonkamers en slaapkamers; een halve kamer telt als 0,5. Keuken en badkamers tellen niet mee.'
					)
				),
			} ),
			field( 'anzahl_badezimmer', L( LABELS.bathrooms ), 'number_input', {
				validation_rules: [ 'min:0', 'max:20' ],
				icon: 'bath',
				tooltip: L(
					tr(
						'Bathrooms and shower rooms; a guest toilet does not count.',
						'Bäder und Duschbäder; ein Gäste-WC zählt nicht.',
						'Salles de bains et salles d’eau\u00a0; des toilettes séparées ne comptent pas.',
						'Bagni con vasca o doccia; un bagno di servizio non conta.',
						'Baños y aseos con ducha; un aseo de cortesía no cuenta.',
						'Badkamers en doucheruimtes; een apart toilet telt niet mee.'
					)
				),
				// An apartment building has many bathrooms: the broker does not ask for them.
				is_selected: typ !== 'mehrfamilienhaus',
			} ),
			field( 'befeuerung', L( LABELS.heatingSource ), 'dropdown_select', {
				...( source ? { source } : {} ),
				tooltip: L(
					tr(
						'Select every energy source your heating uses.',
						'Wählen Sie alle Energieträger Ihrer Heizung.',
						'Sélectionnez toutes les énergies qu’utilise votre chauffage.',
						'Selezioni tutte le fonti di energia usate dal suo riscaldamento.',
						'Seleccione todas las fuentes de energía que usa su calefacción.',
						'Selecteer elke energiebron die uw verwarming gebruikt.'
					)
				),
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
						tooltip: L(
							tr(
								'Choose the kind of property you own.',
								'Wählen Sie die Art Ihrer Immobilie.',
								'Choisissez la nature de votre bien.',
								'Scelga la categoria del suo immobile.',
								'Elija la clase de inmueble que tiene.',
								'Kies het soort pand dat u bezit.'
							)
						),
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
						tooltip: L(
							tr(
								'Pick the type that describes your property best.',
								'Wählen Sie den Typ, der Ihre Immobilie am besten beschreibt.',
								'Choisissez le type qui décrit le mieux votre bien.',
								'Scelga la tipologia che descrive meglio il suo immobile.',
								'Elija el tipo que mejor describe su inmueble.',
								'Kies het type dat uw pand het best beschrijft.'
							)
						),
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
						L(
							tr(
								'Postal code',
								'Postleitzahl',
								'Code postal',
								'CAP',
								'Código postal',
								'Postcode'
							)
						),
						'text_input',
						{
							validation_rules: [ 'required' ],
							tooltip: L(
								tr(
									'We fill in the state and the country for you.',
									'Bundesland und Land ergänzen wir für Sie.',
									'Nous complétons la région et le pays pour vous.',
									'Completiamo noi la regione e il paese.',
									'Completamos la región y el país por usted.',
									'Wij vullen de provincie en het land voor u in.'
								)
							),
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
					field(
						'bundesland',
						L(
							tr(
								'State',
								'Bundesland',
								'Région',
								'Regione',
								'Región',
								'Provincie'
							)
						),
						'text_input'
					),
					field( 'land', L( LABELS.country ), 'single_select', {
						validation_rules: [ 'required' ],
						tooltip: L(
							tr(
								'The country where the property is.',
								'Das Land, in dem die Immobilie liegt.',
								'Le pays où se trouve le bien.',
								'Il paese in cui si trova l’immobile.',
								'El país donde se encuentra el inmueble.',
								'Het land waar het pand ligt.'
							)
						),
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
							tooltip: L(
								tr(
									'Select everything your property has.',
									'Wählen Sie alles, was Ihre Immobilie bietet.',
									'Sélectionnez tout ce dont votre bien dispose.',
									'Selezioni tutto ciò di cui dispone il suo immobile.',
									'Seleccione todo lo que tiene su inmueble.',
									'Selecteer alles wat uw pand heeft.'
								)
							),
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
							tr(
								'How well is the property fitted out: floors, kitchen, bathrooms, windows?',
								'Wie hochwertig ist die Immobilie ausgestattet: Böden, Küche, Bäder, Fenster?',
								'Quel est le niveau d’équipement du bien\u00a0: sols, cuisine, salles de bains, fenêtres\u00a0?',
								'Com’è la qualità delle finiture: pavimenti, cucina, bagni, finestre?',
								'¿Qué calidad tienen los acabados: suelos, cocina, baños, ventanas?',
								'Hoe goed is het pand afgewerkt: vloeren, keuken, badkamers, ramen?'
							),
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
										L(
											tr(
												'Year of Construction',
												'Baujahr',
												'Année de construction',
												'Anno di costruzione',
												'Año de construcción',
												'Bouwjaar'
											)
										),
										'select',
										{
											validation_rules: [ 'required' ],
											tooltip: L(
												tr(
													'The year the building was finished. An estimate is fine.',
													'Das Jahr der Fertigstellung. Eine Schätzung genügt.',
													'L’année d’achèvement du bâtiment. Une estimation suffit.',
													'L’anno di completamento dell’edificio. Basta una stima.',
													'El año en que se terminó el edificio. Basta con una estimación.',
													'Het jaar waarin het gebouw klaar was. Een schatting is genoeg.'
												)
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
										'zustands_qualitaet',
										LABELS.condition,
										tr(
											'The condition today, not when it was built.',
											'Der heutige Zustand, nicht der beim Bau.',
											'L’état actuel, pas celui à la construction.',
											'Lo stato attuale, non quello al momento della costruzione.',
											'El estado actual, no el de cuando se construyó.',
											'De staat van nu, niet die bij de bouw.'
										),
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
						L(
							tr(
								'Reason for your evaluation',
								'Grund der Bewertung',
								'Motif de votre estimation',
								'Motivo della valutazione',
								'Motivo de su valoración',
								'Reden van uw waardebepaling'
							)
						),
						'single_select',
						{
							validation_rules: [ 'required' ],
							tooltip: L(
								tr(
									'Your reason helps us prepare the right valuation for you.',
									'Ihr Anlass hilft uns, die passende Bewertung für Sie vorzubereiten.',
									'Votre motif nous aide à préparer l’estimation qui vous convient.',
									'Il motivo ci aiuta a preparare la valutazione più adatta a lei.',
									'Su motivo nos ayuda a preparar la valoración adecuada para usted.',
									'Uw reden helpt ons de juiste waardebepaling voor u voor te bereiden.'
								)
							),
							options: REASONS.map( ( [ value, icon, label ] ) =>
								option( value, L( label ), { icon } )
							),
						}
					),
				] ),
				category( 'zeitlicher_horizont', [
					field(
						'zeitlicher_horizont',
						L(
							tr(
								'Timeframe',
								'Zeitrahmen',
								'Délai',
								'Tempistica',
								'Plazo',
								'Termijn'
							)
						),
						'single_select',
						{
							validation_rules: [ 'required' ],
							tooltip: L(
								tr(
									'When would you like to sell or buy?',
									'Wann möchten Sie verkaufen oder kaufen?',
									'Quand souhaitez-vous vendre ou acheter\u00a0?',
									'Quando desidera vendere o acquistare?',
									'¿Cuándo desea vender o comprar?',
									'Wanneer wilt u verkopen of kopen?'
								)
							),
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
