/**
 * The wizard's later parts, a lazy chunk of their own (`wizard-steps`): the location step (country
 * list, geocoder), the finish step (submission, backend errors) and every field control other than
 * cards (dropdowns, number and text inputs, the country and year lists). The first steps are cards
 * only, so the valuation page's first view carries none of this; the wizard fetches it as soon as
 * the visitor starts answering (see later-steps-chunk.ts).
 */
import type { ContextType } from 'react';
import { CountryField } from './country-field';
import { DropdownField } from './dropdown-field';
import type { LaterControls } from './field-control';
import { NumberInput } from './number-input';
import { TextInput } from './text-input';
import { YearField } from './year-field';

export { FinishStep } from './finish-step';
export { LocationStep } from './location-step';

/** The controls this chunk holds, by kind. */
export const FIELD_CONTROLS: ContextType< typeof LaterControls > = {
	dropdown: DropdownField,
	number: NumberInput,
	text: TextInput,
	country: CountryField,
	year: YearField,
};
