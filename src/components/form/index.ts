/**
 * Shared Formik field components: each wires label, error text, aria-invalid and aria-describedby once.
 */
export { TextField } from './text-field';
export { SelectField, type SelectOption } from './select-field';
export { CheckboxField } from './checkbox-field';
export { FieldError, FieldLabel } from './field-parts';
export { FocusFirstError } from './focus-first-error';
export { useFieldA11y } from './use-field-a11y';
export { useHeldWhilePressed } from './use-held-while-pressed';
export { SubmitButton } from './submit-button';
