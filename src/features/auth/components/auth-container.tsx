/**
 * The auth container: one place that switches among login, register, forgot-password and
 * secret-sale-notice without a route change, starting on `initialView`. Login and the notice are
 * part of the first view; register and forgot-password load lazily.
 */
import { lazy, Suspense, useState } from 'react';
import type { AuthView } from '../../../config/config';
import { ScreenFallback } from '../../../components/screen-fallback';
import type { User } from '../../../session/types';
import { LoginView } from './login-view';
import { SecretSaleNotice } from './secret-sale-notice';
import { ViewSwitchedContext } from './view-focus';
import './auth.scss';

const RegisterView = lazy(
	() => import( /* webpackChunkName: "auth-register" */ './register-view' )
);
const ForgotPasswordView = lazy(
	() =>
		import(
			/* webpackChunkName: "auth-forgot-password" */ './forgot-password-view'
		)
);

/** Inputs of the auth container; each is passed to the views that use it. */
export interface AuthContainerProps {
	/** The first view (the embed's `initial-view`). */
	initialView: AuthView;
	/** Show the views' titles (default true). */
	showTitle?: boolean;
	/** From the valuation wizard. */
	estateToken?: string;
	/** Hide 'I am a property owner'. */
	hideOwnerCheckbox?: boolean;
	/** Label of the register button. */
	registerLabel?: string;
	/** Label of the register view's back link. */
	backLabel?: string;
	/** Redirect after login even inside a popup. */
	forceRedirect?: boolean;
	/** The loginSuccess event. */
	onLoginSuccess?: ( user: User ) => void;
	/** The register success event. */
	onRegisterSuccess?: () => void;
	/** Moves the router to `/` after login (absent in popups). */
	onRedirectHome?: () => void;
	/** A status message for the login view (e.g. after a password reset). */
	notice?: string;
}

/**
 * The auth container of an embed.
 *
 * @param props See AuthContainerProps.
 */
export function AuthContainer( {
	initialView,
	showTitle = true,
	estateToken,
	hideOwnerCheckbox,
	registerLabel,
	backLabel,
	forceRedirect,
	onLoginSuccess,
	onRegisterSuccess,
	onRedirectHome,
	notice,
}: AuthContainerProps ) {
	const [ view, setView ] = useState< AuthView >( initialView );
	const [ switched, setSwitched ] = useState( false );
	const switchView = ( next: AuthView ) => {
		setView( next );
		setSwitched( true );
	};

	let content;
	switch ( view ) {
		case 'register':
			content = (
				<RegisterView
					showTitle={ showTitle }
					estateToken={ estateToken }
					hideOwnerCheckbox={ hideOwnerCheckbox }
					registerLabel={ registerLabel }
					backLabel={ backLabel }
					onRegisterSuccess={ onRegisterSuccess }
					onSwitchView={ switchView }
				/>
			);
			break;
		case 'forgot-password':
			content = (
				<ForgotPasswordView
					showTitle={ showTitle }
					onSwitchView={ switchView }
				/>
			);
			break;
		case 'secret-sale-notice':
			content = <SecretSaleNotice onSwitchView={ switchView } />;
			break;
		default:
			content = (
				<LoginView
					showTitle={ showTitle }
					estateToken={ estateToken }
					forceRedirect={ forceRedirect }
					onLoginSuccess={ onLoginSuccess }
					onRedirectHome={ onRedirectHome }
					onSwitchView={ switchView }
					notice={ switched ? undefined : notice }
				/>
			);
	}

	return (
		<section className="ca-auth" data-view={ view }>
			<ViewSwitchedContext.Provider value={ switched }>
				<Suspense fallback={ <ScreenFallback /> }>{ content }</Suspense>
			</ViewSwitchedContext.Provider>
		</section>
	);
}
