/**
 * The one accessor of the data the server hands the block editor (`customerAreaBlockEditor`,
 * printed before the editor script): the site's origin, against which the sidebar checks a
 * forward link. Read like any input from outside: anything unusable falls back to the editor
 * page's own origin.
 */
import { isObject } from '../../lib/is-object';

/** The site's origin as the front end sees it (home URL), e.g. `https://broker.example`. */
export function editorSiteOrigin(): string {
	const data: unknown = (
		window as unknown as { customerAreaBlockEditor?: unknown }
	 ).customerAreaBlockEditor;
	if (
		isObject( data ) &&
		typeof data.siteOrigin === 'string' &&
		/^https?:\/\/[^/]+$/i.test( data.siteOrigin )
	) {
		return data.siteOrigin;
	}
	return window.location.origin;
}
