/**
 * The progress header: the six visible steps with the current one marked, and a bar at
 * (step + 1) / 7, so the finish step (not listed) shows 100%.
 */
import { __ } from '@wordpress/i18n';
import { STEP_COUNT } from '../constants';

/** Short names of the visible steps, in order. */
const stepLabels = () => [
	__( 'Property', 'customer-area' ),
	__( 'Type', 'customer-area' ),
	__( 'Location', 'customer-area' ),
	__( 'Details', 'customer-area' ),
	__( 'Features', 'customer-area' ),
	__( 'Reason', 'customer-area' ),
];

/** Props of the progress header. */
export interface ProgressHeaderProps {
	/** The current step, 0 to 6. */
	step: number;
}

/**
 * The wizard's progress, as (step + 1) / 7 in percent.
 *
 * @param step The current step.
 */
export const progressPercent = ( step: number ): number =>
	Math.round( ( ( step + 1 ) / STEP_COUNT ) * 100 );

/**
 * @param props See ProgressHeaderProps.
 */
export function ProgressHeader( props: ProgressHeaderProps ) {
	const { step } = props;
	const percent = progressPercent( step );
	return (
		<div className="ca-wizard__progress">
			<ol
				className="ca-wizard__steps"
				aria-label={ __( 'Valuation steps', 'customer-area' ) }
			>
				{ stepLabels().map( ( label, index ) => {
					let state = '';
					if ( index < step ) {
						state = 'is-done';
					} else if ( index === step ) {
						state = 'is-current';
					}
					return (
						<li
							key={ label }
							className={ `ca-wizard__step ${ state }` }
							aria-current={ index === step ? 'step' : undefined }
						>
							<span
								className="ca-wizard__step-number"
								aria-hidden="true"
							>
								{ index + 1 }
							</span>
							<span className="ca-wizard__step-label">
								{ label }
							</span>
						</li>
					);
				} ) }
			</ol>
			<div
				className="ca-wizard__bar"
				role="progressbar"
				aria-label={ __( 'Progress', 'customer-area' ) }
				aria-valuemin={ 0 }
				aria-valuemax={ 100 }
				aria-valuenow={ percent }
				aria-valuetext={ `${ percent }%` }
			>
				<span
					className="ca-wizard__bar-fill"
					style={ { width: `${ percent }%` } }
				/>
			</div>
		</div>
	);
}
