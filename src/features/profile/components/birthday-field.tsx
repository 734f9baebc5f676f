/**
 * The birthday: typed as DD.MM.YYYY, or chosen in a calendar that refuses dates after today. The
 * calendar is the browser's own date input (with `max` = today) in a popover opened by a button
 * beside the field, so it works with keyboard, touch and screen readers everywhere. See
 * docs/behaviour.md "Formats and limits".
 */
import { useField } from 'formik';
import { useId, useState } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { __ } from '@wordpress/i18n';
import { FieldError, FieldLabel, useFieldA11y } from '../../../components/form';
import {
	germanDateToIso,
	isoDateToGerman,
	todayIso,
} from '../../../lib/format';

/** Props of `BirthdayField`. */
export interface BirthdayFieldProps {
	/** Formik field name (text DD.MM.YYYY). */
	name: string;
	/** Visible label. */
	label: string;
}

/**
 * The `BirthdayField` component.
 *
 * @param props See BirthdayFieldProps.
 */
export function BirthdayField( { name, label }: BirthdayFieldProps ) {
	const [ field, , helpers ] = useField< string >( name );
	const a11y = useFieldA11y( name, true );
	const [ open, setOpen ] = useState( false );
	const [ picked, setPicked ] = useState( '' );
	const pickerId = useId();
	const max = todayIso();
	const canApply =
		picked !== '' && picked <= max && isoDateToGerman( picked ) !== '';
	return (
		<div className="ca-field">
			<FieldLabel htmlFor={ a11y.id }>{ label }</FieldLabel>
			<div className="ca-field__control ca-date">
				<input
					type="text"
					inputMode="numeric"
					autoComplete="bday"
					placeholder={ __( 'DD.MM.YYYY', 'customer-area' ) }
					{ ...field }
					value={ field.value ?? '' }
					id={ a11y.id }
					aria-invalid={ a11y.invalid || undefined }
					aria-describedby={ a11y.describedBy }
					className="ca-input"
				/>
				<Popover.Root
					open={ open }
					onOpenChange={ ( next ) => {
						setOpen( next );
						if ( next ) {
							setPicked( germanDateToIso( field.value ?? '' ) );
						}
					} }
				>
					<Popover.Trigger className="ca-date__button">
						<span className="ca-date__icon" aria-hidden="true" />
						<span className="ca-visually-hidden">
							{ __(
								'Choose the birthday in a calendar',
								'customer-area'
							) }
						</span>
					</Popover.Trigger>
					<Popover.Content
						className="ca-date__popover"
						sideOffset={ 4 }
						align="end"
						aria-label={ __( 'Calendar', 'customer-area' ) }
					>
						<label className="ca-field__label" htmlFor={ pickerId }>
							{ label }
						</label>
						<input
							id={ pickerId }
							type="date"
							className="ca-input"
							max={ max }
							value={ picked }
							onChange={ ( event ) =>
								setPicked( event.target.value )
							}
						/>
						<button
							type="button"
							className="ca-button ca-button--primary"
							disabled={ ! canApply }
							onClick={ () => {
								void helpers.setValue(
									isoDateToGerman( picked )
								);
								setOpen( false );
							} }
						>
							{ __( 'Use this date', 'customer-area' ) }
						</button>
					</Popover.Content>
				</Popover.Root>
			</div>
			<p id={ a11y.hintId } className="ca-field__hint">
				{ __( 'Format: DD.MM.YYYY', 'customer-area' ) }
			</p>
			<FieldError id={ a11y.errorId } message={ a11y.error } />
		</div>
	);
}
