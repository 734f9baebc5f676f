/**
 * The one table of route → page title: the shell's header shows it as the screen's heading, and the
 * routed placeholder screens take their title from it. A property's page is not in it: it names
 * itself (the estate's title), so the header shows no title there. See docs/behaviour.md
 * "Headings".
 */
import { __ } from '@wordpress/i18n';
import { matchPath } from 'react-router-dom';
import { ROUTES } from '../../config/routes';

/** A signed-in route that has a title. */
export type TitledRoute =
	| typeof ROUTES.dashboard
	| typeof ROUTES.profile
	| typeof ROUTES.searchOrder
	| typeof ROUTES.favorites
	| typeof ROUTES.documents
	| typeof ROUTES.valuation;

/** Route → title; built when called so that it follows the loaded language. */
const ROUTE_TITLES: ReadonlyArray< readonly [ TitledRoute, () => string ] > = [
	[ ROUTES.dashboard, () => __( 'Dashboard', 'customer-area' ) ],
	[ ROUTES.profile, () => __( 'Profile', 'customer-area' ) ],
	[ ROUTES.searchOrder, () => __( 'Search order', 'customer-area' ) ],
	[ ROUTES.favorites, () => __( 'Favorites', 'customer-area' ) ],
	[ ROUTES.documents, () => __( 'Documents', 'customer-area' ) ],
	[
		ROUTES.valuation,
		() => __( 'Online Property Valuation', 'customer-area' ),
	],
];

/**
 * The title of a route of the table.
 *
 * @param route One of the titled routes.
 */
export function routeTitle( route: TitledRoute ): string {
	return ROUTE_TITLES.find( ( [ path ] ) => path === route )?.[ 1 ]() ?? '';
}

/**
 * The current page's title; `''` for a path without one.
 *
 * @param pathname The router's path.
 */
export function pageTitleOf( pathname: string ): string {
	const entry = ROUTE_TITLES.find(
		( [ path ] ) => matchPath( { path, end: true }, pathname ) !== null
	);
	return entry ? entry[ 1 ]() : '';
}
