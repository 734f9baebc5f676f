/**
 * Public entry of the auth feature: the login route state and the container's props. The
 * container itself is in `container.ts` (lazy, like the reset and verify pages in `pages.ts`).
 */
export type { AuthContainerProps } from './components/auth-container';
export {
	LOGIN_NOTICE_PASSWORD_RESET,
	readLoginRouteState,
} from './route-state';
