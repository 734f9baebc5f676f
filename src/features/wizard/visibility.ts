/**
 * Which categories and fields show, and as which control. One set of rules serves the screens,
 * the validation and the payload, so a field that is not shown is never validated nor sent:
 * - a category the server marks invisible, or whose fields all hide, does not show;
 * - on the type and details steps a category named `<field>_<value>` shows only when that value
 *   was chosen on the step before; a category without such a prefix always shows;
 * - a field the broker did not select, or whose answer has no payload key, does not show (the
 *   console names each such field once);
 * - the timeframe shows only for purchase or sale intent, with that reason's options;
 * - the year of construction lists 300 years built here, whatever the server sends;
 * - card fields without any option to choose do not show.
 */
import { logFailure } from '../../lib/log';
import { listOf, numberOf, textOf, type Answers } from './answers';
import {
	COUNTRY_FIELD,
	RELATED_STEP,
	REASON_FIELD,
	STEP_NAMES,
	TIMEFRAME_FIELD,
	TIMEFRAME_REASONS,
	YEAR_COUNT,
	YEAR_FIELD,
	type StepName,
} from './constants';
import { hasPayloadKey } from './payload';
import type {
	FieldType,
	WizardCategory,
	WizardConfig,
	WizardField,
	WizardOption,
} from './settings';

/** The control a field is shown as. */
export type ControlKind =
	| 'radio-cards'
	| 'checkbox-cards'
	| 'stars'
	| 'dropdown'
	| 'number'
	| 'text'
	| 'country'
	| 'year';

/** A field as it shows: its control and the options it offers (cards and years). */
export interface VisibleField {
	field: WizardField;
	control: ControlKind;
	options: WizardOption[];
}

/** A category as it shows, with its visible fields. */
export interface VisibleCategory {
	category: WizardCategory;
	fields: VisibleField[];
}

/** Controls whose options are cards. */
export const CARD_CONTROLS: readonly ControlKind[] = [
	'radio-cards',
	'checkbox-cards',
	'stars',
];

/** The control of each field kind; a `select` field's follows its category. */
const CONTROL_OF_TYPE: Partial< Record< FieldType, ControlKind > > = {
	star_rating: 'stars',
	dropdown_select: 'dropdown',
	number_input: 'number',
	text_input: 'text',
	single_select: 'radio-cards',
};

/**
 * The year list: 300 years counting down from the current year.
 *
 * @param now The current time (injectable for tests).
 */
export function yearOptions( now: Date = new Date() ): WizardOption[] {
	const current = now.getFullYear();
	return Array.from( { length: YEAR_COUNT }, ( _, i ) => {
		const year = String( current - i );
		return { value: year, label: year };
	} );
}

/**
 * The control of a field. In a multi-select category a select field is a group of checkboxes;
 * elsewhere choices are radio cards.
 *
 * @param field    The field.
 * @param category Its category.
 */
export function controlOf(
	field: WizardField,
	category: WizardCategory
): ControlKind {
	if ( field.key === COUNTRY_FIELD ) {
		return 'country';
	}
	if ( field.key === YEAR_FIELD ) {
		return 'year';
	}
	return (
		CONTROL_OF_TYPE[ field.field_type ] ??
		( category.type === 'multi' ? 'checkbox-cards' : 'radio-cards' )
	);
}

const reported = new Set< string >();

/**
 * Names a configured field that cannot be sent, once per page.
 *
 * @param key The field's key.
 */
function reportUnmapped( key: string ): void {
	if ( reported.has( key ) ) {
		return;
	}
	reported.add( key );
	logFailure(
		`the valuation field "${ key }" has no payload key and is not shown`,
		key
	);
}

/**
 * The options a field offers given the answers so far.
 *
 * @param field   The field.
 * @param control Its control.
 * @param answers The answers so far.
 */
function optionsOf(
	field: WizardField,
	control: ControlKind,
	answers: Answers
): WizardOption[] {
	if ( control === 'year' ) {
		return yearOptions();
	}
	if ( field.key === TIMEFRAME_FIELD ) {
		const reason = textOf( answers[ REASON_FIELD ] );
		return field.options.filter(
			( option ) => ! option.group || option.group === reason
		);
	}
	return field.options;
}

/**
 * The fields of a category that show, with their controls and options.
 *
 * @param category The category.
 * @param answers  The answers so far.
 */
