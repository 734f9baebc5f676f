/**
 * The pages `npm run bench` measures, in the same run and under the same conditions. Adding a page
 * is one entry in PAGES; its figures then appear in every table beside the baseline's.
 */

/**
 * One measured page.
 *
 * @typedef {Object} BenchPage
 * @property {string}                                                                                   name       Short name for the tables.
 * @property {string}                                                                                   path       Path below the site; a hash route may follow (`/customer-area/#/dashboard`).
 * @property {boolean}                                                                                  [baseline] The page every other is compared with (exactly one): the theme without the area.
 * @property {(page: import('@playwright/test').Page) => import('@playwright/test').Locator}            [ready]    What is visible once the page is usable; a page with it gets the first-view size report.
 * @property {boolean}                                                                                  [budget]   Its first-view JavaScript counts against the size budget.
 * @property {boolean}                                                                                  [goals]    The start-up goals are checked on it.
 * @property {(site: {wpUrl: string, apiUrl: string}) => Promise<import('./browser.mjs').BrowserState>} [signIn]   For signed-in pages: the browser state of a signed-in customer, put into the browser before
 *                                                                                                                 each load (Lighthouse then keeps storage). For example, sign in at the sandbox API and return
 *                                                                                                                 the token cookie and the stored auth state the front end reads at start.
 */

/** The theme's plain page, created in the bench instance only (the same theme, header and footer). */
export const PLAIN_PAGE = {
	slug: 'plain-page',
	title: 'Plain Page',
	content:
		'<!-- wp:paragraph -->\n<p>A page of the theme without the customer area, measured beside it.</p>\n<!-- /wp:paragraph -->',
};

/**
 * The pages, baseline first. Later pages are one entry each, e.g.
 * `{ name: 'valuation', path: '/property-valuation/', ready: ( page ) => page.getByRole( … ) }`, or a
 * signed-in one: `{ name: 'dashboard', path: '/customer-area/#/dashboard', signIn: async ( site ) => … }`.
 *
 * @type {BenchPage[]}
 */
export const PAGES = [
	{ name: 'plain', path: `/${ PLAIN_PAGE.slug }/`, baseline: true },
	{
		name: 'login',
		path: '/customer-area/',
		ready: ( page ) =>
			page.getByRole( 'textbox', { name: 'Email', exact: true } ),
		budget: true,
		goals: true,
	},
];

/**
 * Start-up goals for pages marked `goals`: each compares the page's median with a fixed value or
 * with the baseline's median, for one throttling method.
 *
 * @type {Array<{label: string, method: string, metric: string, max?: number, min?: number, overBaseline?: number}>}
 */
export const GOALS = [
	{ label: 'TBT ≤ 150 ms', method: 'simulate', metric: 'tbt', max: 150 },
	{ label: 'TBT ≤ 150 ms', method: 'devtools', metric: 'tbt', max: 150 },
	{
		label: 'LCP ≤ plain page + 300 ms',
		method: 'simulate',
		metric: 'lcp',
		overBaseline: 300,
	},
	{
		label: 'performance ≥ 98',
		method: 'simulate',
		metric: 'performance',
		min: 98,
	},
	{ label: 'CLS ≤ 0.05', method: 'simulate', metric: 'cls', max: 0.05 },
	{ label: 'CLS ≤ 0.05', method: 'devtools', metric: 'cls', max: 0.05 },
];
