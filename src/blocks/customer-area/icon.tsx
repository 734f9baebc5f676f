/**
 * The block's icon: a person in front of a house. An SVG, so it shows in the inserter and inside
 * the editor's canvas iframe alike (the canvas does not load the Dashicons font).
 */

/** The icon, 24 × 24, in the current text colour. */
export const customerAreaIcon = (
	<svg
		xmlns="http://www.w3.org/2000/svg"
		viewBox="0 0 24 24"
		width="24"
		height="24"
		aria-hidden="true"
		focusable="false"
	>
		<path
			fill="currentColor"
			d="M12 2.5 2.5 10v11.5h7v-6h5v6h7V10L12 2.5Zm8 17.5h-4v-6H8v6H4v-9.3l8-6.3 8 6.3V20Z"
		/>
		<circle cx="12" cy="10.5" r="2" fill="currentColor" />
	</svg>
);
