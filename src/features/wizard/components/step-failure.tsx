/**
 * In place of a step's content when something it needs could not be loaded: the wizard's
 * configuration or its later steps' chunk (offline), with 'Try again'.
 */
import { __ } from '@wordpress/i18n';

/** Props of the failure screen. */
export interface StepFailureProps {
	/** What could not be loaded, said as an alert. */
	message: string;
	/** Asks for it again. */
	onRetry: () => void;
}

/**
 * @param props See StepFailureProps.
 */
export function StepFailure( props: StepFailureProps ) {
	return (
		<div className="ca-wizard__failure">
			<p role="alert" className="ca-notice ca-notice--error">
				{ props.message }
			</p>
			<button
				type="button"
				className="ca-button ca-button--secondary"
				onClick={ props.onRetry }
			>
				{ __( 'Try again', 'customer-area' ) }
			</button>
		</div>
	);
}
