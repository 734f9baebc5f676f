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
}

/** What to do after login. */
export type LoginRedirect =
	| { kind: 'url'; url: string }
	| { kind: 'route'; path: '/' }
	| { kind: 'stay' };

/**
 * Decides the redirect after login.
 *
 * - A same-site forward link wins: the browser goes there.
 * - Else a popup stays put (the theme reacts to `login-success`) unless the redirect is forced.
 * - Else the area goes to its dashboard route `/`.
 *
 * A forward link that is not same-site (another origin, `//host`, `javascript:`…) is ignored, as if
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
	return { kind: 'route', path: '/' };
}
