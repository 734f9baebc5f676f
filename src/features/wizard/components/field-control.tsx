/**
 * Shows a field as its control: cards, a dropdown, a number or text input, the country or the year
 * list. The timeframe's cards carry the section heading 'Timeframe'. Every control but the cards
 * comes from the wizard's later chunk (later-steps.ts), which the wizard provides through
 * `LaterControls` once it is there; the wizard waits for it before it shows a step with such a
 * field, so the spinner here is only a fallback.
 */
import { createContext, useContext, type ComponentType } from 'react';
import { __ } from '@wordpress/i18n';
import { Spinner } from '../../../components/spinner';
import { TIMEFRAME_FIELD } from '../constants';
import { CARD_CONTROLS, type ControlKind } from '../visibility';
import { ChoiceCards } from './choice-cards';
import type { FieldProps } from './field-types';

/** The controls other than cards, by kind; empty until the later chunk is there. */
export const LaterControls = createContext<
	Partial< Record< ControlKind, ComponentType< FieldProps > > >
>( {} );

/**
 * @param props See FieldProps.
 */
export function FieldControl( props: FieldProps ) {
	const controls = useContext( LaterControls );
	if ( CARD_CONTROLS.includes( props.shown.control ) ) {
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
	const Control = controls[ props.shown.control ];
	return Control ? <Control { ...props } /> : <Spinner />;
}
