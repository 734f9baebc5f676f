/**
 * The title the header shows for the current route (decision 25).
 */
import { __ } from '@wordpress/i18n';
import { matchPath } from 'react-router-dom';
import { ROUTES } from '../../config/routes';

/**
 * The current page's title; `''` for a path without one.
 *
 * @param pathname The router's path.
 */
export function pageTitleOf( pathname: string ): string {
	const is = ( path: string ) =>
		matchPath( { path, end: true }, pathname ) !== null;
	if ( is( ROUTES.dashboard ) ) {
		return __( 'Dashboard', 'customer-area' );
	}
	if ( is( ROUTES.profile ) ) {
		return __( 'Profile', 'customer-area' );
	}
	if ( is( ROUTES.estate ) ) {
		return __( 'Property', 'customer-area' );
	}
	if ( is( ROUTES.searchOrder ) ) {
		return __( 'Search order', 'customer-area' );
	}
	if ( is( ROUTES.favorites ) ) {
		return __( 'Favorites', 'customer-area' );
	}
	if ( is( ROUTES.documents ) ) {
		return __( 'Documents', 'customer-area' );
	}
	return '';
}
