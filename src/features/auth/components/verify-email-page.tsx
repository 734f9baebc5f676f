/**
 * STUB: replaced by the account-access issue.
 */
import { __ } from '@wordpress/i18n';

/**
 * Placeholder.
 */
export function VerifyEmailPage() {
	return <h1>{ __( 'Verify e-mail', 'customer-area' ) }</h1>;
}
