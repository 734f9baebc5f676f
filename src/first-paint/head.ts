/**
 * The head's script: a build entry of its own (build/first-paint-head.js) that the server prints
 * inline in the head of every page with the area, with what the page knows as `data-` attributes
 * (includes/Frontend/FirstPaint.php). Before the page paints it reads what the server cannot know
 * (the site's token cookie, the hash route, the wizard's state in the tab, a language cookie): when the
 * pre-rendered opening does not fit the visitor, it marks `<html>` and the first paint's CSS shows
 * a neutral skeleton instead (plan.ts `viewFit`). For a signed-in customer it starts the first
 * screen as soon as the page's first full root has been read (first-calls.ts), and it schedules the
 * waking of the plugin's held files (waker.ts). Its bytes are the same for every visitor
 * (cache-safe). See docs/architecture.md "First paint and start-up".
 */
import { readCookie, resolveLanguage } from '../config/language';
import { parseSessionScope, scopedStorageKey } from '../config/session-scope';
import { startFirstCalls, type PageData } from './first-calls';
import { viewFit, type ViewFit } from './plan';
import { scheduleWaking, whenParsed } from './waker';

/** The class on `<html>` for each decision but `text` (_skeleton.scss). */
const FIT_CLASS: Record< Exclude< ViewFit, 'text' >, string > = {
	skeleton: 'customer-area-skeleton',
	'sign-in-route': 'customer-area-sign-in-route',
};

/** The first full root, once the parser has read its content (a popup has none). */
const READ_FULL_ROOT = '[data-customer-area-root].customer-area-root--full > *';

/**
 * A JSON `data-` attribute the server printed, or the fallback when it is missing or broken.
 *
 * @param text     The attribute's value.
 * @param fallback What to use otherwise.
 */
function json< T >( text: string | undefined, fallback: T ): T {
	try {
		return ( JSON.parse( text ?? '' ) as T | null ) ?? fallback;
	} catch {
		return fallback;
	}
}

/**
 * The tab's stored wizard state; null when there is none or the storage is blocked.
 *
 * @param key The wizard's storage key on this site.
 */
function storedWizard( key: string ): string | null {
	try {
		return window.sessionStorage.getItem( key );
	} catch {
		return null;
	}
}

/**
 * Calls back once the parser has read the page's first full root, with it: before the page's
 * scripts at its end have arrived. Never on a page parsed without one.
 *
 * @param callback What to call, once.
 */
function whenRootRead( callback: ( root: Element ) => void ): void {
	const observer = new MutationObserver( () => {
		const root = document.querySelector( READ_FULL_ROOT )?.parentElement;
		if ( root ) {
			observer.disconnect();
			callback( root );
		}
	} );
	observer.observe( document.documentElement, {
		childList: true,
		subtree: true,
	} );
	// Mutations are reported before the parsed page's event.
	whenParsed( () => observer.disconnect() );
}

const data = document.currentScript?.dataset ?? {};
const languageSetting = data.languageSetting ?? 'auto';
const siteLocale = data.siteLocale ?? '';
const scope = parseSessionScope( json( data.session, {} ) );
const token = readCookie( document.cookie, scope.tokenCookie );
let fit: ViewFit = 'skeleton';
try {
	fit = viewFit( {
		cookies: document.cookie,
		token,
		hash: window.location.hash,
		wizard: storedWizard( scopedStorageKey( 'wizard', scope ) ),
		now: Date.now(),
		languageSetting,
		siteLocale,
	} );
} catch {
	// Anything unexpected shows the skeleton, never a text that may be wrong.
}
if ( fit !== 'text' ) {
	document.documentElement.classList.add( FIT_CLASS[ fit ] );
}
if ( token && data.apiBase ) {
	const page: PageData = {
		apiBase: data.apiBase,
		siteOrigin: data.siteOrigin ?? '',
		language: resolveLanguage(
			languageSetting,
			document.cookie,
			siteLocale
		),
		entry: json< string[] >( data.entryFiles, [] ),
		chunks: json< Record< string, string[] > >( data.chunks, {} ),
	};
	whenRootRead( ( root ) => {
		try {
			startFirstCalls( page, token, root, window.location.hash );
		} catch {
			// The screens then ask for their data themselves.
		}
	} );
}
scheduleWaking( fit );
