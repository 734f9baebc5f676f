/**
 * The multi-select dropdown (the wizard's CRM option lists).
 */
export {
	MultiSelect,
	type MultiSelectOption,
	type MultiSelectProps,
} from './multi-select';
