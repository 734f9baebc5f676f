/**
 * How the estate system describes estate fields for the detail page's details list (`fields[0].elements`):
 * a label per language, a type, and for coded fields the permitted values (code → label per language), so
 * the list can show words instead of codes.
 */
import { tr, type Localized, type Schemas } from '../types';
import { COUNTRIES } from './countries';
import { CRM_FIELDS } from './crm';
import { LABELS } from './labels';
import { STATUS_LABELS } from './statuses';
import { CONDITION, EQUIPMENT } from './valuation-ratings';
import { HORIZONS, REASONS, TYPES } from './valuation-texts';

/** A field's description in every language. */
export interface EstateField {
	label: Localized;
	type: Schemas[ 'FieldLabel' ][ 'type' ];
	permittedvalues?: Record< string, Localized >;
}

/**
 * Stars 1–5 → label.
 * @param list
 */
const starValues = ( list: Array< [ Localized, Localized ] > ) =>
	Object.fromEntries(
		list.map( ( [ label ], i ) => [ String( i + 1 ), label ] )
	);

/** Property types of every kind → label. */
const typeValues = Object.fromEntries(
	Object.values( TYPES ).flatMap( ( list ) =>
		list.map( ( [ code, label ] ) => [ code, label ] )
	)
);

/** Timeframe codes (`<reason>_<horizon>`) → label. */
const timeframeValues = Object.fromEntries(
	[ 'verkaufsabsicht', 'kaufabsicht' ].flatMap( ( group ) =>
		HORIZONS.map( ( [ suffix, label ] ) => [
			`${ group }_${ suffix }`,
			label,
		] )
	)
);

