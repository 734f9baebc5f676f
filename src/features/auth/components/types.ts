/**
 * Inputs the auth views share.
 */
import type { AuthView } from '../../../config/config';
import type { LoginOptions } from '../use-login';
import type { RegisterOptions } from '../use-register';

/** What every auth view receives from the container. */
export interface AuthViewBaseProps {
	/** Show the view's title and subtitle (default true; the wizard hides them). */
	showTitle?: boolean;
	/** The switch-view event: replaces the container's current view. */
	onSwitchView: ( view: AuthView ) => void;
}

/** Inputs of the login view: the sign-in's options (an estate token also hides 'Forgot Password?') and a notice. */
export interface LoginViewProps extends AuthViewBaseProps, LoginOptions {
	/** A status message shown above the form (e.g. after a password reset). */
	notice?: string;
}

/** Inputs of the register view: the registration's options and the view's texts. */
export interface RegisterViewProps extends AuthViewBaseProps, RegisterOptions {
	/** Hide 'I am a property owner'. */
	hideOwnerCheckbox?: boolean;
	/** Label of the register button; 'Register Now' when empty. */
	registerLabel?: string;
	/** Label of the back-to-login link; 'Back to Login' when empty. */
	backLabel?: string;
	/** A text above the form (the valuation wizard says what the details are used for). */
	intro?: string;
}
