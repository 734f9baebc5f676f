/**
 * STUB: replaced by the shell-and-profile issue.
 */
import { __ } from '@wordpress/i18n';

/**
 * Placeholder.
 */
export function ProfilePage() {
	return <h1>{ __( 'Profile', 'customer-area' ) }</h1>;
}