/** Field name → description. Fields not listed are answered with their name as label and type varchar. */
export const ESTATE_FIELDS: Record< string, EstateField > = {
	Id: { label: tr( 'ID', 'ID', 'ID', 'ID', 'ID', 'ID' ), type: 'integer' },
	mainLangId: {
		label: tr(
			'Main language ID',
			'Hauptsprach-ID',
			'ID de la langue principale',
			'ID della lingua principale',
			'ID del idioma principal',
			'ID van de hoofdtaal'
		),
		type: 'integer',
	},
	objekttitel: {
		label: LABELS.title,
		type: 'varchar',
	},
	objektbeschreibung: {
		label: tr(
			'Description',
			'Objektbeschreibung',
			'Description du bien',
			"Descrizione dell'immobile",
			'Descripción del inmueble',
			'Beschrijving van het pand'
		),
		type: 'text',
	},
	status: {
		label: tr( 'Status', 'Status', 'Statut', 'Stato', 'Estado', 'Status' ),
		type: 'singleselect',
		permittedvalues: STATUS_LABELS,
	},
	_status: {
		label: tr( 'Status', 'Status', 'Statut', 'Stato', 'Estado', 'Status' ),
		type: 'varchar',
	},
	status2: {
		label: tr( 'Status', 'Status', 'Statut', 'Stato', 'Estado', 'Status' ),
		type: 'singleselect',
		permittedvalues: STATUS_LABELS,
	},
	_status2: {
		label: tr( 'Status', 'Status', 'Statut', 'Stato', 'Estado', 'Status' ),
		type: 'varchar',
	},
	_vermarktungsart: {
		label: LABELS.marketingType,
		type: 'singleselect',
		permittedvalues: CRM_FIELDS.estate.vermarktungsart?.permittedvalues,
	},
	kaufpreis: {
		label: tr(
			'Buy Price',
			'Kaufpreis',
			'Prix de vente',
			'Prezzo di vendita',
			'Precio de venta',
			'Koopprijs'
		),
		type: 'float',
	},
	kaltmiete: {
		label: tr(
			'Cold Rent',
			'Kaltmiete',
			'Loyer hors charges',
			'Affitto netto (senza spese)',
			'Alquiler sin gastos',
			'Kale huur'
		),
		type: 'float',
	},
	wohnflaeche: {
		label: tr(
			'Living area',
			'Wohnfläche',
			'Surface habitable',
			'Superficie abitabile',
			'Superficie habitable',
			'Woonoppervlakte'
		),
		type: 'float',
	},
	grundstuecksflaeche: {
		label: tr(
			'Plot size',
			'Grundstücksfläche',
			'Surface du terrain',
			'Superficie del terreno',
			'Superficie del terreno',
			'Perceeloppervlakte'
		),
		type: 'float',
	},
	anzahl_zimmer: {
		label: LABELS.rooms,
		type: 'float',
	},
	anzahl_badezimmer: {
		label: LABELS.bathrooms,
		type: 'float',
	},
	auftragvon: {
		label: tr(
			'Contract from',
			'Auftrag von',
			'Mandat du',
			'Incarico dal',
			'Mandato desde',
			'Opdracht vanaf'
		),
		type: 'date',
	},
	auftragbis: {
		label: tr(
			'Contract until',
			'Auftrag bis',
			'Mandat jusqu’au',
			'Incarico fino al',
			'Mandato hasta',
			'Opdracht tot'
		),
		type: 'date',
	},
	strasse: {
		label: LABELS.street,
		type: 'varchar',
	},
	hausnummer: {
		label: LABELS.houseNumber,
		type: 'varchar',
	},
	plz: {
		label: tr(
			'Postal code',
			'PLZ',
			'Code postal',
			'CAP',
			'Código postal',
			'Postcode'
		),
		type: 'varchar',
	},
	ort: {
		label: LABELS.city,
		type: 'varchar',
	},
	land: {
		label: LABELS.country,
		type: 'singleselect',
		permittedvalues: COUNTRIES,
	},
	objektart: {
		label: LABELS.propertyKind,
		type: 'singleselect',
		permittedvalues: CRM_FIELDS.estate.objektart?.permittedvalues,
	},
	objekttyp: {
		label: LABELS.propertyType,
		type: 'singleselect',
		permittedvalues: typeValues,
	},
	baujahr: {
		label: tr(
			'Year of construction',
			'Baujahr',
			'Année de construction',
			'Anno di costruzione',
			'Año de construcción',
			'Bouwjaar'
		),
		type: 'integer',
	},
	etage: {
		label: tr( 'Floor', 'Etage', 'Étage', 'Piano', 'Planta', 'Verdieping' ),
		type: 'integer',
	},
	balkon: {
		label: tr(
			'Balcony',
			'Balkon',
			'Balcon',
			'Balcone',
			'Balcón',
			'Balkon'
		),
		type: 'boolean',
	},
	kabel_sat_tv: {
		label: tr(
			'Cable/satellite TV',
			'Kabel/Sat-TV',
			'Câble/TV par satellite',
			'TV via cavo/satellite',
			'TV por cable/satélite',
			'Kabel-/satelliet-tv'
		),
		type: 'boolean',
	},
	energieausweistyp: {
		label: tr(
			'Energy certificate',
			'Energieausweistyp',
			'Type de diagnostic énergétique',
			'Tipo di attestato energetico',
			'Tipo de certificado energético',
			'Soort energielabel'
		),
		type: 'singleselect',
		permittedvalues: {
			bedarf: tr(
				'Energy demand certificate',
				'Bedarfsausweis',
				'Diagnostic fondé sur les besoins',
				'Attestato basato sul fabbisogno',
				'Certificado basado en la demanda',
				'Label op basis van behoefte'
			),
			verbrauch: tr(
				'Energy consumption certificate',
				'Verbrauchsausweis',
				'Diagnostic fondé sur la consommation',
				'Attestato basato sui consumi',
				'Certificado basado en el consumo',
				'Label op basis van verbruik'
			),
		},
	},
	endenergiebedarf: {
		label: tr(
			'Final energy demand',
			'Endenergiebedarf',
			'Besoin en énergie finale',
			'Fabbisogno di energia finale',
			'Demanda de energía final',
			'Eindenergiebehoefte'
		),
		type: 'float',
	},
	befeuerung: {
		label: LABELS.heatingSource,
		type: 'multiselect',
		permittedvalues: CRM_FIELDS.estate.befeuerung?.permittedvalues,
	},
	heizungsart: {
		label: LABELS.heatingType,
		type: 'singleselect',
		permittedvalues: CRM_FIELDS.estate.heizungsart?.permittedvalues,
	},
	ausstattungsqualitaet: {
		label: LABELS.equipmentQuality,
		type: 'singleselect',
		permittedvalues: starValues( EQUIPMENT ),
	},
	zustand: {
		label: LABELS.condition,
		type: 'singleselect',
		permittedvalues: starValues( CONDITION ),
	},
	grund: {
		label: tr(
			'Reason for valuation',
			'Anlass der Bewertung',
			'Motif de l’estimation',
			'Motivo della valutazione',
			'Motivo de la valoración',
			'Reden voor de waardebepaling'
		),
		type: 'singleselect',
		permittedvalues: Object.fromEntries(
			REASONS.map( ( [ code, , label ] ) => [ code, label ] )
		),
	},
	zeitfenster: {
		label: tr(
			'Timeframe',
			'Zeitrahmen',
			'Délai',
			'Tempistica',
			'Plazo',
			'Termijn'
		),
		type: 'singleselect',
		permittedvalues: timeframeValues,
	},
	provisionsfrei: {
		label: tr(
			'Commission-free',
			'Provisionsfrei',
			'Sans commission',
			'Senza provvigione',
			'Sin comisión',
			'Zonder courtage'
		),
		type: 'boolean',
	},
};
