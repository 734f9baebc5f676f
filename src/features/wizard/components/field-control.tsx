/**
 * Shows a field as its control: cards, a dropdown, a number or text input, the country or the year
 * list. The timeframe's cards carry the section heading 'Timeframe'.
 */
import { __ } from '@wordpress/i18n';
import { TIMEFRAME_FIELD } from '../constants';
import { ChoiceCards } from './choice-cards';
import { CountryField } from './country-field';
import { DropdownField } from './dropdown-field';
import type { FieldProps } from './field-types';
import { NumberInput } from './number-input';
import { TextInput } from './text-input';
import { YearField } from './year-field';

/**
 * @param props See FieldProps.
 */
export function FieldControl( props: FieldProps ) {
	switch ( props.shown.control ) {
		case 'dropdown':
			return <DropdownField { ...props } />;
		case 'number':
			return <NumberInput { ...props } />;
		case 'text':
			return <TextInput { ...props } />;
		case 'country':
			return <CountryField { ...props } />;
		case 'year':
			return <YearField { ...props } />;
		default:
			return (
				<ChoiceCards
					{ ...props }
					legend={
						props.shown.field.key === TIMEFRAME_FIELD ? (
							<h3 className="ca-wizard__section-title">
								{ __( 'Timeframe', 'customer-area' ) }
							</h3>
						) : undefined
					}
				/>
			);
	}
}
