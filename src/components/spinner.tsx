/**
 * A loading indicator that screen readers announce.
 */
import { __ } from '@wordpress/i18n';

/**
 * @param props
 * @param props.label Text announced while loading; defaults to "Loading…".
 */
export function Spinner( { label }: { label?: string } ) {
	return (
		<div className="ca-spinner" role="status">
			<span className="ca-spinner__circle" aria-hidden="true" />
			<span className="ca-visually-hidden">
				{ label ?? __( 'Loading…', 'customer-area' ) }
			</span>
		</div>
	);
}
