/**
 * Estate picture URLs: only safe ones reach an `src` (the rule for links from data, see
 * docs/behaviour.md "Safe links and CRM HTML"), and thumbnails ask the server for width 600.
 */
import { safeExternalHref, type LinkPolicy } from './safe-url';

/** Width at which thumbnails are requested (`?w=600`). */
export const THUMBNAIL_WIDTH = 600;

/**
 * The picture's URL when it is safe to load, else `''`.
 *
 * @param url    A picture URL from the API.
 * @param policy Build mode and API base (`currentLinkPolicy()` for this page).
 */
export function safeImageUrl( url: unknown, policy: LinkPolicy ): string {
	return safeExternalHref( url, policy ) ?? '';
}

/**
 * The thumbnail URL of a picture: the safe URL with `w=600` set; `''` when the URL is not safe.
 *
 * @param url    A picture URL from the API.
 * @param policy Build mode and API base (`currentLinkPolicy()` for this page).
 */
export function thumbnailUrl( url: unknown, policy: LinkPolicy ): string {
	const safe = safeImageUrl( url, policy );
	if ( safe === '' ) {
		return '';
	}
	const parsed = new URL( safe );
	parsed.searchParams.set( 'w', String( THUMBNAIL_WIDTH ) );
	return parsed.href;
}
