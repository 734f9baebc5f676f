/**
 * The auth container: one place that switches among login, register, forgot-password and
 * secret-sale-notice without a route change, starting on `initialView`. Login and the notice are
 * part of the first view; register and forgot-password load lazily.
 */
import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { AuthView } from '../../../config/config';
import { ScreenFallback } from '../../../components/screen-fallback';
import { LoginView } from './login-view';
import { SecretSaleNotice } from './secret-sale-notice';
import type { LoginViewProps, RegisterViewProps } from './types';
import { ViewSwitchedContext } from './view-focus';
import './auth.scss';

/** The inputs any view may take; each view reads those it uses. */
type ViewProps = LoginViewProps & RegisterViewProps;

/** The view of each name. */
const VIEWS: Record< AuthView, ComponentType< ViewProps > > = {
	login: LoginView,
	register: lazy(
		() =>
			import( /* webpackChunkName: "auth-register" */ './register-view' )
	),
	'forgot-password': lazy(
		() =>
			import(
				/* webpackChunkName: "auth-forgot-password" */ './forgot-password-view'
			)
	),
	'secret-sale-notice': SecretSaleNotice,
};

/** Inputs of the auth container: the first view and the views' inputs, which it passes on. */
export interface AuthContainerProps extends Omit<
	ViewProps,
	'onSwitchView' | 'intro'
> {
	/** The first view (the embed's `initial-view`). */
	initialView: AuthView;
}

/**
 * The auth container of an embed.
 *
 * @param props See AuthContainerProps.
 */
export function AuthContainer( {
	initialView,
	notice,
	...options
}: AuthContainerProps ) {
	const [ view, setView ] = useState< AuthView >( initialView );
	const [ switched, setSwitched ] = useState( false );
	// A name outside the four (from an old cached page, say) shows the login, as the switch did.
	const View = VIEWS[ view ] ?? LoginView;

	return (
		<section className="ca-auth" data-view={ view }>
			<ViewSwitchedContext.Provider value={ switched }>
				<Suspense fallback={ <ScreenFallback /> }>
					<View
						{ ...options }
						notice={ switched ? undefined : notice }
						onSwitchView={ ( next ) => {
							setView( next );
							setSwitched( true );
						} }
					/>
				</Suspense>
			</ViewSwitchedContext.Provider>
		</section>
	);
}
