/**
 * The secret-sale notice: shown to visitors instead of the plain login when a forward link is
 * configured. It invites them to register or log in. See
 * docs/behaviour.md "Forward link and secret sale".
 */
import { __ } from '@wordpress/i18n';
import type { AuthViewBaseProps } from './types';
import { useViewFocus } from './view-focus';
import { SwitchLink } from './auth-parts';
import { AUTH_VIEW_CLASS, SecretSaleIntro } from './opening-texts';

/**
 * The notice a forward link shows visitors.
 *
 * @param props See AuthViewBaseProps.
 */
export function SecretSaleNotice( { onSwitchView }: AuthViewBaseProps ) {
	const viewRef = useViewFocus< HTMLDivElement >();
	return (
		<div
			ref={ viewRef }
			className={ AUTH_VIEW_CLASS[ 'secret-sale-notice' ] }
		>
			<SecretSaleIntro />
			<button
				type="button"
				className="ca-button ca-button--primary ca-button--block"
				onClick={ () => onSwitchView( 'register' ) }
			>
				{ __( 'Register Now', 'customer-area' ) }
			</button>
			<p className="ca-divider">
				<span>{ __( 'Or Log in', 'customer-area' ) }</span>
			</p>
			<SwitchLink onClick={ () => onSwitchView( 'login' ) }>
				{ __( 'Log into existing account', 'customer-area' ) }
			</SwitchLink>
		</div>
	);
}
