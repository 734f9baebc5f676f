/**
 * The icon and tag of an activity's kind (Aktionsart): e-mail, phone call, viewing, offer,
 * customer area; any other kind shows its name as sent with a generic icon.
 */
import type { ReactNode } from 'react';
import { __ } from '@wordpress/i18n';

/** A kind's look. */
export interface ActionKind {
	/** CSS modifier. */
	id: 'email' | 'call' | 'viewing' | 'offer' | 'portal' | 'other';
	label: string;
	icon: ReactNode;
}

const svg = ( path: string ) => (
	<svg
		viewBox="0 0 24 24"
		width="18"
		height="18"
		focusable="false"
		aria-hidden="true"
	>
		<path fill="currentColor" d={ path } />
	</svg>
);

const ICONS = {
	email: 'M3 5h18v14H3V5Zm2 2v.5l7 4.5 7-4.5V7H5Zm14 2.9-7 4.5-7-4.5V17h14V9.9Z',
	call: 'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1C10.6 21 3 13.4 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1l-2.3 2.2Z',
	viewing:
		'M12 5c5 0 9 4.5 10 7-1 2.5-5 7-10 7S3 14.5 2 12c1-2.5 5-7 10-7Zm0 3a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm0 2a2 2 0 1 1 0 4 2 2 0 0 1 0-4Z',
	offer: 'M6 2h9l5 5v15H6V2Zm8 1.5V8h4.5L14 3.5ZM8 11v2h8v-2H8Zm0 4v2h8v-2H8Z',
	portal: 'M12 2a5 5 0 1 1 0 10 5 5 0 0 1 0-10Zm0 12c5.5 0 9 2.5 9 5v3H3v-3c0-2.5 3.5-5 9-5Z',
	other: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm-1 5v6h2V7h-2Zm0 8v2h2v-2h-2Z',
} as const;

/**
 * A kind's look.
 *
 * @param id    The kind.
 * @param label Its tag.
 */
const look = ( id: ActionKind[ 'id' ], label: string ): ActionKind => ( {
	id,
	label,
	icon: svg( ICONS[ id ] ),
} );

/**
 * The look of an action kind.
 *
 * @param kind The Aktionsart as sent.
 */
export function actionKindOf( kind: string ): ActionKind {
	switch ( kind.trim().toLowerCase() ) {
		case 'email':
		case 'e-mail':
			return look( 'email', __( 'E-mail', 'customer-area' ) );
		case 'telefonat':
		case 'anruf':
			return look( 'call', __( 'Phone call', 'customer-area' ) );
		case 'besichtigung':
			return look( 'viewing', __( 'Viewing', 'customer-area' ) );
		case 'angebot':
			return look( 'offer', __( 'Offer', 'customer-area' ) );
		case 'kundenbereich':
			return look( 'portal', __( 'Customer area', 'customer-area' ) );
		default:
			return look(
				'other',
				kind.trim() || __( 'Activity', 'customer-area' )
			);
	}
}
