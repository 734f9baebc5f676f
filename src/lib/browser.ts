/**
 * The few places the app talks to the page around it: window events for the theme,
 * hash navigation from outside React, and full-page redirects. Kept in one module so the rest of
 * the app stays testable and free of `window`.
 */

/** Browser event types fired on `window` (docs/behaviour.md "Calls and headers"). */
export type WindowEventType =
	'login-success' | 'logout-success' | 'register-success';

/**
 * Fires a CustomEvent on `window` so a theme can close popups or reload.
 *
 * @param type   Event type.
 * @param detail Optional payload (never personal data beyond what the theme needs).
 */
export function fireWindowEvent(
	type: WindowEventType,
	detail?: unknown
): void {
	window.dispatchEvent( new CustomEvent( type, { detail } ) );
}

/**
 * Moves the HashRouter to a route from outside React (logout, 401).
 *
 * @param path A route path such as `/login`.
 */
export function goToRoute( path: string ): void {
	const target = `#${ path }`;
	if ( window.location.hash !== target ) {
		window.location.hash = target;
	}
}

/**
 * Sends the browser to an absolute URL. Callers must pass a URL checked by `sameSiteUrl`.
 *
 * @param url Absolute same-site URL.
 */
export function redirectTo( url: string ): void {
	window.location.assign( url );
}

/**
 * The current page URL without its hash, the base of mail callback URLs.
 */
export function pageUrlWithoutHash(): string {
	return window.location.href.split( '#' )[ 0 ] ?? '';
}

/**
 * The `callback_url` of a mail (registration, password reset): this page without its hash, then
 * `#` and the route the link in the mail opens (docs/behaviour.md "Mail links").
 *
 * @param route A route path such as `/reset-password`.
 */
export function mailCallbackUrl( route: string ): string {
	return `${ pageUrlWithoutHash() }#${ route }`;
}

/**
 * The page's text direction, as WordPress writes it on `<html>` (`dir="rtl"` on a right-to-left
 * site). Radix Tabs need it: they set `dir="ltr"` on themselves unless told, which turned a
 * right-to-left page's tabs and arrow keys round.
 */
export function pageDirection(): 'ltr' | 'rtl' {
	return document.dir === 'rtl' ? 'rtl' : 'ltr';
}

/** The tab's session storage; undefined where the browser refuses it (e.g. storage blocked). */
export function tabStorage(): Storage | undefined {
	try {
		return window.sessionStorage;
	} catch {
		return undefined;
	}
}
