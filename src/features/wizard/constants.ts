/**
 * The valuation wizard's fixed numbers and names: its seven steps, the number range, the year list
 * and the star scale.
 */

/** The seven steps in order (indexes 0 to 6); the settings call names its sections the same way. */
export const STEP_NAMES = [
	'category',
	'type',
	'location',
	'details',
	'features_condition',
	'valuation',
	'finish',
] as const;

/** One step's name. */
export type StepName = ( typeof STEP_NAMES )[ number ];

/** How many steps the wizard has. */
export const STEP_COUNT = STEP_NAMES.length;

/** Steps shown in the progress header: all but the finish step. */
export const VISIBLE_STEP_COUNT = STEP_COUNT - 1;

/** Index of the finish step. */
export const FINISH_STEP = STEP_COUNT - 1;

/** Steps whose categories are chosen by the answer of the step before (`<field>_<value>`). */
export const RELATED_STEP: Partial< Record< StepName, StepName > > = {
	type: 'category',
	details: 'type',
};

/** Number inputs accept this range. */
export const NUMBER_MIN = 0;
/** Upper end of the number range. */
export const NUMBER_MAX = 200;

/** The one number field that takes half steps (e.g. 3.5 rooms). */
export const HALF_STEP_FIELD = 'anzahl_zimmer';

/** The year of construction: the front end lists the years itself. */
export const YEAR_FIELD = 'baujahr';
/** How many years the list holds, counting down from the current year. */
export const YEAR_COUNT = 300;

/** The location field whose options are the estate countries. */
export const COUNTRY_FIELD = 'land';
/** The location fields whose answers the geocoder fills. */
export const STATE_FIELD = 'bundesland';
/** The location fields whose leaving starts a lookup. */
export const POSTAL_CODE_FIELD = 'postleitzahl';
/** The city field. */
export const CITY_FIELD = 'ort';

/** The reason for the valuation; the timeframe depends on it. */
export const REASON_FIELD = 'grund_bewertung';
/** The timeframe field, shown only for these reasons. */
export const TIMEFRAME_FIELD = 'zeitlicher_horizont';
/** Purchase and sale intent: the reasons that ask for a timeframe. */
export const TIMEFRAME_REASONS: readonly string[] = [
	'kaufabsicht',
	'verkaufsabsicht',
];

/** Fields the features page always requires while they show, whatever the server marks. */
export const FEATURES_REQUIRED_FIELDS: readonly string[] = [
	'ausstattungs_qualitaet',
	'baujahr',
	'zustands_qualitaet',
];

/** Fields the reason page always requires while they show. */
export const REASON_REQUIRED_FIELDS: readonly string[] = [
	REASON_FIELD,
	TIMEFRAME_FIELD,
];

/** The star scale of star-rating cards. */
export const STAR_MAX = 5;

/** A single site's key of the wizard's answers in the tab's session storage (a network's sites scope it). */
export const WIZARD_STORAGE_KEY = 'customer-area:wizard';

/** An estate token is valid this long after the submit (the contract's 24 hours). */
export const ESTATE_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;
