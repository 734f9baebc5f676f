/**
 * The estate system's countries (ISO 3166-1 alpha-3 codes) with their names in every language of the
 * sandbox: what the two country calls answer and what the details list and the profile check.
 */
import { tr, type Lang, type Localized } from '../types';

/** ISO 3166-1 alpha-3 code → name per language. */
export const COUNTRIES: Record< string, Localized > = Object.fromEntries( [
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
] satisfies Array< [ string, Localized ] > );

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
