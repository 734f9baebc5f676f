/**
 * The searchable choice list (country, year of construction).
 */
export { Combobox, type ComboboxOption, type ComboboxProps } from './combobox';
