/**
 * Inputs the auth views share.
 */
import type { AuthView } from '../../../config/config';
import type { User } from '../../../session/types';

/** What every auth view receives from the container. */
export interface AuthViewBaseProps {
	/** Show the view's title and subtitle (default true; the wizard hides them). */
	showTitle?: boolean;
	/** The switch-view event: replaces the container's current view. */
	onSwitchView: ( view: AuthView ) => void;
}

/** Inputs of the login view. */
export interface LoginViewProps extends AuthViewBaseProps {
	/** From the valuation wizard: sent with the login; hides 'Forgot Password?'. */
	estateToken?: string;
	/** Redirect after login even inside a popup. */
	forceRedirect?: boolean;
	/** The loginSuccess event, with the signed-in user. */
	onLoginSuccess?: ( user: User ) => void;
	/** Moves the router to `/`; without it (popup) the page's hash route is set. */
	onRedirectHome?: () => void;
	/** A status message shown above the form (e.g. after a password reset). */
	notice?: string;
}

/** Inputs of the register view. */
export interface RegisterViewProps extends AuthViewBaseProps {
	/** From the valuation wizard: sent with the registration. */
	estateToken?: string;
	/** Hide 'I am a property owner'. */
	hideOwnerCheckbox?: boolean;
	/** Label of the register button; 'Register Now' when empty. */
	registerLabel?: string;
	/** Label of the back-to-login link; 'Back to Login' when empty. */
	backLabel?: string;
	/** A text above the form (the valuation wizard says what the details are used for). */
	intro?: string;
	/** The register success event. */
	onRegisterSuccess?: () => void;
}
