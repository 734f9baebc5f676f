/**
 * Validation of one wizard step, without Yup: the rules come from the server as data
 * (`required`, `min:N`, `max:N`) and the wizard is part of a visitor's first view, where a schema
 * library is not worth its weight (Yup loads with the lazy account screens).
 *
 * Only what shows is validated. Messages:
 * - an empty choice (cards, dropdown): 'Choose at least one option';
 * - an empty typed field (number, text) and every empty field of the location and features steps:
 *   'This field is required';
 * - a number outside its range: 'At least N' / 'At most N' (the range is 0–200, narrowed by the
 *   server's min and max; 0 counts as unanswered, so "required" means non-zero);
 * - a required category with several fields and none answered: 'Choose at least one option', tied
 *   to the category's group. A category with one field puts its requirement on that field.
 * The features page always requires its quality ratings and the year, and the reason page its
 * reason and (while it shows) the timeframe.
 */
import { __, sprintf } from '@wordpress/i18n';
import { isEmptyAnswer, numberOf, type Answers } from './answers';
import {
	FEATURES_REQUIRED_FIELDS,
	NUMBER_MAX,
	NUMBER_MIN,
	REASON_REQUIRED_FIELDS,
	type StepName,
} from './constants';
import type { WizardCategory, WizardConfig } from './settings';
import {
	CARD_CONTROLS,
	currentAnswer,
	visibleCategories,
	type ControlKind,
	type VisibleField,
} from './visibility';

/** Messages of a step: field key → text, and `categoryErrorKey( value )` → text. */
export type StepErrors = Record< string, string >;

/**
 * The error key of a category's own requirement.
 *
 * @param value The category's name.
 */
export const categoryErrorKey = ( value: string ): string =>
	`category:${ value }`;

/** A field's rules as the server writes them. */
export interface FieldRules {
	required: boolean;
	min?: number;
	max?: number;
}

/**
 * Reads `required`, `min:N` and `max:N` (other rules are ignored).
 *
 * @param rules The field's validation rules.
 */
export function parseRules( rules: readonly string[] ): FieldRules {
	const parsed: FieldRules = { required: false };
	for ( const rule of rules ) {
		const [ name, argument ] = rule.split( ':' );
		const limit = Number( argument );
		if ( name === 'required' ) {
			parsed.required = true;
		} else if ( name === 'min' && Number.isFinite( limit ) ) {
			parsed.min = limit;
		} else if ( name === 'max' && Number.isFinite( limit ) ) {
			parsed.max = limit;
		}
	}
	return parsed;
}

/**
 * The range a number field accepts: 0–200, narrowed by the server's min and max.
 *
 * @param rules The field's rules.
 */
export function numberRange( rules: FieldRules ): { min: number; max: number } {
	return {
		min: Math.max( NUMBER_MIN, rules.min ?? NUMBER_MIN ),
		max: Math.min( NUMBER_MAX, rules.max ?? NUMBER_MAX ),
	};
}

/** 'This field is required'. */
export const requiredText = () =>
	__( 'This field is required', 'customer-area' );

/** 'Choose at least one option'. */
export const chooseText = () =>
	__( 'Choose at least one option', 'customer-area' );

const CHOICE_CONTROLS: readonly ControlKind[] = [
	...CARD_CONTROLS,
	'dropdown',
];

/** Inputs of a step's validation. */
export interface ValidateStepInput {
	config: WizardConfig;
	step: StepName;
	/** The features page's current sub-step. */
	subStep: number;
	answers: Answers;
	/** Fields that cannot be answered now (a dropdown without a source or whose options failed). */
	unavailable?: ReadonlySet< string >;
}

/**
 * Whether a shown field must be answered: the server says so, the step always requires it, or it
 * is the only field of a required category (outside the location step, whose fields follow their
 * own rules only).
 *
 * @param step       The step.
 * @param category   The field's category.
 * @param shown      The field as it shows.
 * @param fieldCount How many fields of the category show.
 */
export function isFieldRequired(
	step: StepName,
	category: WizardCategory,
	shown: VisibleField,
	fieldCount: number
): boolean {
	const { key } = shown.field;
	return (
		parseRules( shown.field.validation_rules ).required ||
		( step === 'features_condition' &&
			FEATURES_REQUIRED_FIELDS.includes( key ) ) ||
		( step === 'valuation' && REASON_REQUIRED_FIELDS.includes( key ) ) ||
		( category.is_required && step !== 'location' && fieldCount === 1 )
	);
}

/**
 * The message of one field, or '' when it is fine.
 *
 * @param step     The step.
 * @param shown    The field as it shows.
 * @param answers  The answers so far.
 * @param required Whether it must be answered.
 */
function fieldMessage(
	step: StepName,
	shown: VisibleField,
	answers: Answers,
	required: boolean
): string {
	const answer = currentAnswer( shown, answers );
	if ( shown.control === 'number' ) {
		const value = numberOf( answer );
		if ( value === 0 ) {
			return required ? requiredText() : '';
		}
		const { min, max } = numberRange(
			parseRules( shown.field.validation_rules )
		);
		if ( value < min ) {
			return sprintf(
				/* translators: %s: the smallest number the field accepts. */
				__( 'At least %s', 'customer-area' ),
				String( min )
			);
		}
		if ( value > max ) {
			return sprintf(
				/* translators: %s: the largest number the field accepts. */
				__( 'At most %s', 'customer-area' ),
				String( max )
			);
		}
		return '';
	}
	if ( ! required || ! isEmptyAnswer( answer ) ) {
		return '';
	}
	const typedStep = step === 'location' || step === 'features_condition';
	return ! typedStep && CHOICE_CONTROLS.includes( shown.control )
		? chooseText()
		: requiredText();
}

/**
 * The messages of the step's visible fields and categories; empty when the step may be left.
 *
 * @param input What to validate.
 */
export function validateStep( input: ValidateStepInput ): StepErrors {
	const { config, step, subStep, answers, unavailable } = input;
	const errors: StepErrors = {};
	const categories = visibleCategories(
		config,
		step,
		answers,
		step === 'features_condition' ? subStep : undefined
	);
	for ( const { category, fields } of categories ) {
		const usable = fields.filter(
			( shown ) => ! unavailable?.has( shown.field.key )
		);
		let fieldFailed = false;
		for ( const shown of usable ) {
			const required = isFieldRequired(
				step,
				category,
				shown,
				fields.length
			);
			const message = fieldMessage( step, shown, answers, required );
			if ( message ) {
				errors[ shown.field.key ] = message;
				fieldFailed = true;
			}
		}
		if (
			category.is_required &&
			step !== 'location' &&
			fields.length > 1 &&
			! fieldFailed &&
			usable.length > 0 &&
			usable.every( ( shown ) =>
				isEmptyAnswer( currentAnswer( shown, answers ) )
			)
		) {
			errors[ categoryErrorKey( category.value ) ] = chooseText();
		}
	}
	return errors;
}
