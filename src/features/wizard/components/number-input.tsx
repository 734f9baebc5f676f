/**
 * A number field: 0 to 200 (narrowed by the server's min and max), whole numbers, or half steps
 * for the room count. It starts at 0 and shows it (an emptied field shows 0 again once it is
 * left); focusing it selects the number, so typing replaces it, by keyboard or by pointer.
 * The stored answer is rounded to the step as it is typed (3.3 rooms → 3.5), so a step submitted
 * with Enter never sends a value off the step; the field shows the rounded value once it is left.
 */
import { useRef, useState } from 'react';
import { numberOf } from '../answers';
import { HALF_STEP_FIELD } from '../constants';
import { numberRange, parseRules } from '../validation';
import { TypedField } from './typed-field';
import type { FieldProps } from './field-types';

/**
 * @param props See FieldProps.
 */
export function NumberInput( props: FieldProps ) {
	const { shown, value, error, required, onChange, onLeave } = props;
	const { field } = shown;
	const step = field.key === HALF_STEP_FIELD ? 0.5 : 1;
	const { min, max } = numberRange( parseRules( field.validation_rules ) );
	const number = numberOf( value );
	// The text while typing ('', '3.' …); null shows the stored number.
	const [ draft, setDraft ] = useState< string | null >( null );
	// A pointer's focus would put the caret where it was pressed when it is released: the
	// selection made on focus stays.
	const keepSelection = useRef( false );
	return (
		<TypedField
			field={ field }
			required={ required }
			error={ error }
			type="number"
			inputMode={ step < 1 ? 'decimal' : 'numeric' }
			min={ min }
			max={ max }
			step={ step }
			value={ draft ?? String( number ) }
			onChange={ ( event ) => {
				const text = event.target.value;
				setDraft( text );
				const parsed =
					text.trim() === '' ? 0 : Number( text.replace( ',', '.' ) );
				// The answer is always on the field's step, also when Enter submits the
				// step before the field is left; the text shows the step once it is left.
				if ( Number.isFinite( parsed ) ) {
					onChange( Math.round( parsed / step ) * step );
				}
			} }
			onMouseDown={ ( event ) => {
				keepSelection.current =
					event.currentTarget.ownerDocument.activeElement !==
					event.currentTarget;
			} }
			onFocus={ ( event ) => event.currentTarget.select() }
			onMouseUp={ ( event ) => {
				if ( keepSelection.current ) {
					keepSelection.current = false;
					event.preventDefault();
				}
			} }
			onBlur={ () => {
				setDraft( null );
				onLeave();
			} }
		/>
	);
}
