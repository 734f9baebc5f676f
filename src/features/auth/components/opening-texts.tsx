/**
 * What each auth view opens with: its frame's class and its title, subtitle or text. The views
 * render these, and so does the build's pre-rendered opening, which the server prints into the
 * page before the app is there (src/first-paint/, docs/architecture.md "First paint and start-up"):
 * one source for both, so the text a visitor reads first is the text the app then shows. Markup
 * only: no control, no id, no focus.
 */
import { __ } from '@wordpress/i18n';
import type { AuthView } from '../../../config/config';
import { ViewTitle } from './view-title';

/** The class of each view's frame (`ca-auth__view` plus the view's own). */
export const AUTH_VIEW_CLASS: Record< AuthView, string > = {
	login: 'ca-auth__view ca-auth__view--login',
	register: 'ca-auth__view ca-auth__view--register',
	'forgot-password': 'ca-auth__view ca-auth__view--forgot',
	'secret-sale-notice': 'ca-auth__view ca-auth__view--secret-sale',
};

/** Props of a view's title. */
export interface TitleProps {
	/** The title option (the embed shows the views' titles). */
	show: boolean;
}

/**
 * The login view's title and subtitle.
 *
 * @param props See TitleProps.
 */
export function LoginTitle( { show }: TitleProps ) {
	return (
		<ViewTitle
			show={ show }
			title={ __( 'Sign In', 'customer-area' ) }
			subtitle={ __( 'Sign In Now', 'customer-area' ) }
		/>
	);
}

/**
 * The registration view's title and subtitle.
 *
 * @param props See TitleProps.
 */
export function RegisterTitle( { show }: TitleProps ) {
	return (
		<ViewTitle
			show={ show }
			title={ __( 'Register', 'customer-area' ) }
			subtitle={ __( 'Create an account now', 'customer-area' ) }
		/>
	);
}

/** The forgot-password view's title; it shows without the title option: the view has no other. */
export function ForgotPasswordTitle() {
	return (
		<ViewTitle show title={ __( 'Forgot Password?', 'customer-area' ) } />
	);
}

/** The secret-sale notice's heading and text. */
export function SecretSaleIntro() {
	return (
		<>
			<h2 className="ca-auth__title">
				{ __(
					'Further details about the property are available to customers with a customer account.',
					'customer-area'
				) }
			</h2>
			<p className="ca-auth__text">
				{ __(
					'This property is being marketed exclusively to selected interested parties. Register here or log in.',
					'customer-area'
				) }
			</p>
		</>
	);
}
