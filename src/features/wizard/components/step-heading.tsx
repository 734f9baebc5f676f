/**
 * The heading of the current step. On steps 1 to 6 it starts with "Step N of 6", so a screen
 * reader that lands on it after a step change hears where the visitor is; the finish step reads
 * 'Almost done!'. Script moves focus here, so it is focusable by script only.
 */
import { forwardRef } from 'react';
import { __, sprintf } from '@wordpress/i18n';
import { FINISH_STEP, VISIBLE_STEP_COUNT, type StepName } from '../constants';

/**
 * The heading text of a step.
 *
 * @param step The step's name.
 */
export function stepHeading( step: StepName ): string {
	switch ( step ) {
		case 'category':
			return __(
				'Which property would you like to evaluate?',
				'customer-area'
			);
		case 'type':
			return __(
				'Which type of property would you like to evaluate?',
				'customer-area'
			);
		case 'location':
			return __( 'Location of your property', 'customer-area' );
		case 'details':
			return __( 'Details about your property', 'customer-area' );
		case 'features_condition':
			return __( 'Features of the property', 'customer-area' );
		case 'valuation':
			return __( 'Reason for your evaluation', 'customer-area' );
		default:
			return __( 'Almost done!', 'customer-area' );
	}
}

/** Props of the step heading. */
export interface StepHeadingProps {
	/** The current step, 0 to 6. */
	step: number;
	/** Its name. */
	name: StepName;
	/** Element id (the form is labelled by it). */
	id: string;
}

/** The current step's heading. */
export const StepHeading = forwardRef< HTMLHeadingElement, StepHeadingProps >(
	function StepHeadingWithRef( props, ref ) {
		const { step, name, id } = props;
		return (
			<h2
				ref={ ref }
				id={ id }
				className="ca-wizard__heading"
				tabIndex={ -1 }
			>
				{ step < FINISH_STEP && (
					<>
						<span className="ca-wizard__count">
							{ sprintf(
								/* translators: 1: the current step's number, 2: how many steps there are. */
								__( 'Step %1$d of %2$d', 'customer-area' ),
								step + 1,
								VISIBLE_STEP_COUNT
							) }
						</span>{ ' ' }
					</>
				) }
				<span className="ca-wizard__heading-text">
					{ stepHeading( name ) }
				</span>
			</h2>
		);
	}
);