export function visibleFields(
	category: WizardCategory,
	answers: Answers
): VisibleField[] {
	const shown: VisibleField[] = [];
	for ( const field of category.fields ) {
		if ( ! field.is_selected ) {
			continue;
		}
		if ( ! hasPayloadKey( field.key ) ) {
			reportUnmapped( field.key );
			continue;
		}
		if (
			field.key === TIMEFRAME_FIELD &&
			! TIMEFRAME_REASONS.includes( textOf( answers[ REASON_FIELD ] ) )
		) {
			continue;
		}
		const control = controlOf( field, category );
		const options = optionsOf( field, control, answers );
		if ( CARD_CONTROLS.includes( control ) && options.length === 0 ) {
			continue;
		}
		shown.push( { field, control, options } );
	}
	return shown;
}

/**
 * Whether a category of a related step matches the answer of the step before. That answer counts
 * only while it is still offered there (a type chosen for another kind of property does not).
 *
 * @param config   The configuration.
 * @param step     The step.
 * @param category The category.
 * @param answers  The answers so far.
 */
function relationAllows(
	config: WizardConfig,
	step: StepName,
	category: WizardCategory,
	answers: Answers
): boolean {
	const related = RELATED_STEP[ step ];
	if ( ! related ) {
		return true;
	}
	const key = config[ related ]
		.flatMap( ( c ) => c.fields.map( ( f ) => f.key ) )
		.find( ( k ) => category.value.startsWith( `${ k }_` ) );
	if ( key === undefined ) {
		return true;
	}
	const chosen = visibleCategories( config, related, answers )
		.flatMap( ( shown ) => shown.fields )
		.filter( ( shown ) => shown.field.key === key )
		.flatMap( ( shown ) => listOf( currentAnswer( shown, answers ) ) );
	return chosen.some( ( value ) => category.value === `${ key }_${ value }` );
}

/**
 * The features page's sub-step of a category (0 when the server names none).
 *
 * @param category The category.
 */
export const subStepOf = ( category: WizardCategory ): number =>
	category.subPageIndex ?? 0;

/**
 * The categories of a step that show. On the features page, `subStep` picks one sub-step.
 *
 * @param config  The configuration.
 * @param step    The step.
 * @param answers The answers so far.
 * @param subStep The features page's sub-step; all sub-steps when omitted.
 */
export function visibleCategories(
	config: WizardConfig,
	step: StepName,
	answers: Answers,
	subStep?: number
): VisibleCategory[] {
	return config[ step ]
		.filter(
			( category ) =>
				category.is_visible &&
				relationAllows( config, step, category, answers ) &&
				( step !== 'features_condition' ||
					subStep === undefined ||
					subStepOf( category ) === subStep )
		)
		.map( ( category ) => ( {
			category,
			fields: visibleFields( category, answers ),
		} ) )
		.filter( ( shown ) => shown.fields.length > 0 );
}

/**
 * The features page's sub-steps that have something to show, in order (absent ones are skipped).
 *
 * @param config  The configuration.
 * @param answers The answers so far.
 */
export function subStepsOf( config: WizardConfig, answers: Answers ): number[] {
	const present = visibleCategories(
		config,
		'features_condition',
		answers
	).map( ( { category } ) => subStepOf( category ) );
	return Array.from( new Set( present ) ).sort( ( a, b ) => a - b );
}

/**
 * The answer of a shown field that still counts: a card choice must still be offered (e.g. a
 * property type chosen for another kind of property does not).
 *
 * @param shown   The field as it shows.
 * @param answers The answers so far.
 */
export function currentAnswer( shown: VisibleField, answers: Answers ) {
	const answer = answers[ shown.field.key ];
	if (
		! CARD_CONTROLS.includes( shown.control ) &&
		shown.control !== 'year'
	) {
		return answer;
	}
	const offered = new Set( shown.options.map( ( option ) => option.value ) );
	if ( Array.isArray( answer ) ) {
		return answer.filter( ( value ) => offered.has( value ) );
	}
	return typeof answer === 'string' && offered.has( answer ) ? answer : '';
}

/**
 * The answers of every field that shows, as they will be sent; a number field nobody touched
 * holds its starting value, 0.
 *
 * @param config  The configuration.
 * @param answers The answers so far.
 */
export function answersToSend(
	config: WizardConfig,
	answers: Answers
): Answers {
	const sent: Answers = {};
	for ( const step of STEP_NAMES ) {
		for ( const { fields } of visibleCategories( config, step, answers ) ) {
			for ( const shown of fields ) {
				const answer =
					shown.control === 'number'
						? numberOf( answers[ shown.field.key ] )
						: currentAnswer( shown, answers );
				if ( answer !== undefined ) {
					sent[ shown.field.key ] = answer;
				}
			}
		}
	}
	return sent;
}
