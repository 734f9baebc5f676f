/**
 * Field metadata of the (simulated) estate system: what `/api/onoffice/fields` answers (the address
 * module's fields in crm-address.ts, the countries in countries.ts).
 */
import { tr, type Lang, type Localized } from '../types';
import { ADDRESS_FIELDS } from './crm-address';
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

/** Fields by module and name. */
export const CRM_FIELDS: Record<
	'address' | 'estate',
	Record< string, CrmField >
> = {
	address: ADDRESS_FIELDS,
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
