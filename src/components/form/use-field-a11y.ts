/**
 * Wires a Formik field's accessibility once, for every shared field component: ids for the label, hint and error,
 * `aria-invalid` and `aria-describedby`, and whether the error is shown yet. A message that comes or goes while a
 * control is being pressed shows as the press ends (docs/behaviour.md "A press is never lost").
 */
import { useField, useFormikContext } from 'formik';
import { useId } from 'react';
import { useHeldWhilePressed } from './use-held-while-pressed';

/** What a field component needs to render label, control, hint and error. */
export interface FieldA11y {
	id: string;
	errorId: string;
	hintId: string;
	/** The error message to show, or '' while none is due. */
	error: string;
	/** Props for the control itself. */
	describedBy: string | undefined;
	invalid: boolean;
}

/**
 * @param name    Formik field name.
 * @param hasHint Whether the field renders a hint text.
 * @param extra   Ids of further descriptions (e.g. a strength label or a loading problem).
 */
export function useFieldA11y(
	name: string,
	hasHint = false,
	extra?: string
): FieldA11y {
	const [ , meta ] = useField( name );
	const { submitCount } = useFormikContext();
	const base = useId();
	const id = `${ base }-${ name }`;
	const errorId = `${ id }-error`;
	const hintId = `${ id }-hint`;
	const error = useHeldWhilePressed(
		( meta.touched || submitCount > 0 ) && typeof meta.error === 'string'
			? meta.error
			: ''
	);
	const describedBy =
		[ hasHint ? hintId : '', error ? errorId : '', extra ?? '' ]
			.filter( Boolean )
			.join( ' ' ) || undefined;
	return { id, errorId, hintId, error, describedBy, invalid: error !== '' };
}
