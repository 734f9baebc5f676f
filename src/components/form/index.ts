/**
 * Shared Formik field components: each wires label, error text, aria-invalid and aria-describedby once.
 */
export { TextField, type TextFieldProps } from './text-field';
export {
	SelectField,
	type SelectFieldProps,
	type SelectOption,
} from './select-field';
export { CheckboxField, type CheckboxFieldProps } from './checkbox-field';
export { FieldError, FieldLabel } from './field-parts';
export { FocusFirstError } from './focus-first-error';
export { useFieldA11y, type FieldA11y } from './use-field-a11y';
export { useHeldWhilePressed } from './use-held-while-pressed';
export { SubmitButton } from './submit-button';
