/**
 * The multi-select dropdown (the wizard's CRM option lists).
 */
export { MultiSelect } from './multi-select';
