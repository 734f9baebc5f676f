/**
 * Whether the pre-rendered first screen the server printed is what this visitor will see first.
 * The server prints the same page for everyone (cache-safe); what depends on the visitor is read
 * in the browser by the head's script (`head-script.ts`) before the page paints, and decided here
 * with the app's own rules: the token cookie (src/session/), the language resolution
 * (src/config/language.ts), the wizard's stored state (src/features/wizard/persistence.ts) and the
 * route table (`matchRoute`, src/app/first-screen.ts). See docs/architecture.md "First screens".
 */
import { TOKEN_COOKIE } from '../../config/constants';
import { readCookie, resolveLanguage } from '../../config/language';
import { loadWizardState } from '../../features/wizard/persistence';
import { matchRoute, routedPath } from '../first-screen';
import { ROUTE_TABLE } from '../route-table';

/**
 * - `text`: the pre-rendered text is right;
 * - `skeleton`: the visitor will see another screen or another language (signed in, a public
 *   route such as `#/reset-password`, a customer's page other than home such as `#/estates/101`,
 *   the wizard's progress or a held estate token, a language cookie that names another language
 *   than the page's);
 * - `sign-in-route`: the hash is the sign-in route (`#/login`): right for a sign-in page, while a
 *   lead-generation page shows the sign-in form there instead of the wizard.
 */
export type FirstViewFit = 'text' | 'skeleton' | 'sign-in-route';

/** What the head's script reads about the visitor. */
export interface VisitorState {
	/** `document.cookie`. */
	cookies: string;
	/** `location.hash`. */
	hash: string;
	/** The wizard's stored state in the tab's session storage (its key: `WIZARD_STORAGE_KEY`), or null. */
	wizard: string | null;
	/** The current time. */
	now: number;
}

/** What the page says about its language (the same for every visitor). */
export interface PageLanguage {
	/** The plugin's language setting: `auto` or a language code. */
	setting: string;
	/** The site's locale, which WPML and Polylang set to the page's language. */
	siteLocale: string;
}

/**
 * Whether the tab holds the wizard's progress or an estate token that is still valid.
 *
 * @param stored The stored state, or null.
 * @param now    The current time.
 */
function wizardHeld( stored: string | null, now: number ): boolean {
	if ( stored === null ) {
		return false;
	}
	const state = loadWizardState(
		{ getItem: () => stored } as unknown as Storage,
		now
	);
	return (
		state.step > 0 ||
		state.subStep > 0 ||
		state.estateToken !== null ||
		Object.keys( state.answers ).length > 0
	);
}

/**
 * Decides whether the pre-rendered first screen fits the visitor.
 *
 * @param visitor What the browser knows of the visitor.
 * @param page    The page's language.
 */
export function firstViewFit(
	visitor: VisitorState,
	page: PageLanguage
): FirstViewFit {
	const token = readCookie( visitor.cookies, TOKEN_COOKIE );
	const language = resolveLanguage(
		page.setting,
		visitor.cookies,
		page.siteLocale
	);
	if (
		( token !== null && token !== '' ) ||
		language !== resolveLanguage( page.setting, '', page.siteLocale ) ||
		wizardHeld( visitor.wizard, visitor.now )
	) {
		return 'skeleton';
	}
	const match = matchRoute( routedPath( visitor.hash ) );
	const route = match?.route;
	// A route with a screen of its own: a public one (`#/reset-password`), or a customer's page
	// other than home (`#/estates/101`, `#/profile`), which is where a link from an e-mail or a
	// bookmark leads a customer whose sign-in is not known yet to this page.
	if (
		route?.access === 'public' ||
		( route?.access === 'signed-in' &&
			route !== ROUTE_TABLE.routes[ ROUTE_TABLE.home ] )
	) {
		return 'skeleton';
	}
	return route?.access === 'sign-in' ? 'sign-in-route' : 'text';
}
