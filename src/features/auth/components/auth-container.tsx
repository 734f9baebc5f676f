/**
 * STUB: replaced by the account-access issue.
 */
import { __ } from '@wordpress/i18n';
import type { AuthView } from '../../../config/config';

/** Inputs of the auth container. */
export interface AuthContainerProps {
	initialView: AuthView;
}

/**
 * @param props
 * @param props.initialView The first view.
 */
export function AuthContainer( { initialView }: AuthContainerProps ) {
	return (
		<section className="ca-auth" data-view={ initialView }>
			<h1>{ __( 'Sign In', 'customer-area' ) }</h1>
		</section>
	);
}
