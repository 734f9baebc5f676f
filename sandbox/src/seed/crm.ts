/**
 * Field metadata and country lists of the (simulated) estate system: what `/api/onoffice/fields` and the two
 * country calls answer.
 */
import { same, tr, type Lang, type Localized } from '../types';
import { LABELS } from './labels';
import { KINDS_LABELS } from './valuation-texts';

/** One field of the estate system: a label per language and, when it is a choice, its permitted values. */
export interface CrmField {
	label: Localized;
	/** Code → name per language; absent for free-text fields. */
	permittedvalues?: Record< string, Localized >;
}

/**
 * Code → name per language.
 * @param entries Code and its name in every language.
 */
const values = ( entries: Array< [ string, Localized ] > ) =>
	Object.fromEntries( entries ) as Record< string, Localized >;

/**
 * A salutation as the estate system keeps it: the German word in German and English (the codes are
 * German), the language's own word elsewhere.
 * @param code The German salutation.
 * @param fr   French.
 * @param it   Italian.
 * @param es   Spanish.
 * @param nl   Dutch.
 */
const salutation = (
	code: string,
	fr: string,
	it: string,
	es: string,
	nl: string
): [ string, Localized ] => [ code, tr( code, code, fr, it, es, nl ) ];

/** Fields by module and name. */
export const CRM_FIELDS: Record<
	'address' | 'estate',
	Record< string, CrmField >
