/**
 * How the estate system describes estate fields for the detail page's details list (`fields[0].elements`):
 * a label per language, a type, and for coded fields the permitted values (code → label per language), so
 * the list can show words instead of codes.
 */
import type { Localized, Schemas } from '../types';
import { COUNTRIES, CRM_FIELDS } from './crm';
import {
	CONDITION,
	EQUIPMENT,
	HORIZONS,
	REASONS,
	TYPES,
	type Pair,
} from './valuation-texts';

/** A field's description in both languages. */
export interface EstateField {
	label: Localized;
	type: Schemas[ 'FieldLabel' ][ 'type' ];
	permittedvalues?: Record< string, Localized >;
}

const pair = ( [ en, de ]: Pair ): Localized => ( { en, de } );

/** Status code → label, as the estate system names them. */
export const STATUS_LABELS: Record< Schemas[ 'EstateStatus' ], Localized > = {
	status2obj_aktiv: { en: 'Active', de: 'Aktiv' },
	aktive_vermarktung: { en: 'Active marketing', de: 'Aktive Vermarktung' },
	passive_vermarktung: {
		en: 'Passive marketing',
		de: 'Passive Vermarktung',
	},
	reserviert: { en: 'Reserved', de: 'Reserviert' },
	status2obj_inaktiv: { en: 'Inactive', de: 'Inaktiv' },
	marktbeobachtung: { en: 'Market observation', de: 'Marktbeobachtung' },
	in_akquise: { en: 'In acquisition', de: 'In Akquise' },
	vorbereitung: { en: 'Preparation', de: 'Vorbereitung' },
	status2obj_archiviert: { en: 'Archived', de: 'Archiviert' },
	auftrag_entzogen: { en: 'Mandate withdrawn', de: 'Auftrag entzogen' },
	verkauft: { en: 'Sold', de: 'Verkauft' },
	vermietet: { en: 'Rented', de: 'Vermietet' },
	fremd_verkauft_vermietet: {
		en: 'Sold or rented by others',
		de: 'Fremd verkauft/vermietet',
	},
};

/**
 * Stars 1–5 → label.
 * @param list
 */
const starValues = ( list: Array< [ Pair, Pair ] > ) =>
	Object.fromEntries(
		list.map( ( [ label ], i ) => [ String( i + 1 ), pair( label ) ] )
	);

/** Property types of every kind → label. */
const typeValues = Object.fromEntries(
	Object.values( TYPES ).flatMap( ( list ) =>
		list.map( ( [ code, label ] ) => [ code, pair( label ) ] )
	)
);

/** Timeframe codes (`<reason>_<horizon>`) → label. */
const timeframeValues = Object.fromEntries(
	[ 'verkaufsabsicht', 'kaufabsicht' ].flatMap( ( group ) =>
		HORIZONS.map( ( [ suffix, label ] ) => [
			`${ group }_${ suffix }`,
			pair( label ),
		] )
	)
);

