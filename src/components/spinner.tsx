/**
 * A loading indicator that screen readers announce.
 */
import { __ } from '@wordpress/i18n';

/** Props of the spinner. */
export interface SpinnerProps {
	/** Text announced while loading; "Loading…" by default. */
	label?: string;
}

/**
 * A spinning circle in a status region.
 *
 * @param props See SpinnerProps.
 */
export function Spinner( props: SpinnerProps ) {
	const { label } = props;
	return (
		<div className="ca-spinner" role="status">
			<span className="ca-spinner__circle" aria-hidden="true" />
			<span className="ca-visually-hidden">
				{ label ?? __( 'Loading…', 'customer-area' ) }
			</span>
		</div>
	);
}
