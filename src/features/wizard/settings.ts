/**
 * The broker's wizard configuration (`GET /api/settings/valuation`), read defensively: the answer
 * comes from outside, so anything malformed is dropped or fails the whole call (which shows the
 * settings failure screen), never a blank page. Labels and tooltips are kept as sent.
 */
import type { components } from '../../api/generated/openapi';
import { isObjectOf } from '../../lib/is-object';
import { STEP_NAMES, type StepName } from './constants';

/** One option of a card field. */
export type WizardOption = components[ 'schemas' ][ 'ValuationOption' ];
/** One configured field. */
export type WizardField = components[ 'schemas' ][ 'ValuationField' ];
/** A field's kind. */
export type FieldType = components[ 'schemas' ][ 'ValuationFieldType' ];
/** A group of fields on a step. */
export type WizardCategory = components[ 'schemas' ][ 'ValuationCategory' ];

/** The settings answer. */
type Settings = components[ 'schemas' ][ 'ValuationSettingsResponse' ];

/** The categories of every step; a step the server does not configure has none. */
export type WizardConfig = Record< StepName, WizardCategory[] >;

const FIELD_TYPES: readonly FieldType[] = [
	'select',
	'star_rating',
	'dropdown_select',
	'number_input',
	'single_select',
	'text_input',
];

/** The fallback when the settings cannot be loaded: the seven steps, all empty. */
export function emptyConfig(): WizardConfig {
	return Object.fromEntries(
		STEP_NAMES.map( ( name ) => [ name, [] ] )
	) as unknown as WizardConfig;
}

const text = ( value: unknown ): string | null =>
	typeof value === 'string' ? value : null;

const integer = ( value: unknown ): number | null =>
	Number.isInteger( value ) ? ( value as number ) : null;

/**
 * The items of a list that can be read; none when it is no list.
 *
 * @param raw   The list as sent.
 * @param parse Reads one item; null drops it.
 */
function readList< T >(
	raw: unknown,
	parse: ( item: unknown ) => T | null
): T[] {
	return Array.isArray( raw )
		? raw.map( parse ).filter( ( item ): item is T => item !== null )
		: [];
}

/**
 * Reads one option; null when it has no value.
 *
 * @param raw The option as sent.
 */
function parseOption( raw: unknown ): WizardOption | null {
	if (
		! isObjectOf< WizardOption >( raw ) ||
		typeof raw.value !== 'string'
	) {
		return null;
	}
	return {
		value: raw.value,
		label: text( raw.label ) ?? raw.value,
		stars: integer( raw.stars ),
		icon: text( raw.icon ),
		tooltip: text( raw.tooltip ),
		group: text( raw.group ),
	};
}

/**
 * The default value of a field, coerced to what its kind holds.
 *
 * @param type The field's kind.
 * @param raw  The value as sent.
 */
function defaultValue( type: FieldType, raw: unknown ): WizardField[ 'value' ] {
	if ( Array.isArray( raw ) ) {
		return readList( raw, text );
	}
	if ( typeof raw === 'string' || typeof raw === 'number' ) {
		return raw;
	}
	if ( type === 'number_input' ) {
		return 0;
	}
	return type === 'dropdown_select' ? [] : '';
}

/**
 * Reads one field; null when it lacks a key or has an unknown kind.
 *
 * @param raw The field as sent.
 */
function parseField( raw: unknown ): WizardField | null {
	if (
		! isObjectOf< WizardField >( raw ) ||
		typeof raw.key !== 'string' ||
		raw.key === '' ||
		! FIELD_TYPES.includes( raw.field_type as FieldType )
	) {
		return null;
	}
	const type = raw.field_type as FieldType;
	const field: WizardField = {
		key: raw.key,
		name: text( raw.name ) ?? '',
		icon: text( raw.icon ),
		tooltip: text( raw.tooltip ),
		field_type: type,
		value: defaultValue( type, raw.value ),
		options: readList( raw.options, parseOption ),
		validation_rules: readList( raw.validation_rules, text ),
		is_selected: raw.is_selected !== false,
	};
	if ( typeof raw.source === 'string' ) {
		field.source = raw.source;
	}
	return field;
}

/**
 * Reads one category; null when it has no name.
 *
 * @param raw The category as sent.
 */
function parseCategory( raw: unknown ): WizardCategory | null {
	if (
		! isObjectOf< WizardCategory >( raw ) ||
		typeof raw.value !== 'string'
	) {
		return null;
	}
	const category: WizardCategory = {
		value: raw.value,
		is_required: raw.is_required === true,
		is_visible: raw.is_visible !== false,
		type: raw.type === 'multi' ? 'multi' : 'single',
		fields: readList( raw.fields, parseField ),
		subPageIndex: integer( raw.subPageIndex ),
	};
	if ( typeof raw.label === 'string' ) {
		category.label = raw.label;
	}
	return category;
}

/**
 * Reads the settings answer into the categories of each step (sections matched by name).
 *
 * @param  answer The parsed body of `GET /api/settings/valuation`.
 * @throws {Error} When the answer holds no list of sections.
 */
export function parseValuationSettings( answer: unknown ): WizardConfig {
	const sections =
		isObjectOf< Settings >( answer ) &&
		isObjectOf< Settings[ 'available_fields' ] >( answer.available_fields )
			? answer.available_fields.sections
			: undefined;
	if ( ! Array.isArray( sections ) ) {
		throw new Error( 'The valuation settings hold no sections.' );
	}
	const config = emptyConfig();
	for ( const section of sections ) {
		if (
			! isObjectOf< components[ 'schemas' ][ 'ValuationSection' ] >(
				section
			) ||
			! STEP_NAMES.includes( section.name as StepName ) ||
			! Array.isArray( section.categories )
		) {
			continue;
		}
		config[ section.name as StepName ] = readList(
			section.categories,
			parseCategory
		);
	}
	return config;
}
