/**
 * Pages the production suite's WordPress gets besides the demo pages (`extraPages` of the stack).
 */

/** The secret-sale page: an embed with a forward link to the sample page. */
export const SECRET_SALE = { slug: 'secret-sale', target: '/sample-page/' };

/** The pages, as scripts/lib/wordpress.mjs's ExtraPage. */
export const EXTRA_PAGES = [
	{
		slug: SECRET_SALE.slug,
		title: 'Secret sale',
		content: `<!-- wp:shortcode -->\n[customer_area forward-link="${ SECRET_SALE.target }"]\n<!-- /wp:shortcode -->`,
	},
];
