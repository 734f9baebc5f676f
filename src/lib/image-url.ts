/**
 * Estate picture URLs: only safe ones reach an `src` (the rule for links from data, see
 * docs/behaviour.md "Safe links and CRM HTML"), and a picture is asked for in the width the screen
 * shows it in, through the API's resize parameter `w`: a `srcset` of widths and the `sizes` of its
 * layout let the browser pick (docs/behaviour.md "Pictures").
 */
import { safeExternalHref, type LinkPolicy } from './safe-url';

/** The widths a picture's `srcset` offers (the API's `w`). */
export const PICTURE_WIDTHS = [ 320, 480, 640, 800, 960, 1280, 1600 ];

/** The width of a picture without a layout of its own (`src`, and the gallery's thumbnails). */
export const THUMBNAIL_WIDTH = 640;

/** What an `<img>` (or its preload) needs to load a picture in the width the screen shows. */
export interface PictureSources {
	/** For a browser that does not read `srcset`: `THUMBNAIL_WIDTH`. */
	src: string;
	/** Every width of `PICTURE_WIDTHS`. */
	srcSet: string;
	/** How wide the layout shows it. */
	sizes: string;
}

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
 * The picture in one width: the safe URL with `w` set; `''` when the URL is not safe.
 *
 * @param url    A picture URL from the API.
 * @param policy Build mode and API base (`currentLinkPolicy()` for this page).
 * @param width  The width.
 */
export function thumbnailUrl(
	url: unknown,
	policy: LinkPolicy,
	width = THUMBNAIL_WIDTH
): string {
	const safe = safeImageUrl( url, policy );
	if ( safe === '' ) {
		return '';
	}
	const parsed = new URL( safe );
	parsed.searchParams.set( 'w', String( width ) );
	return parsed.href;
}

/**
 * The picture in every width, for a layout; null when the URL is not safe.
 *
 * @param url    A picture URL from the API.
 * @param policy Build mode and API base (`currentLinkPolicy()` for this page).
 * @param sizes  How wide the layout shows it (the `sizes` attribute).
 */
export function pictureSources(
	url: unknown,
	policy: LinkPolicy,
	sizes: string
): PictureSources | null {
	const src = thumbnailUrl( url, policy );
	if ( src === '' ) {
		return null;
	}
	return {
		src,
		srcSet: PICTURE_WIDTHS.map(
			( width ) => `${ thumbnailUrl( url, policy, width ) } ${ width }w`
		).join( ', ' ),
		sizes,
	};
}
