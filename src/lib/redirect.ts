/**
 * Where the browser goes after a successful login (docs/behaviour.md "After sign-in and
 * redirects"). Pure, so the rule and
 * its hostile-target cases are testable without a browser.
 */
import { sameSiteUrl } from './safe-url';

/** Inputs of the redirect rule. */
export interface LoginRedirectInput {
	/** The forward link in force (embed attribute, else the setting); '' when none. */
	forwardLink: string;
	/** The site's origin; only targets on it are followed. */
	siteOrigin: string;
	/** The login happened in a popup embed. */
	inPopup: boolean;
	/** The embed asks for the redirect even in a popup. */
	forceRedirect: boolean;
	/** The full area is on this page, so its dashboard is the route `/`. */
	areaOnPage: boolean;
	/** The customer area page's dashboard (its URL plus `#/`); '' when the site has none. */
	areaUrl: string;
}

/** What to do after login. */
export type LoginRedirect =
	| { kind: 'url'; url: string }
	| { kind: 'route'; path: '/' }
	| { kind: 'stay' }
	/** The customer must go to the customer area, but the site has none: stay, and say so. */
	| { kind: 'no-area' };

/**
 * Decides the redirect after login, first rule that applies:
 *
 * 1. A same-site forward link: the browser goes there.
 * 2. A popup stays put (the theme reacts to `login-success`) unless the redirect is forced.
 * 3. The full area on this page: its dashboard route `/`.
 * 4. Else (a forced popup, the wizard's login): the customer area page's dashboard.
 * 5. No customer area page: `no-area`, the embed stays put.
 *
 * A target that is not same-site (another origin, `//host`, `javascript:`…) is ignored, as if
 * none were set.
 *
 * @param input The login's circumstances.
 */
export function loginRedirect( input: LoginRedirectInput ): LoginRedirect {
	const target = input.forwardLink
		? sameSiteUrl( input.forwardLink, input.siteOrigin )
		: null;
	if ( target ) {
		return { kind: 'url', url: target };
	}
	if ( input.inPopup && ! input.forceRedirect ) {
		return { kind: 'stay' };
	}
	if ( input.areaOnPage ) {
		return { kind: 'route', path: '/' };
	}
	const area = input.areaUrl
		? sameSiteUrl( input.areaUrl, input.siteOrigin )
		: null;
	return area ? { kind: 'url', url: area } : { kind: 'no-area' };
}
