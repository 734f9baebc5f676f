/**
 * The searchable choice list (country, year of construction).
 */
export { Combobox } from './combobox';
