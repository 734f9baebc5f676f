/**
 * In place of a step's content when the wizard's configuration could not be loaded.
 */
import { __ } from '@wordpress/i18n';

/** Props of the failure screen. */
export interface SettingsFailureProps {
	/** Asks for the configuration again. */
	onRetry: () => void;
}

/**
 * @param props See SettingsFailureProps.
 */
export function SettingsFailure( props: SettingsFailureProps ) {
	return (
		<div className="ca-wizard__failure">
			<p role="alert" className="ca-notice ca-notice--error">
				{ __(
					'Configuration could not be loaded. Please try again later.',
					'customer-area'
				) }
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