> = {
	address: {
		Anrede: {
			label: tr(
				'Salutation',
				'Anrede',
				'Civilité',
				'Appellativo',
				'Tratamiento',
				'Aanhef'
			),
			permittedvalues: values( [
				salutation( 'Herr', 'Monsieur', 'Signor', 'Señor', 'De heer' ),
				salutation( 'Frau', 'Madame', 'Signora', 'Señora', 'Mevrouw' ),
				salutation( 'Firma', 'Société', 'Società', 'Empresa', 'Firma' ),
				salutation(
					'Familie',
					'Famille',
					'Famiglia',
					'Familia',
					'Familie'
				),
				salutation(
					'Eheleute',
					'Époux',
					'Coniugi',
					'Matrimonio',
					'Echtpaar'
				),
			] ),
		},
		Titel: {
			label: tr( 'Title', 'Titel', 'Titre', 'Titolo', 'Título', 'Titel' ),
			permittedvalues: values(
				[ 'Dr.', 'Prof.', 'Prof. Dr.', 'Dipl.-Ing.' ].map(
					( title ) => [ title, same( title ) ]
				)
			),
		},
		Sprache: {
			label: tr(
				'Language',
				'Sprache',
				'Langue',
				'Lingua',
				'Idioma',
				'Taal'
			),
			permittedvalues: values( [
				[
					'DEU',
					tr(
						'German',
						'Deutsch',
						'Allemand',
						'Tedesco',
						'Alemán',
						'Duits'
					),
				],
				[
					'ENG',
					tr(
						'English',
						'Englisch',
						'Anglais',
						'Inglese',
						'Inglés',
						'Engels'
					),
				],
				[
					'FRA',
					tr(
						'French',
						'Französisch',
						'Français',
						'Francese',
						'Francés',
						'Frans'
					),
				],
				[
					'ITA',
					tr(
						'Italian',
						'Italienisch',
						'Italien',
						'Italiano',
						'Italiano',
						'Italiaans'
					),
				],
				[
					'SPA',
					tr(
						'Spanish',
						'Spanisch',
						'Espagnol',
						'Spagnolo',
						'Español',
						'Spaans'
					),
				],
				[
					'NLD',
					tr(
						'Dutch',
						'Niederländisch',
						'Néerlandais',
						'Olandese',
						'Neerlandés',
						'Nederlands'
					),
				],
				[
					'TUR',
					tr(
						'Turkish',
						'Türkisch',
						'Turc',
						'Turco',
						'Turco',
						'Turks'
					),
				],
			] ),
		},
		Vertragsart: {
			label: tr(
				'Contract type',
				'Vertragsart',
				'Type de contrat',
				'Tipo di contratto',
				'Tipo de contrato',
				'Soort contract'
			),
			permittedvalues: values( [
				[
					'unbefristet',
					tr(
						'Permanent employee',
						'Unbefristet angestellt',
						'Salarié en CDI',
						'Dipendente a tempo indeterminato',
						'Empleado indefinido',
						'Vast dienstverband'
					),
				],
				[
					'befristet',
					tr(
						'Fixed-term employee',
						'Befristet angestellt',
						'Salarié en CDD',
						'Dipendente a tempo determinato',
						'Empleado temporal',
						'Tijdelijk dienstverband'
					),
				],
				[
					'selbststaendig',
					tr(
						'Self-employed',
						'Selbstständig',
						'Indépendant',
						'Lavoratore autonomo',
						'Autónomo',
						'Zelfstandige'
					),
				],
				[
					'beamter',
					tr(
						'Civil servant',
						'Beamter',
						'Fonctionnaire',
						'Dipendente pubblico',
						'Funcionario',
						'Ambtenaar'
					),
				],
				[
					'rentner',
					tr(
						'Retired',
						'Rentner',
						'Retraité',
						'Pensionato',
						'Jubilado',
						'Gepensioneerd'
					),
				],
				[
					'student',
					tr(
						'Student',
						'Student',
						'Étudiant',
						'Studente',
						'Estudiante',
						'Student'
					),
				],
			] ),
		},
		Vorname: {
			label: tr(
				'First name',
				'Vorname',
				'Prénom',
				'Nome',
				'Nombre',
				'Voornaam'
			),
		},
	},
	estate: {
		befeuerung: {
			label: LABELS.heatingSource,
			permittedvalues: values( [
				[ 'gas', tr( 'Gas', 'Gas', 'Gaz', 'Gas', 'Gas', 'Gas' ) ],
				[
					'oel',
					tr( 'Oil', 'Öl', 'Fioul', 'Gasolio', 'Gasóleo', 'Olie' ),
				],
				[
					'strom',
					tr(
						'Electricity',
						'Strom',
						'Électricité',
						'Elettricità',
						'Electricidad',
						'Elektriciteit'
					),
				],
				[
					'fern',
					tr(
						'District heating',
						'Fernwärme',
						'Chauffage urbain',
						'Teleriscaldamento',
						'Calefacción urbana',
						'Stadsverwarming'
					),
				],
				[
					'holz',
					tr( 'Wood', 'Holz', 'Bois', 'Legna', 'Leña', 'Hout' ),
				],
				[
					'pellet',
					tr(
						'Pellets',
						'Pellets',
						'Granulés',
						'Pellet',
						'Pellets',
						'Pellets'
					),
				],
				[
					'solar',
					tr(
						'Solar',
						'Solar',
						'Solaire',
						'Solare',
						'Solar',
						'Zonne-energie'
					),
				],
				[
					'erdwaerme',
					tr(
						'Geothermal',
						'Erdwärme',
						'Géothermie',
						'Geotermia',
						'Geotermia',
						'Aardwarmte'
					),
				],
				[
					'luftwp',
					tr(
						'Air heat pump',
						'Luft-Wärmepumpe',
						'Pompe à chaleur air',
						'Pompa di calore ad aria',
						'Bomba de calor aerotérmica',
						'Luchtwarmtepomp'
					),
				],
				[
					'kohle',
					tr(
						'Coal',
						'Kohle',
						'Charbon',
						'Carbone',
						'Carbón',
						'Steenkool'
					),
				],
			] ),
		},
		heizungsart: {
			label: LABELS.heatingType,
			permittedvalues: values( [
				[
					'ofen',
					tr(
						'Stove',
						'Ofenheizung',
						'Poêle',
						'Stufa',
						'Estufa',
						'Kachel'
					),
				],
				[
					'etage',
					tr(
						'Floor heating unit',
						'Etagenheizung',
						'Chauffage individuel d’étage',
						'Riscaldamento autonomo',
						'Calefacción individual',
						'Etageverwarming'
					),
				],
				[
					'zentral',
					tr(
						'Central heating',
						'Zentralheizung',
						'Chauffage central',
						'Riscaldamento centralizzato',
						'Calefacción central',
						'Centrale verwarming'
					),
				],
				[
					'fussboden',
					tr(
						'Underfloor heating',
						'Fußbodenheizung',
						'Chauffage au sol',
						'Riscaldamento a pavimento',
						'Suelo radiante',
						'Vloerverwarming'
					),
				],
			] ),
		},
		objektart: {
			label: LABELS.propertyKind,
			permittedvalues: values( [
				[ 'haus', KINDS_LABELS.haus ],
				[ 'wohnung', KINDS_LABELS.wohnung ],
				[ 'grundstueck', KINDS_LABELS.grundstueck ],
			] ),
		},
		vermarktungsart: {
			label: LABELS.marketingType,
			permittedvalues: values( [
				[
					'kauf',
					tr( 'Sale', 'Kauf', 'Vente', 'Vendita', 'Venta', 'Koop' ),
				],
				[
					'miete',
					tr(
						'Rent',
						'Miete',
						'Location',
						'Affitto',
						'Alquiler',
						'Huur'
					),
				],
			] ),
		},
		objekttitel: {
			label: LABELS.title,
		},
	},
};

