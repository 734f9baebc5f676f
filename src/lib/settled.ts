/**
 * The wait for an element's file: a stylesheet, a script or a picture.
 */

/**
 * Resolves when the element's file has loaded or failed.
 *
 * @param element A `<link>`, `<script>` or `<img>`.
 */
export function settled( element: HTMLElement ): Promise< void > {
	return new Promise( ( resolve ) => {
		element.addEventListener( 'load', () => resolve(), { once: true } );
		element.addEventListener( 'error', () => resolve(), { once: true } );
	} );
}
