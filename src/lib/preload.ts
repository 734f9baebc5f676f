/**
 * Preload hints: a file the page will ask for soon, asked for now.
 */

/**
 * Adds a `<link rel="preload">` for a file to the page's head, unless the page already preloads
 * that file as that kind (two starters may ask for the same file).
 *
 * @param url          The file's URL, as the page will ask for it.
 * @param as           What it is.
 * @param highPriority Whether to fetch it before the page's other files of its kind (`fetchpriority`).
 * @param responsive   A picture's `srcset` and `sizes`, which the browser then picks from.
 */
export function appendPreload(
	url: string,
	as: 'script' | 'style' | 'image',
	highPriority = false,
	responsive?: { srcSet: string; sizes: string }
): void {
	const known = Array.from(
		document.head.querySelectorAll( 'link[rel="preload"]' )
	).some(
		( link ) =>
			link.getAttribute( 'href' ) === url &&
			link.getAttribute( 'as' ) === as
	);
	if ( known ) {
		return;
	}
	const link = document.createElement( 'link' );
	link.rel = 'preload';
	link.setAttribute( 'as', as );
	link.href = url;
	if ( responsive ) {
		link.setAttribute( 'imagesrcset', responsive.srcSet );
		link.setAttribute( 'imagesizes', responsive.sizes );
	}
	if ( highPriority ) {
		link.setAttribute( 'fetchpriority', 'high' );
	}
	document.head.appendChild( link );
}
