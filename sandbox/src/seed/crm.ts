/**
 * Field metadata and country lists of the (simulated) estate system: what `/api/onoffice/fields` and the two
 * country calls answer.
 */
import type { Lang, Localized } from '../types';

/** One field of the estate system: a label per language and, when it is a choice, its permitted values. */
export interface CrmField {
	label: Localized;
	/** Code → name per language; absent for free-text fields. */
	permittedvalues?: Record< string, Localized >;
}

const values = ( entries: Array< [ string, string, string? ] > ) =>
	Object.fromEntries(
		entries.map( ( [ code, de, en ] ) => [ code, { de, en: en ?? de } ] )
	) as Record< string, Localized >;

/** Fields by module and name. */
export const CRM_FIELDS: Record<
	'address' | 'estate',
	Record< string, CrmField >
> = {
	address: {
		Anrede: {
			label: { en: 'Salutation', de: 'Anrede' },
			permittedvalues: values( [
				[ 'Herr', 'Herr' ],
				[ 'Frau', 'Frau' ],
				[ 'Firma', 'Firma' ],
				[ 'Familie', 'Familie' ],
				[ 'Eheleute', 'Eheleute' ],
			] ),
		},
		Titel: {
			label: { en: 'Title', de: 'Titel' },
			permittedvalues: values( [
				[ 'Dr.', 'Dr.' ],
				[ 'Prof.', 'Prof.' ],
				[ 'Prof. Dr.', 'Prof. Dr.' ],
				[ 'Dipl.-Ing.', 'Dipl.-Ing.' ],
			] ),
		},
		Sprache: {
			label: { en: 'Language', de: 'Sprache' },
			permittedvalues: values( [
				[ 'DEU', 'Deutsch', 'German' ],
				[ 'ENG', 'Englisch', 'English' ],
				[ 'FRA', 'Französisch', 'French' ],
				[ 'ITA', 'Italienisch', 'Italian' ],
				[ 'SPA', 'Spanisch', 'Spanish' ],
				[ 'TUR', 'Türkisch', 'Turkish' ],
			] ),
		},
		Vertragsart: {
			label: { en: 'Contract type', de: 'Vertragsart' },
			permittedvalues: values( [
				[
					'unbefristet',
					'Unbefristet angestellt',
					'Permanent employee',
				],
				[ 'befristet', 'Befristet angestellt', 'Fixed-term employee' ],
				[ 'selbststaendig', 'Selbstständig', 'Self-employed' ],
				[ 'beamter', 'Beamter', 'Civil servant' ],
				[ 'rentner', 'Rentner', 'Retired' ],
				[ 'student', 'Student', 'Student' ],
			] ),
		},
		Vorname: { label: { en: 'First name', de: 'Vorname' } },
	},
	estate: {
		befeuerung: {
			label: { en: 'Heating source', de: 'Befeuerung' },
			permittedvalues: values( [
				[ 'gas', 'Gas', 'Gas' ],
				[ 'oel', 'Öl', 'Oil' ],
				[ 'strom', 'Strom', 'Electricity' ],
				[ 'fern', 'Fernwärme', 'District heating' ],
				[ 'holz', 'Holz', 'Wood' ],
				[ 'pellet', 'Pellets', 'Pellets' ],
				[ 'solar', 'Solar', 'Solar' ],
				[ 'erdwaerme', 'Erdwärme', 'Geothermal' ],
				[ 'luftwp', 'Luft-Wärmepumpe', 'Air heat pump' ],
				[ 'kohle', 'Kohle', 'Coal' ],
			] ),
		},
		heizungsart: {
			label: { en: 'Heating type', de: 'Heizungsart' },
			permittedvalues: values( [
				[ 'ofen', 'Ofenheizung', 'Stove' ],
				[ 'etage', 'Etagenheizung', 'Floor heating unit' ],
				[ 'zentral', 'Zentralheizung', 'Central heating' ],
				[ 'fussboden', 'Fußbodenheizung', 'Underfloor heating' ],
			] ),
		},
		objektart: {
			label: { en: 'Property kind', de: 'Objektart' },
			permittedvalues: values( [
				[ 'haus', 'Haus', 'House' ],
				[ 'wohnung', 'Wohnung', 'Apartment' ],
				[ 'grundstueck', 'Grundstück', 'Plot' ],
			] ),
		},
		vermarktungsart: {
			label: { en: 'Marketing type', de: 'Vermarktungsart' },
			permittedvalues: values( [
				[ 'kauf', 'Kauf', 'Sale' ],
				[ 'miete', 'Miete', 'Rent' ],
			] ),
		},
		objekttitel: { label: { en: 'Title', de: 'Objekttitel' } },
	},
};

/** ISO 3166-1 alpha-3 code → name per language. */
export const COUNTRIES: Record< string, Localized > = values( [
	[ 'DEU', 'Deutschland', 'Germany' ],
	[ 'AUT', 'Österreich', 'Austria' ],
	[ 'CHE', 'Schweiz', 'Switzerland' ],
	[ 'LIE', 'Liechtenstein', 'Liechtenstein' ],
	[ 'LUX', 'Luxemburg', 'Luxembourg' ],
	[ 'NLD', 'Niederlande', 'Netherlands' ],
	[ 'BEL', 'Belgien', 'Belgium' ],
	[ 'FRA', 'Frankreich', 'France' ],
	[ 'ITA', 'Italien', 'Italy' ],
	[ 'ESP', 'Spanien', 'Spain' ],
	[ 'PRT', 'Portugal', 'Portugal' ],
	[ 'POL', 'Polen', 'Poland' ],
	[ 'CZE', 'Tschechien', 'Czechia' ],
	[ 'DNK', 'Dänemark', 'Denmark' ],
	[ 'SWE', 'Schweden', 'Sweden' ],
	[ 'NOR', 'Norwegen', 'Norway' ],
	[ 'GBR', 'Vereinigtes Königreich', 'United Kingdom' ],
	[ 'IRL', 'Irland', 'Ireland' ],
	[ 'USA', 'Vereinigte Staaten', 'United States' ],
	[ 'TUR', 'Türkei', 'Türkiye' ],
	[ 'GRC', 'Griechenland', 'Greece' ],
	[ 'HRV', 'Kroatien', 'Croatia' ],
] );

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
