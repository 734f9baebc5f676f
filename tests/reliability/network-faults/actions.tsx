/**
 * How the matrix's screens find and move: buttons and links by their name, and leaving a page and
 * coming back (re-entering its route), with the routes that make that possible.
 */
import type { ReactNode } from 'react';
import { screen } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router-dom';
import { eventually, type Cell } from './matrix';

/**
 * The button named `name`.
 *
 * @param name Its accessible name.
 */
export const button = ( name: string ) =>
	screen.getByRole( 'button', { name } );

/**
 * The link named `name`.
 *
 * @param name Its accessible name.
 */
export const link = ( name: string ) => screen.getByRole( 'link', { name } );

/**
 * Leaves the page by `away` and comes back by `back` (re-entering the route).
 *
 * @param user The userEvent.
 * @param away The link that leaves.
 * @param back The link that comes back.
 */
export async function reenter(
	user: Cell[ 'user' ],
	away: string,
	back: string
) {
	await user.click( link( away ) );
	await user.click( await eventually( () => link( back ) ) );
}

/** The link that leaves a page rendered by `routeWithWayBack`. */
export const AWAY = 'Dashboard';

/**
 * A page on its route with a way out and back: `page` at `path` with a link away (`AWAY`, to `/`),
 * and `/` with a link named `back` to `path`. `reenter( user, AWAY, back )` walks it.
 *
 * @param path The page's route.
 * @param page The page.
 * @param back The name of the link back.
 */
export function routeWithWayBack(
	path: string,
	page: ReactNode,
	back: string
) {
	return (
		<Routes>
			<Route
				path={ path }
				element={
					<>
						{ page }
						<Link to="/">{ AWAY }</Link>
					</>
				}
			/>
			<Route path="/" element={ <Link to={ path }>{ back }</Link> } />
		</Routes>
	);
}