/** Field name → description. Fields not listed are answered with their name as label and type varchar. */
export const ESTATE_FIELDS: Record< string, EstateField > = {
	Id: { label: { en: 'ID', de: 'ID' }, type: 'integer' },
	mainLangId: {
		label: { en: 'Main language ID', de: 'Hauptsprach-ID' },
		type: 'integer',
	},
	objekttitel: { label: { en: 'Title', de: 'Objekttitel' }, type: 'varchar' },
	objektbeschreibung: {
		label: { en: 'Description', de: 'Objektbeschreibung' },
		type: 'text',
	},
	status: {
		label: { en: 'Status', de: 'Status' },
		type: 'singleselect',
		permittedvalues: STATUS_LABELS,
	},
	_status: { label: { en: 'Status', de: 'Status' }, type: 'varchar' },
	status2: {
		label: { en: 'Status', de: 'Status' },
		type: 'singleselect',
		permittedvalues: STATUS_LABELS,
	},
	_status2: { label: { en: 'Status', de: 'Status' }, type: 'varchar' },
	_vermarktungsart: {
		label: { en: 'Marketing type', de: 'Vermarktungsart' },
		type: 'singleselect',
		permittedvalues: CRM_FIELDS.estate.vermarktungsart?.permittedvalues,
	},
	kaufpreis: { label: { en: 'Buy Price', de: 'Kaufpreis' }, type: 'float' },
	kaltmiete: { label: { en: 'Cold Rent', de: 'Kaltmiete' }, type: 'float' },
	wohnflaeche: {
		label: { en: 'Living area', de: 'Wohnfläche' },
		type: 'float',
	},
	grundstuecksflaeche: {
		label: { en: 'Plot size', de: 'Grundstücksfläche' },
		type: 'float',
	},
	anzahl_zimmer: {
		label: { en: 'Number of rooms', de: 'Anzahl Zimmer' },
		type: 'float',
	},
	anzahl_badezimmer: {
		label: { en: 'Number of bathrooms', de: 'Anzahl Badezimmer' },
		type: 'float',
	},
	auftragvon: {
		label: { en: 'Contract from', de: 'Auftrag von' },
		type: 'date',
	},
	auftragbis: {
		label: { en: 'Contract until', de: 'Auftrag bis' },
		type: 'date',
	},
	strasse: { label: { en: 'Street', de: 'Straße' }, type: 'varchar' },
	hausnummer: {
		label: { en: 'House number', de: 'Hausnummer' },
		type: 'varchar',
	},
	plz: { label: { en: 'Postal code', de: 'PLZ' }, type: 'varchar' },
	ort: { label: { en: 'City', de: 'Ort' }, type: 'varchar' },
	land: {
		label: { en: 'Country', de: 'Land' },
		type: 'singleselect',
		permittedvalues: COUNTRIES,
	},
	objektart: {
		label: { en: 'Property kind', de: 'Objektart' },
		type: 'singleselect',
		permittedvalues: CRM_FIELDS.estate.objektart?.permittedvalues,
	},
	objekttyp: {
		label: { en: 'Property type', de: 'Objekttyp' },
		type: 'singleselect',
		permittedvalues: typeValues,
	},
	baujahr: {
		label: { en: 'Year of construction', de: 'Baujahr' },
		type: 'integer',
	},
	etage: { label: { en: 'Floor', de: 'Etage' }, type: 'integer' },
	balkon: { label: { en: 'Balcony', de: 'Balkon' }, type: 'boolean' },
	kabel_sat_tv: {
		label: { en: 'Cable/satellite TV', de: 'Kabel/Sat-TV' },
		type: 'boolean',
	},
	energieausweistyp: {
		label: { en: 'Energy certificate', de: 'Energieausweistyp' },
		type: 'singleselect',
		permittedvalues: {
			bedarf: {
				en: 'Energy demand certificate',
				de: 'Bedarfsausweis',
			},
			verbrauch: {
				en: 'Energy consumption certificate',
				de: 'Verbrauchsausweis',
			},
		},
	},
	endenergiebedarf: {
		label: { en: 'Final energy demand', de: 'Endenergiebedarf' },
		type: 'float',
	},
	befeuerung: {
		label: { en: 'Heating source', de: 'Befeuerung' },
		type: 'multiselect',
		permittedvalues: CRM_FIELDS.estate.befeuerung?.permittedvalues,
	},
	heizungsart: {
		label: { en: 'Heating type', de: 'Heizungsart' },
		type: 'singleselect',
		permittedvalues: CRM_FIELDS.estate.heizungsart?.permittedvalues,
	},
	ausstattungsqualitaet: {
		label: { en: 'Equipment quality', de: 'Ausstattungsqualität' },
		type: 'singleselect',
		permittedvalues: starValues( EQUIPMENT ),
	},
	zustand: {
		label: { en: 'Condition', de: 'Zustand' },
		type: 'singleselect',
		permittedvalues: starValues( CONDITION ),
	},
	grund: {
		label: { en: 'Reason for valuation', de: 'Grund der Bewertung' },
		type: 'singleselect',
		permittedvalues: Object.fromEntries(
			REASONS.map( ( [ code, , label ] ) => [ code, pair( label ) ] )
		),
	},
	zeitfenster: {
		label: { en: 'Timeframe', de: 'Zeitfenster' },
		type: 'singleselect',
		permittedvalues: timeframeValues,
	},
	provisionsfrei: {
		label: { en: 'Commission-free', de: 'Provisionsfrei' },
		type: 'boolean',
	},
};
