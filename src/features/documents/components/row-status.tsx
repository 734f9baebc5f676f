/**
 * The upload state of a checklist row as an icon plus a word, never colour alone.
 */
import { __ } from '@wordpress/i18n';
import type { RowStatus } from '../checklist';

/**
 * The word of a state.
 *
 * @param status The row's state.
 */
export function statusText( status: RowStatus ): string {
	switch ( status ) {
		case 'confirmed':
			return __( 'Uploaded', 'customer-area' );
		case 'not_confirmed':
			return __( 'Awaiting confirmation', 'customer-area' );
		case 'not_uploaded':
			return __( 'Not uploaded', 'customer-area' );
		default:
			return __( 'Unknown', 'customer-area' );
	}
}

/** The icon of each state (24×24, stroked): a circle, with these marks inside. */
const ICONS: Record< RowStatus, JSX.Element | null > = {
	not_uploaded: null,
	confirmed: <path d="m7.5 12.5 3 3 6-6.5" />,
	not_confirmed: <path d="M12 7v5l3.5 2" />,
	unknown: (
		<>
			<path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6" />
			<path d="M12 17h.01" />
		</>
	),
};

/**
 * @param props
 * @param props.status The row's state.
 */
export function RowStatusBadge( { status }: { status: RowStatus } ) {
	return (
		<span
			className={ `ca-row-status ca-row-status--${ status.replace(
				/_/g,
				'-'
			) }` }
		>
			<svg
				className="ca-row-status__icon"
				viewBox="0 0 24 24"
				width="20"
				height="20"
				aria-hidden="true"
				focusable="false"
			>
				<circle cx="12" cy="12" r="9" />
				{ ICONS[ status ] }
			</svg>
			<span>{ statusText( status ) }</span>
		</span>
	);
}