/** ISO 3166-1 alpha-3 code → name per language. */
export const COUNTRIES: Record< string, Localized > = values( [
	[
		'DEU',
		tr(
			'Germany',
			'Deutschland',
			'Allemagne',
			'Germania',
			'Alemania',
			'Duitsland'
		),
	],
	[
		'AUT',
		tr(
			'Austria',
			'Österreich',
			'Autriche',
			'Austria',
			'Austria',
			'Oostenrijk'
		),
	],
	[
		'CHE',
		tr(
			'Switzerland',
			'Schweiz',
			'Suisse',
			'Svizzera',
			'Suiza',
			'Zwitserland'
		),
	],
	[
		'LIE',
		tr(
			'Liechtenstein',
			'Liechtenstein',
			'Liechtenstein',
			'Liechtenstein',
			'Liechtenstein',
			'Liechtenstein'
		),
	],
	[
		'LUX',
		tr(
			'Luxembourg',
			'Luxemburg',
			'Luxembourg',
			'Lussemburgo',
			'Luxemburgo',
			'Luxemburg'
		),
	],
	[
		'NLD',
		tr(
			'Netherlands',
			'Niederlande',
			'Pays-Bas',
			'Paesi Bassi',
			'Países Bajos',
			'Nederland'
		),
	],
	[
		'BEL',
		tr( 'Belgium', 'Belgien', 'Belgique', 'Belgio', 'Bélgica', 'België' ),
	],
	[
		'FRA',
		tr(
			'France',
			'Frankreich',
			'France',
			'Francia',
			'Francia',
			'Frankrijk'
		),
	],
	[ 'ITA', tr( 'Italy', 'Italien', 'Italie', 'Italia', 'Italia', 'Italië' ) ],
	[
		'ESP',
		tr( 'Spain', 'Spanien', 'Espagne', 'Spagna', 'España', 'Spanje' ),
	],
	[
		'PRT',
		tr(
			'Portugal',
			'Portugal',
			'Portugal',
			'Portogallo',
			'Portugal',
			'Portugal'
		),
	],
	[
		'POL',
		tr( 'Poland', 'Polen', 'Pologne', 'Polonia', 'Polonia', 'Polen' ),
	],
	[
		'CZE',
		tr(
			'Czechia',
			'Tschechien',
			'Tchéquie',
			'Cechia',
			'Chequia',
			'Tsjechië'
		),
	],
	[
		'DNK',
		tr(
			'Denmark',
			'Dänemark',
			'Danemark',
			'Danimarca',
			'Dinamarca',
			'Denemarken'
		),
	],
	[
		'SWE',
		tr( 'Sweden', 'Schweden', 'Suède', 'Svezia', 'Suecia', 'Zweden' ),
	],
	[
		'NOR',
		tr(
			'Norway',
			'Norwegen',
			'Norvège',
			'Norvegia',
			'Noruega',
			'Noorwegen'
		),
	],
	[
		'GBR',
		tr(
			'United Kingdom',
			'Vereinigtes Königreich',
			'Royaume-Uni',
			'Regno Unito',
			'Reino Unido',
			'Verenigd Koninkrijk'
		),
	],
	[
		'IRL',
		tr( 'Ireland', 'Irland', 'Irlande', 'Irlanda', 'Irlanda', 'Ierland' ),
	],
	[
		'USA',
		tr(
			'United States',
			'Vereinigte Staaten',
			'États-Unis',
			'Stati Uniti',
			'Estados Unidos',
			'Verenigde Staten'
		),
	],
	[
		'TUR',
		tr( 'Türkiye', 'Türkei', 'Turquie', 'Turchia', 'Turquía', 'Turkije' ),
	],
	[
		'GRC',
		tr(
			'Greece',
			'Griechenland',
			'Grèce',
			'Grecia',
			'Grecia',
			'Griekenland'
		),
	],
	[
		'HRV',
		tr( 'Croatia', 'Kroatien', 'Croatie', 'Croazia', 'Croacia', 'Kroatië' ),
	],
] );

/** The profile language (`Sprache`) of each answer language. */
export const PROFILE_LANGUAGES: Record< Lang, string > = {
	en: 'ENG',
	de: 'DEU',
	fr: 'FRA',
	it: 'ITA',
	es: 'SPA',
	nl: 'NLD',
};

/**
 * The estate system's countries in one language.
 * @param lang
 */
export function countryNames( lang: Lang ): Record< string, string > {
	return Object.fromEntries(
		Object.entries( COUNTRIES ).map( ( [ code, name ] ) => [
			code,
			name[ lang ],
		] )
	);
}

/**
 * Whether a code is a known country.
 * @param code
 */
export function isCountry( code: string ): boolean {
	return Object.prototype.hasOwnProperty.call( COUNTRIES, code );
}

/**
 * The permitted codes of a field (empty when the field is free text).
 * @param module
 * @param field
 */
export function permittedCodes(
	module: 'address' | 'estate',
	field: string
): string[] {
	return Object.keys( CRM_FIELDS[ module ][ field ]?.permittedvalues ?? {} );
}
