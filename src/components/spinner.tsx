/**
 * A loading indicator that screen readers announce.
 */
import { __ } from '@wordpress/i18n';

/**
 * A spinning circle in a status region, announced as "Loading…".
 */
export function Spinner() {
	return (
		<div className="ca-spinner" role="status">
			<span className="ca-spinner__circle" aria-hidden="true" />
			<span className="ca-visually-hidden">
				{ __( 'Loading…', 'customer-area' ) }
			</span>
		</div>
	);
}
