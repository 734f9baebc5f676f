/**
 * How the matrix's screens find and move: buttons and links by their name, and leaving a page and
 * coming back (re-entering its route).
 */
import { screen } from '@testing-library/react';
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
