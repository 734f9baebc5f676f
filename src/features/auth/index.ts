/**
 * Public entry of the auth feature: the container of the first view and the login route state.
 * The reset and verify pages are in `pages.ts` (lazy).
 */
export { AuthContainer } from './components/auth-container';
export type { AuthContainerProps } from './components/auth-container';
export {
	LOGIN_NOTICE_PASSWORD_RESET,
	readLoginRouteState,
	type LoginRouteState,
} from './route-state';
