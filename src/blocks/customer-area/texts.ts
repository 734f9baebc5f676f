/**
 * Texts the sidebar and the preview card share, translated when called (the editor loads the
 * catalogue before the block renders, but never before this module loads).
 */
import { __ } from '@wordpress/i18n';
import type { InitialView, Mode } from './attributes';

/**
 * The name of a mode, as the sidebar offers it and the preview card names it.
 *
 * @param mode The mode.
 */
export function modeLabel( mode: Mode ): string {
	switch ( mode ) {
		case 'wizard':
			return __( 'Valuation wizard for visitors', 'customer-area' );
		case 'popup':
			return __( 'Sign-in popup', 'customer-area' );
		default:
			return __( 'Full customer area', 'customer-area' );
	}
}

/**
 * What a mode shows on the page, in one sentence.
 *
 * @param mode The mode.
 */
export function modeDescription( mode: Mode ): string {
	switch ( mode ) {
		case 'wizard':
			return __(
				'Visitors get the property valuation wizard; signed-in customers get their customer area.',
				'customer-area'
			);
		case 'popup':
			return __(
				'Only the sign-in box, for example inside a popup of the theme. A page may hold any number of them.',
				'customer-area'
			);
		default:
			return __(
				'Sign-in and registration for visitors; the customer area with dashboard, properties and profile after sign-in. A page holds it once.',
				'customer-area'
			);
	}
}

/**
 * The name of a view the sign-in box can start on.
 *
 * @param view The view ('' is the default, sign in).
 */
export function initialViewLabel( view: InitialView ): string {
	switch ( view ) {
		case 'register':
			return __( 'Registration', 'customer-area' );
		case 'forgot-password':
			return __( 'Forgot password', 'customer-area' );
		case 'secret-sale-notice':
			return __( 'Secret-sale notice', 'customer-area' );
		default:
			return __( 'Sign in (default)', 'customer-area' );
	}
}

/** The warning of a block that would be a second full area on the page. */
export function secondFullAreaWarning(): string {
	return __(
		'This page already holds a full customer area or valuation wizard above this block, so visitors see only the first one and this block stays empty. Make this block a sign-in popup, or remove one of them.',
		'customer-area'
	);
}
