/**
 * STUB: replaced by the account-access issue.
 */
import { __ } from '@wordpress/i18n';

/**
 * Placeholder.
 */
export function ResetPasswordPage() {
	return <h1>{ __( 'Reset password', 'customer-area' ) }</h1>;
}
