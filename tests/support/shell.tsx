/**
 * What the shell's component tests share: the shell as the router uses it, a signed-in state, and
 * a quiet console while a screen throws into its error boundary.
 */
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RouteFocus } from '../../src/app/navigation-focus';
import { Shell } from '../../src/app/shell/shell';
import { initialAuthState } from '../../src/session/auth-slice';
import { ownerUser } from './fixtures';

/**
 * The shell as the router uses it: the layout route, with `content` on every path below it.
 *
 * @param content The routed screen.
 */
export const inShell = ( content: ReactElement ) => (
	<RouteFocus>
		<Routes>
			<Route element={ <Shell /> }>
				<Route path="*" element={ content } />
			</Route>
		</Routes>
	</RouteFocus>
);

/**
 * Silences what React logs when a screen throws into its error boundary; returns the undo.
 */
export function quietErrorBoundary(): () => void {
	const error = jest
		.spyOn( console, 'error' )
		.mockImplementation( () => undefined );
	const warn = jest
		.spyOn( console, 'warn' )
		.mockImplementation( () => undefined );
	return () => {
		error.mockRestore();
		warn.mockRestore();
	};
}

export const signedIn = {
	auth: {
		...initialAuthState,
		user: ownerUser,
		isAuthenticated: true,
		token: 'tok',
	},
};
