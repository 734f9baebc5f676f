/**
 * The takeover: how the app takes over a root that holds the server's pre-rendered opening (a full
 * root, `aria-busy` while the text shows): it renders into a new hidden child of the root, and only once
 * its first screen has committed without a loading fallback (`FirstScreenCommit`) does that child
 * replace the text, in one change before the browser paints. Nothing jumps (the root keeps its
 * reserved height), focus stays where it was (the text holds nothing focusable), and nothing is
 * announced twice (the hidden child is not read out; the text has no live region). A root without
 * pre-rendered text (a popup) is rendered into directly. See docs/architecture.md "First paint and
 * start-up".
 *
 * Kept free of React and of the store, so that the entry imports it statically (src/index.tsx).
 */

/** Where to render, and what to call when the first screen is there. */
export interface TakeOver {
	/** The element to create the React root in. */
	container: HTMLElement;
	/** For `App`'s `onFirstScreen`; none when the root had no pre-rendered text. */
	onFirstScreen?: () => void;
}

/**
 * Prepares a root for the app.
 *
 * @param root The embed's root element.
 */
export function takeOver( root: HTMLElement ): TakeOver {
	if ( ! root.hasAttribute( 'aria-busy' ) ) {
		return { container: root };
	}
	const container = document.createElement( 'div' );
	container.className = 'customer-area-stage';
	container.hidden = true;
	root.appendChild( container );
	return {
		container,
		onFirstScreen: () => {
			root.replaceChildren( container );
			container.hidden = false;
			root.removeAttribute( 'aria-busy' );
		},
	};
}
