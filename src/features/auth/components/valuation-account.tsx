/**
 * The account step of the valuation wizard: registration ('Evaluate Now', no owner checkbox, no
 * titles, a note on what the details are used for) or login, both sending the estate token, and
 * the thank-you view after registering. See docs/behaviour.md "Estate token".
 *
 * Registration answers alike whether or not the address already has an account (no account
 * enumeration), so the thank-you view offers 'Login into existing Account' at once and the token
 * stays held: signing in with it links the valuation. The wizard ignores the forward link: its
 * views see a setup without one, so they never send `feature: 'secret_sale'` nor go there.
 */
import { __ } from '@wordpress/i18n';
import { useMemo, useState } from 'react';
import {
	SetupProvider,
	useSetup,
	type AppSetup,
} from '../../../config/config-context';
import type { AuthView } from '../../../config/config';
import type { User } from '../../../session/types';
import { FocusedNotice, SwitchLink } from './auth-parts';
import { LoginView } from './login-view';
import RegisterView from './register-view';
import { ViewSwitchedContext } from './view-focus';
import './auth.scss';

/** The views of the wizard's account step. */
export type ValuationAccountView = 'register' | 'login';

/** Props of the wizard's account step. */
export interface ValuationAccountProps {
	/** The estate token of the stored valuation; login and registration send it. */
	estateToken: string;
	/** The first view (default 'register'). */
	initialView?: ValuationAccountView;
	/** Called after a login with the token, before the redirect (the token is used then). */
	onLoginSuccess?: ( user: User ) => void;
	/** Goes to the customer area's dashboard after the login. */
	onRedirectHome: () => void;
}

/**
 * The setup without any forward link: the wizard's login and registration ignore it.
 *
 * @param setup The embed's setup.
 */
function withoutForwardLink( setup: AppSetup ): AppSetup {
	return {
		...setup,
		config: { ...setup.config, forceForwardLink: '' },
		embed: { ...setup.embed, forwardLink: '' },
	};
}

/**
 * The wizard's account step.
 *
 * @param props See ValuationAccountProps.
 */
export function ValuationAccount( props: ValuationAccountProps ) {
	const {
		estateToken,
		initialView = 'register',
		onLoginSuccess,
		onRedirectHome,
	} = props;
	const setup = useSetup();
	const wizardSetup = useMemo( () => withoutForwardLink( setup ), [ setup ] );
	const [ view, setView ] = useState< ValuationAccountView | 'registered' >(
		initialView
	);
	const [ switched, setSwitched ] = useState( false );
	const switchView = ( next: AuthView ) => {
		setView( next === 'register' ? 'register' : 'login' );
		setSwitched( true );
	};
	const loginLabel = __( 'Login into existing Account', 'customer-area' );

	let content;
	if ( view === 'registered' ) {
		content = (
			<div className="ca-auth__view ca-auth__view--register-success">
				<FocusedNotice>
					{ __(
						'Thank you for registering! Please confirm your e-mail address with the link in the e-mail we just sent you, then sign in: your valuation is waiting for you in your customer area.',
						'customer-area'
					) }
				</FocusedNotice>
				<p className="ca-auth__text">
					{ __(
						'Do you already have an account with this e-mail address? Sign in now and the valuation is added to it.',
						'customer-area'
					) }
				</p>
				<SwitchLink onClick={ () => switchView( 'login' ) }>
					{ loginLabel }
				</SwitchLink>
			</div>
		);
	} else if ( view === 'register' ) {
		content = (
			<RegisterView
				showTitle={ false }
				estateToken={ estateToken }
				hideOwnerCheckbox
				registerLabel={ __( 'Evaluate Now', 'customer-area' ) }
				backLabel={ loginLabel }
				intro={ __(
					'We use your details to set up your free personal login area and to contact you by e-mail or telephone about your valuation.',
					'customer-area'
				) }
				onRegisterSuccess={ () => setView( 'registered' ) }
				onSwitchView={ switchView }
			/>
		);
	} else {
		content = (
			<LoginView
				showTitle={ false }
				estateToken={ estateToken }
				onLoginSuccess={ onLoginSuccess }
				onRedirectHome={ onRedirectHome }
				onSwitchView={ switchView }
			/>
		);
	}

	return (
		<SetupProvider value={ wizardSetup }>
			<section className="ca-auth" data-view={ view }>
				<ViewSwitchedContext.Provider value={ switched }>
					{ content }
				</ViewSwitchedContext.Provider>
			</section>
		</SetupProvider>
	);
}
