/**
 * The block's attributes and the rules the sidebar and the preview card apply to them. The
 * attributes are the shortcode's, in camelCase (`is-leadgen` → `isLeadgen`); the server renders
 * the block through the shortcode, so the rules here only mirror what the page will show.
 */
import type { EmbedOptions } from '../../config/config';
import { sameSiteUrl } from '../../lib/safe-url';

/** Views the sign-in box can start on; '' is the default (sign in). */
export const INITIAL_VIEWS = [
	'',
	'login',
	'register',
	'forgot-password',
	'secret-sale-notice',
] as const;

/** A view the sign-in box can start on. */
export type InitialView = ( typeof INITIAL_VIEWS )[ number ];

/**
 * The block's attributes (block.json): the embed's attributes as the page receives them, so
 * `initialView` is one of `INITIAL_VIEWS`.
 */
export type CustomerAreaAttributes = EmbedOptions;

/**
 * What the block shows: the full customer area, the valuation wizard for visitors, or a sign-in
 * popup. Wizard and popup exclude each other, so they are one choice, not two switches.
 */
export type Mode = 'area' | 'wizard' | 'popup';

/**
 * The mode the attributes give. A popup wins over the wizard, as on the page: a popup embed shows
 * only the sign-in box whatever else it says.
 *
 * @param attributes The block's attributes.
 */
export function modeOf(
	attributes: Pick< CustomerAreaAttributes, 'isLeadgen' | 'popup' >
): Mode {
	if ( attributes.popup ) {
		return 'popup';
	}
	return attributes.isLeadgen ? 'wizard' : 'area';
}

/**
 * The attribute changes that choose a mode. Leaving the popup mode also switches off its
 * redirect, which means nothing outside a popup.
 *
 * @param mode The chosen mode.
 */
export function attributesForMode(
	mode: Mode
): Pick< CustomerAreaAttributes, 'isLeadgen' | 'popup' > &
	Partial< Pick< CustomerAreaAttributes, 'forceRedirect' > > {
	switch ( mode ) {
		case 'popup':
			return { isLeadgen: false, popup: true };
		case 'wizard':
			return { isLeadgen: true, popup: false, forceRedirect: false };
		default:
			return { isLeadgen: false, popup: false, forceRedirect: false };
	}
}

/**
 * The view the sidebar shows as chosen: `login` is the default view, written as ''.
 *
 * @param value The attribute's value (anything a hand-edited post may hold).
 */
export function shownInitialView( value: unknown ): InitialView {
	if ( value === 'login' ) {
		return '';
	}
	return ( INITIAL_VIEWS as readonly unknown[] ).includes( value )
		? ( value as InitialView )
		: '';
}

/**
 * Whether a forward link will be ignored on the page because it is not on this site: the same
 * rule as the server's (a path, or an address on the site's own origin; no `//host`, no other
 * scheme, no user info, no white space or quotes). An empty link is not a problem.
 *
 * @param value      The forward link as typed.
 * @param siteOrigin The site's origin, e.g. `https://broker.example`.
 */
export function isForeignForwardLink(
	value: string,
	siteOrigin: string
): boolean {
	const trimmed = value.trim();
	if ( trimmed === '' ) {
		return false;
	}
	// The server refuses these characters outright (a browser reads "\" as "/").
	if ( /[\s\u0000-\u001f\u007f\\<>"'`]/.test( trimmed ) ) {
		return true;
	}
	// Only a path from the root or a full http(s) address: the server does not resolve "offers/".
	const rooted = trimmed.startsWith( '/' ) && ! trimmed.startsWith( '//' );
	if ( ! rooted && ! /^https?:\/\//i.test( trimmed ) ) {
		return true;
	}
	return sameSiteUrl( trimmed, siteOrigin ) === null;
}

/**
 * Whether the block is a full area for the one-full-area-per-page rule: every embed that is not
 * a popup (the valuation wizard included) takes the page's routes.
 *
 * @param attributes The block's attributes.
 */
export function takesThePage(
	attributes: Pick< CustomerAreaAttributes, 'popup' >
): boolean {
	return ! attributes.popup;
}

/**
 * Whether this block is a second full area on the page, which the page leaves empty: another
 * block before it (in document order) already takes the page.
 *
 * @param clientId      This block's id.
 * @param blocksInOrder Every customer-area block of the post, in document order.
 */
export function isSecondFullArea(
	clientId: string,
	blocksInOrder: ReadonlyArray< {
		clientId: string;
		attributes: Pick< CustomerAreaAttributes, 'popup' >;
	} >
): boolean {
	const first = blocksInOrder.find( ( block ) =>
		takesThePage( block.attributes )
	);
	const self = blocksInOrder.find( ( block ) => block.clientId === clientId );
	return (
		first !== undefined &&
		self !== undefined &&
		first.clientId !== clientId &&
		takesThePage( self.attributes )
	);
}
