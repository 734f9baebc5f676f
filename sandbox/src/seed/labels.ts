/**
 * The estate system's field labels that several answers share (the fields call, the detail page's
 * details list and the valuation wizard), in every language of the sandbox.
 */
import { tr } from '../types';

/** Field label by field. */
export const LABELS = {
	title: tr(
		'Title',
		'Objekttitel',
		'Titre du bien',
		"Titolo dell'immobile",
		'Título del inmueble',
		'Titel van het pand'
	),
	rooms: tr(
		'Number of rooms',
		'Anzahl Zimmer',
		'Nombre de pièces',
		'Numero di locali',
		'Número de estancias',
		'Aantal kamers'
	),
	bathrooms: tr(
		'Number of bathrooms',
		'Anzahl Badezimmer',
		'Nombre de salles de bains',
		'Numero di bagni',
		'Número de baños',
		'Aantal badkamers'
	),
	heatingSource: tr(
		'Heating source',
		'Befeuerung',
		'Source de chauffage',
		'Fonte di riscaldamento',
		'Fuente de calefacción',
		'Energiebron verwarming'
	),
	heatingType: tr(
		'Heating type',
		'Heizungsart',
		'Type de chauffage',
		'Tipo di riscaldamento',
		'Tipo de calefacción',
		'Soort verwarming'
	),
	propertyKind: tr(
		'Property kind',
		'Objektart',
		'Nature du bien',
		"Categoria dell'immobile",
		'Clase de inmueble',
		'Soort pand'
	),
	propertyType: tr(
		'Property type',
		'Objekttyp',
		'Type de bien',
		"Tipologia dell'immobile",
		'Tipo de inmueble',
		'Type pand'
	),
	marketingType: tr(
		'Marketing type',
		'Vermarktungsart',
		'Type de commercialisation',
		'Tipo di commercializzazione',
		'Tipo de comercialización',
		'Soort transactie'
	),
	street: tr( 'Street', 'Straße', 'Rue', 'Via', 'Calle', 'Straat' ),
	houseNumber: tr(
		'House number',
		'Hausnummer',
		'Numéro',
		'Numero civico',
		'Número',
		'Huisnummer'
	),
	city: tr( 'City', 'Ort', 'Ville', 'Città', 'Localidad', 'Plaats' ),
	country: tr( 'Country', 'Land', 'Pays', 'Paese', 'País', 'Land' ),
	equipmentQuality: tr(
		'Equipment quality',
		'Ausstattungsqualität',
		'Qualité de l’équipement',
		'Qualità delle finiture',
		'Calidad de los acabados',
		'Kwaliteit van de afwerking'
	),
	condition: tr( 'Condition', 'Zustand', 'État', 'Stato', 'Estado', 'Staat' ),
	extras: tr(
		'Extras',
		'Ausstattung',
		'Équipements',
		'Dotazioni',
		'Extras',
		'Voorzieningen'
	),
};
