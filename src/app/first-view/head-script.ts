/**
 * The head's script: a build entry of its own (build/first-view-head.js), which the PHP side prints
 * inline in the head of every page with the area, with the page's language setting and the site's
 * locale as `data-` attributes of its element (includes/Frontend/FirstPaint.php). It is built from
 * the app's own modules (the route table, the language resolution, the wizard's storage), never
 * written by hand, and reads, before the page paints, what the server cannot know: the token
 * cookie, the hash route, the wizard's state in the tab's session storage, a language cookie. When
 * the pre-rendered first screen does not fit (`firstViewFit`), it puts a class on `<html>` and the
 * first paint's CSS shows a neutral skeleton in its place. Its bytes are the same for every
 * visitor (cache-safe). See docs/architecture.md "First screens".
 */
import { WIZARD_STORAGE_KEY } from '../../features/wizard/constants';
import { resolveLanguage } from '../../config/language';
import type { ChunkFiles } from '../../config/config';
import type { PageApi } from './first-calls';
import { firstViewFit, type FirstViewFit } from './first-view-fit';

/** The class on `<html>` for each decision but `text` (src/styles/_first-view.scss). */
export const FIT_CLASS: Record< Exclude< FirstViewFit, 'text' >, string > = {
	skeleton: 'customer-area-skeleton',
	'sign-in-route': 'customer-area-sign-in-route',
};

/**
 * The tab's stored wizard state; null when there is none or the storage is blocked.
 */
function storedWizard(): string | null {
	try {
		return window.sessionStorage.getItem( WIZARD_STORAGE_KEY );
	} catch {
		return null;
	}
}

/**
 * Reads the visitor's state and marks `<html>`; anything unexpected shows the skeleton, never a
 * text that may be wrong.
 *
 * @param script The script's element (its `data-` attributes carry the page's language).
 * @return The decision, for the waking of the plugin's files (`late-loading.ts`).
 */
export function markFirstView(
	script: HTMLOrSVGScriptElement | null
): FirstViewFit {
	let fit: FirstViewFit = 'skeleton';
	try {
		fit = firstViewFit(
			{
				cookies: document.cookie,
				hash: window.location.hash,
				wizard: storedWizard(),
				now: Date.now(),
			},
			{
				setting: script?.dataset.languageSetting ?? 'auto',
				siteLocale: script?.dataset.siteLocale ?? '',
			}
		);
	} catch {
		// Keep the skeleton.
	}
	if ( fit !== 'text' ) {
		document.documentElement.classList.add( FIT_CLASS[ fit ] );
	}
	return fit;
}

/**
 * The page's API settings from the script's `data-` attributes (the same for every visitor), with
 * the language resolved as the entry resolves it.
 *
 * @param script The script's element.
 */
export function pageApi( script: HTMLOrSVGScriptElement | null ): PageApi {
	const data = script?.dataset ?? {};
	return {
		apiBase: data.apiBase ?? '',
		siteOrigin: data.siteOrigin ?? '',
		language: resolveLanguage(
			data.languageSetting ?? 'auto',
			document.cookie,
			data.siteLocale ?? ''
		),
	};
}

/**
 * A JSON `data-` attribute of the script, or the fallback when it is missing or not of that shape.
 *
 * @param text     The attribute's value.
 * @param fallback What to use otherwise.
 * @param fits     Whether the parsed value has the expected shape.
 */
function jsonData< T >(
	text: string | undefined,
	fallback: T,
	fits: ( value: unknown ) => boolean
): T {
	try {
		const value: unknown = JSON.parse( text ?? '' );
		return fits( value ) ? ( value as T ) : fallback;
	} catch {
		return fallback;
	}
}

/** What the page says about its files (the same for every visitor). */
export interface PageFiles {
	/** The entry's script and the packages it needs, as WordPress prints their URLs. */
	entry: string[];
	/** The signed-in first screens' chunks' files (`Assets::signed_in_chunk_urls()`). */
	chunks: Record< string, ChunkFiles >;
}

/**
 * The page's files from the script's `data-` attributes.
 *
 * @param script The script's element.
 */
export function pageFiles( script: HTMLOrSVGScriptElement | null ): PageFiles {
	const data = script?.dataset ?? {};
	return {
		entry: jsonData< string[] >(
			data.entryFiles,
			[],
			( value ) =>
				Array.isArray( value ) &&
				value.every( ( url ) => typeof url === 'string' )
		),
		chunks: jsonData< Record< string, ChunkFiles > >(
			data.chunks,
			{},
			( value ) =>
				typeof value === 'object' &&
				value !== null &&
				! Array.isArray( value )
		),
	};
}
