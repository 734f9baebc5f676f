/**
 * The route table of the whole area. Visitors see the auth container (or the valuation wizard
 * with is-leadgen) on every route but the public ones; signed-in customers get the shell around
 * the routed screen. Screens outside a visitor's first view load lazily.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { __ } from '@wordpress/i18n';
import {
	Navigate,
	Route,
	Routes,
	useLocation,
	useNavigate,
} from 'react-router-dom';
import { ROUTES } from '../config/routes';
import { useSetup } from '../config/config-context';
import {
	AuthContainer,
	LOGIN_NOTICE_PASSWORD_RESET,
	readLoginRouteState,
} from '../features/auth';
import { selectIsAuthenticated } from '../session/auth-slice';
import { Spinner } from '../components/spinner';
import { useAppSelector } from './hooks';
import { RouteErrorBoundary } from './route-error-boundary';
import { ComingSoonPage, HelloPage } from './placeholder-page';
import { routeTitle } from './shell/page-title';
import { useAuthContainerProps } from './use-auth-container-props';

const ResetPasswordPage = lazy( () =>
	import(
		/* webpackChunkName: "auth-pages" */ '../features/auth/pages'
	).then( ( m ) => ( { default: m.ResetPasswordPage } ) )
);
const VerifyEmailPage = lazy( () =>
	import(
		/* webpackChunkName: "auth-pages" */ '../features/auth/pages'
	).then( ( m ) => ( { default: m.VerifyEmailPage } ) )
);
const ProfilePage = lazy( () =>
	import( /* webpackChunkName: "profile" */ '../features/profile' ).then(
		( m ) => ( { default: m.ProfilePage } )
	)
);
const DashboardPage = lazy( () =>
	import( /* webpackChunkName: "dashboard" */ '../features/dashboard' ).then(
		( m ) => ( { default: m.DashboardPage } )
	)
);
const EstateDetailPage = lazy( () =>
	import( /* webpackChunkName: "estate" */ '../features/estates' ).then(
		( m ) => ( { default: m.EstateDetailPage } )
	)
);
const Shell = lazy( () =>
	import( /* webpackChunkName: "shell" */ './shell/shell' ).then( ( m ) => ( {
		default: m.Shell,
	} ) )
);

/**
 * What a visitor sees instead of a signed-in screen: the wizard with is-leadgen, the secret-sale
 * notice when a forward link is configured, else the auth container on the embed's initial view.
 * Other screens may ask `/login` for a view or a notice through the location state (e.g. the
 * reset page's success text, or 'forgot-password' to request a new link).
 */
function VisitorLanding() {
	const { embed } = useSetup();
	const authProps = useAuthContainerProps();
	const location = useLocation();
	const navigate = useNavigate();
	const routeState = readLoginRouteState( location.state );
	if ( embed.isLeadgen ) {
		return (
			<ComingSoonPage
				title={ __( 'Online Property Valuation', 'customer-area' ) }
			/>
		);
	}
	let initialView = authProps.initialView;
	if ( routeState.notice ) {
		initialView = 'login';
	} else if ( routeState.authView ) {
		initialView = routeState.authView;
	}
	return (
		<AuthContainer
			// A new request through the route state starts the container afresh.
			key={ location.key }
			{ ...authProps }
			initialView={ initialView }
			onRedirectHome={ () => navigate( ROUTES.dashboard ) }
			notice={
				routeState.notice === LOGIN_NOTICE_PASSWORD_RESET
					? __(
							'Your password has been successfully reset. You can now log in.',
							'customer-area'
						)
					: undefined
			}
		/>
	);
}

/**
 * A screen for signed-in customers, framed by the shell: the one gate between visitors and the
 * shell (visitors never see it; see docs/behaviour.md "Shell, menu and avatar"). The shell holds
 * the screen's own error boundary and loading fallback, so a failing or loading screen keeps the
 * menu and Logout.
 *
 * @param props
 * @param props.children The screen.
 */
function SignedIn( { children }: { children: ReactNode } ) {
	const isAuthenticated = useAppSelector( selectIsAuthenticated );
	if ( ! isAuthenticated ) {
		return <VisitorLanding />;
	}
	return <Shell>{ children }</Shell>;
}

/**
 * Wraps a screen in its error boundary and a loading fallback for lazy chunks.
 *
 * @param props
 * @param props.children The screen.
 */
function Screen( { children }: { children: ReactNode } ) {
	const { pathname } = useLocation();
	return (
		<RouteErrorBoundary resetKey={ pathname }>
			<Suspense fallback={ <Spinner /> }>{ children }</Suspense>
		</RouteErrorBoundary>
	);
}

/**
 * Every route of both specs.
 */
export function AppRoutes() {
	const isAuthenticated = useAppSelector( selectIsAuthenticated );
	const signedIn = ( screen: ReactNode ) => (
		<Screen>
			<SignedIn>{ screen }</SignedIn>
		</Screen>
	);
	return (
		<Routes>
			<Route
				path={ ROUTES.login }
				element={
					isAuthenticated ? (
						<Navigate to={ ROUTES.dashboard } replace />
					) : (
						<Screen>
							<VisitorLanding />
						</Screen>
					)
				}
			/>
			<Route
				path={ ROUTES.resetPassword }
				element={
					<Screen>
						<ResetPasswordPage />
					</Screen>
				}
			/>
			<Route
				path={ ROUTES.verifyEmail }
				element={
					<Screen>
						<VerifyEmailPage />
					</Screen>
				}
			/>
			<Route
				path={ ROUTES.dashboard }
				element={ signedIn( <DashboardPage /> ) }
			/>
			<Route
				path={ ROUTES.estate }
				element={ signedIn( <EstateDetailPage /> ) }
			/>
			<Route
				path={ ROUTES.profile }
				element={ signedIn( <ProfilePage /> ) }
			/>
			<Route
				path={ ROUTES.searchOrder }
				element={ signedIn(
					<HelloPage title={ routeTitle( ROUTES.searchOrder ) } />
				) }
			/>
			<Route
				path={ ROUTES.favorites }
				element={ signedIn(
					<HelloPage title={ routeTitle( ROUTES.favorites ) } />
				) }
			/>
			<Route
				path={ ROUTES.documents }
				element={ signedIn(
					<HelloPage title={ routeTitle( ROUTES.documents ) } />
				) }
			/>
			<Route
				path="*"
				element={ <Navigate to={ ROUTES.dashboard } replace /> }
			/>
		</Routes>
	);
}
