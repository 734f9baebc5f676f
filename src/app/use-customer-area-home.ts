/**
 * Where the valuation wizard sends a customer when it is done (after the login with the estate
 * token, or after a signed-in customer's submit): the customer area's dashboard. Inside the full
 * area that is the route `/`. An is-leadgen embed is not the customer area (see docs/behaviour.md
 * "After sign-in and redirects"), so from there the browser goes to the customer area page plus
 * `#/` when one is known and same-site, else to this embed's own `/`.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSetup } from '../config/config-context';
import { ROUTES } from '../config/routes';
import { pageUrlWithoutHash, redirectTo } from '../lib/browser';
import { sameSiteUrl } from '../lib/safe-url';

/** Where the customer area's dashboard is. */
export type CustomerAreaHome = { kind: 'url'; url: string } | { kind: 'route' };

/** Inputs of the rule. */
export interface CustomerAreaHomeInput {
	/** The embed is an is-leadgen embed (a page without the full area). */
	isLeadgen: boolean;
	/** The customer area page's URL from the settings ('' when none). */
	customerAreaUrl: string;
	/** The site's origin; only a page on it is followed. */
	siteOrigin: string;
	/** This page's URL without its hash. */
	currentPage: string;
}

/**
 * Decides where the customer area's dashboard is.
 *
 * @param input The embed, the settings and the page.
 */
export function customerAreaHome(
	input: CustomerAreaHomeInput
): CustomerAreaHome {
	if ( ! input.isLeadgen || ! input.customerAreaUrl ) {
		return { kind: 'route' };
	}
	const page = sameSiteUrl( input.customerAreaUrl, input.siteOrigin );
	if ( ! page ) {
		return { kind: 'route' };
	}
	const withoutHash = page.split( '#' )[ 0 ] ?? page;
	if ( withoutHash === input.currentPage ) {
		return { kind: 'route' };
	}
	return { kind: 'url', url: `${ withoutHash }#${ ROUTES.dashboard }` };
}

/**
 * Returns the function that goes to the customer area's dashboard.
 */
export function useCustomerAreaHome(): () => void {
	const { config, embed } = useSetup();
	const navigate = useNavigate();
	return useCallback( () => {
		const home = customerAreaHome( {
			isLeadgen: embed.isLeadgen,
			customerAreaUrl: config.customerAreaUrl,
			siteOrigin: config.siteOrigin,
			currentPage: pageUrlWithoutHash(),
		} );
		if ( home.kind === 'url' ) {
			redirectTo( home.url );
		} else {
			navigate( ROUTES.dashboard );
		}
	}, [
		embed.isLeadgen,
		config.customerAreaUrl,
		config.siteOrigin,
		navigate,
	] );
}
