/**
 * The router's routes. Visitors see the auth container (or the valuation wizard with is-leadgen) on
 * every route but the public ones; the signed-in routes sit under one layout route, the shell,
 * which renders the routed screen through its `<Outlet/>`. Each lazy screen comes from the chunk the
 * route table names for its route (route-table.ts), the one declaration the first-screen plan
 * reads too (src/first-paint/plan.ts). See docs/architecture.md "Adding a screen".
 */
import { Suspense, type PropsWithChildren } from 'react';
import { __ } from '@wordpress/i18n';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useSetup } from '../config/config-context';
import {
	LOGIN_NOTICE_PASSWORD_RESET,
	readLoginRouteState,
} from '../features/auth';
import { selectIsAuthenticated } from '../session/auth-slice';
import { ScreenFallback } from '../components/screen-fallback';
import { useAppSelector } from './hooks';
import { useMoveOnOpen } from './move-on-open';
import { AuthContainer } from './lazy-auth-container';
import { RouteErrorBoundary } from './route-error-boundary';
import { matchRoute, ROUTE_TABLE } from './route-table';
import { lazyScreen } from './screen-chunks';
import { HelloPage } from './placeholder-page';
import { routeTitle } from './shell/page-title';
import { useAuthContainerProps } from './use-auth-container-props';
import { useCustomerAreaHome } from './use-customer-area-home';
import {
	leadgenShowsWizard,
	SignedInValuation,
	useHeldEstateToken,
	VisitorValuation,
} from './valuation-routes';

const { routes } = ROUTE_TABLE;
const ResetPasswordPage = lazyScreen(
	routes.resetPassword.screen,
	( m ) => m.ResetPasswordPage
);
const VerifyEmailPage = lazyScreen(
	routes.verifyEmail.screen,
	( m ) => m.VerifyEmailPage
);
const ProfilePage = lazyScreen( routes.profile.screen, ( m ) => m.ProfilePage );
const DashboardPage = lazyScreen(
	routes.dashboard.screen,
	( m ) => m.DashboardPage
);
const EstateDetailPage = lazyScreen(
	routes.estate.screen,
	( m ) => m.EstateDetailPage
);
const DocumentsTab = lazyScreen( 'documents', ( m ) => m.DocumentsTab );
/**
 * The estate detail's Documents tab: the documents feature in its own chunk, composed here because
 * features never import each other.
 *
 * @param estateId The estate's id.
 */
const renderDocuments = ( estateId: string ) => (
	<Suspense fallback={ <ScreenFallback /> }>
		<DocumentsTab estateId={ estateId } />
	</Suspense>
);

const Shell = lazyScreen( ROUTE_TABLE.frame, ( m ) => m.Shell );

/**
 * What a visitor sees instead of a signed-in screen: the wizard with is-leadgen (but for an
 * explicit `#/login` without an estate token), else the auth container on the embed's initial
 * view, where a forward link in force replaces the login view by the secret-sale notice. Other
 * screens may ask `/login` for a view or a notice through the location state (e.g. the reset
 * page's success text, or 'forgot-password' to request a new link). After the login the customer area's dashboard opens.
 */
function VisitorLanding() {
	const { embed } = useSetup();
	const authProps = useAuthContainerProps();
	const location = useLocation();
	const goHome = useCustomerAreaHome();
	const estateToken = useHeldEstateToken();
	const routeState = readLoginRouteState( location.state );
	if (
		embed.isLeadgen &&
		leadgenShowsWizard( location.pathname, estateToken )
	) {
		return <VisitorValuation />;
	}
	const initialView = routeState.notice
		? 'login'
		: routeState.authView || authProps.initialView;
	return (
		<AuthContainer
			// A new request through the route state starts the container afresh.
			key={ location.key }
			{ ...authProps }
			initialView={ initialView }
			onRedirectHome={ goHome }
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
 * The layout route of every signed-in screen: the one gate between visitors and the shell (visitors
 * never see it, see docs/behaviour.md "Shell, menu and avatar"). The shell holds each screen's own
 * error boundary and loading fallback, so a failing or loading screen keeps the menu and Logout.
 */
function SignedInLayout() {
	const isAuthenticated = useAppSelector( selectIsAuthenticated );
	return isAuthenticated ? <Shell /> : <VisitorLanding />;
}

/**
 * Wraps a top-level route in its error boundary and a loading fallback for lazy chunks.
 *
 * @param props          The frame's props.
 * @param props.children The route's element.
 */
function Screen( { children }: PropsWithChildren ) {
	const { pathname } = useLocation();
	return (
		<RouteErrorBoundary resetKey={ pathname }>
			<Suspense fallback={ <ScreenFallback /> }>{ children }</Suspense>
		</RouteErrorBoundary>
	);
}

/**
 * On an is-leadgen embed a signed-in customer starts where the route table's `leadgenStart` says
 * (the wizard): once, when the page opens on such a route (later visits to the dashboard stay
 * there).
 */
function useLeadgenStart() {
	const { embed } = useSetup();
	const isAuthenticated = useAppSelector( selectIsAuthenticated );
	useMoveOnOpen( ( { pathname } ) => {
		const start = matchRoute( pathname )?.route.leadgenStart;
		return embed.isLeadgen && isAuthenticated && start
			? routes[ start ].path
			: null;
	} );
}

/**
 * Every route of the area.
 */
export function AppRoutes() {
	const isAuthenticated = useAppSelector( selectIsAuthenticated );
	useLeadgenStart();
	return (
		<Routes>
			<Route
				path={ routes.login.path }
				element={
					isAuthenticated ? (
						<Navigate
							to={ routes[ ROUTE_TABLE.home ].path }
							replace
						/>
					) : (
						<Screen>
							<VisitorLanding />
						</Screen>
					)
				}
			/>
			<Route
				path={ routes.resetPassword.path }
				element={
					<Screen>
						<ResetPasswordPage />
					</Screen>
				}
			/>
			<Route
				path={ routes.verifyEmail.path }
				element={
					<Screen>
						<VerifyEmailPage />
					</Screen>
				}
			/>
			<Route
				element={
					<Screen>
						<SignedInLayout />
					</Screen>
				}
			>
				<Route
					path={ routes.dashboard.path }
					element={ <DashboardPage /> }
				/>
				<Route
					path={ routes.estate.path }
					element={
						<EstateDetailPage renderDocuments={ renderDocuments } />
					}
				/>
				<Route
					path={ routes.profile.path }
					element={ <ProfilePage /> }
				/>
				{ [
					routes.searchOrder,
					routes.favorites,
					routes.documents,
				].map( ( { path } ) => (
					<Route
						key={ path }
						path={ path }
						element={ <HelloPage title={ routeTitle( path ) } /> }
					/>
				) ) }
				<Route
					path={ routes.valuation.path }
					element={ <SignedInValuation /> }
				/>
			</Route>
			<Route
				path="*"
				element={
					<Navigate to={ routes[ ROUTE_TABLE.home ].path } replace />
				}
			/>
		</Routes>
	);
}
