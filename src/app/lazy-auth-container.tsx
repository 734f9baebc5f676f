/**
 * The sign-in container as a lazy component: it comes in the `login` chunk (with Formik), which the
 * entry requests early in its start-up (`preloadScreenChunks`, src/index.tsx) when a visitor's
 * first screen is the sign-in form, so the wizard's and the signed-in first views do without it. See docs/architecture.md
 * "Dependencies".
 */
import { ROUTE_TABLE } from './route-table';
import { lazyScreen } from './screen-chunks';

/** The auth container of `features/auth`, loaded on first use; render it inside a Suspense. */
export const AuthContainer = lazyScreen(
	ROUTE_TABLE.visitor.screen,
	( m ) => m.AuthContainer
);
