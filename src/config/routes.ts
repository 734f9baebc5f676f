/**
 * Route paths of the HashRouter: the account screens, the dashboard, the estate detail, the
 * placeholder pages and the valuation wizard.
 */
export const ROUTES = {
	dashboard: '/',
	estate: '/estates/:id',
	profile: '/profile',
	login: '/login',
	resetPassword: '/reset-password',
	verifyEmail: '/verify-email',
	searchOrder: '/searchorder',
	favorites: '/favorites',
	documents: '/documents',
	valuation: '/valuation',
} as const;

/**
 * Path of the estate detail page (route name EstateDetail).
 *
 * @param id Estate id.
 */
export function estatePath( id: string | number ): string {
	return `/estates/${ encodeURIComponent( String( id ) ) }`;
}

/** React Router v7 behaviour opted into now (silences the v6 deprecation warnings). */
export const ROUTER_FUTURE = {
	v7_startTransition: true,
	v7_relativeSplatPath: true,
} as const;
