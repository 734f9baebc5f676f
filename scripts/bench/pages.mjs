/**
 * The pages `npm run bench` measures, in the same run and under the same conditions. Adding a page
 * is one entry in PAGES; its figures then appear in every table beside the baseline's.
 */
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../lib/common.mjs';

/**
 * One measured page.
 *
 * @typedef {Object} BenchPage
 * @property {string}                                                                                   name       Short name for the tables.
 * @property {string}                                                                                   path       Path below the site; a hash route may follow (`/customer-area/#/dashboard`).
 * @property {boolean}                                                                                  [baseline] The page every other is compared with (exactly one): the theme without the area.
 * @property {(page: import('@playwright/test').Page) => import('@playwright/test').Locator}            [ready]    What is visible once the page is usable; a page with it gets the first-view size report.
 * @property {number}                                                                                   [budget]   Its first-view JavaScript budget, bytes gzip (PASS/FAIL, exit code).
 * @property {boolean|Goal[]}                                                                           [goals]    The start-up goals checked on it: `true` for GOALS, or its own list.
 * @property {Forbidden[]}                                                                              [forbid]   Chunks that must not load on it, even after the first view.
 * @property {boolean}                                                                                  [countApi] Count its requests to the API origin until the network is idle.
 * @property {(site: {wpUrl: string, apiUrl: string}) => Promise<import('./browser.mjs').BrowserState>} [signIn]   For signed-in pages: the browser state of a signed-in customer, put into the browser before
 *                                                                                                                 each load (Lighthouse then keeps storage). For example, sign in at the sandbox API and return
 *                                                                                                                 the token cookie and the stored auth state the front end reads at start.
 */

/**
 * One start-up goal: the page's median against a fixed value or the baseline's median, for one
 * throttling method.
 *
 * @typedef {{label: string, method: string, metric: string, max?: number, min?: number, overBaseline?: number, underBaseline?: number}} Goal
 */

/**
 * A chunk that must not load on a page.
 *
 * @typedef {{label: string, match: (file: string) => boolean}} Forbidden
 */

/**
 * The chart: its own chunk and the numbered vendor chunk holding ApexCharts (found by content, since
 * its number changes between builds).
 *
 * @type {Forbidden[]}
 */
const CHART_CHUNKS = [
	{
		label: 'build/chart.js',
		match: ( file ) => file === 'build/chart.js',
	},
	{
		label: 'the ApexCharts vendor chunk',
		match: ( file ) => {
			if ( ! /^build\/[^/]+\.js$/.test( file ) ) {
				return false;
			}
			try {
				return fs
					.readFileSync( path.join( REPO_ROOT, file ), 'utf8' )
					.includes( 'apexcharts' );
			} catch {
				return false;
			}
		},
	},
];

/**
 * Chunks that load on demand only, never with a signed-in first view: the drawer's and the
 * gallery's dialogs (when their button is first pointed at, focused or pressed), and the toasts'
 * visible list (with the first toast).
 *
 * @type {Forbidden[]}
 */
const ON_DEMAND_CHUNKS = [
	{
		label: 'build/drawer.js (the menu drawer)',
		match: ( file ) => file === 'build/drawer.js',
	},
	{
		label: 'build/gallery.js (the estate gallery)',
		match: ( file ) => file === 'build/gallery.js',
	},
	{
		label: 'build/toast-list.js (the toasts’ list)',
		match: ( file ) => file === 'build/toast-list.js',
	},
];

/**
 * The wizard's later steps (location, finish, every control but cards): fetched once the visitor
 * starts answering, never with the valuation page's first view.
 *
 * @type {Forbidden[]}
 */
const WIZARD_LATER_CHUNKS = [
	{
		label: 'build/wizard-steps.js (the wizard’s later steps)',
		match: ( file ) => file === 'build/wizard-steps.js',
	},
];

/** The seeded owner of estate 101 in the sandbox, with its demo password. */
const OWNER = { email: 'owner@example.com', password: 'demo1234' };

/** The front end's token cookie and stored auth state key (src/config/constants.ts). */
const TOKEN_COOKIE = 'laravel_user_token';
const AUTH_STORAGE_KEY = 'customer-area:auth';
const TOKEN_LIFETIME_MS = 2 * 60 * 60 * 1000;

/**
 * Signs the owner in at the sandbox API and returns what the front end reads at start: the token
 * cookie and the stored auth state (no personal data; see docs/behaviour.md "Stored auth state").
 *
 * @param {{wpUrl: string, apiUrl: string}} site The running site.
 * @return {Promise<import('./browser.mjs').BrowserState>} Browser state of a signed-in owner.
 */
export async function signInOwner( site ) {
	const response = await fetch( `${ site.apiUrl }/api/user/login`, {
		method: 'POST',
		headers: {
			'Content-Type': 'application/json',
			Accept: 'application/json',
			'X-Requested-With': 'XMLHttpRequest',
			// The sandbox answers only calls naming the broker's site, as the front end's do.
			'X-Broker-Url': new URL( site.wpUrl ).origin,
		},
		body: JSON.stringify( OWNER ),
	} );
	const body = await response.json().catch( () => ( {} ) );
	const token = body?.token ?? body?.data?.token;
	if ( ! response.ok || typeof token !== 'string' ) {
		throw new Error(
			`sign-in of ${ OWNER.email } at the sandbox failed: HTTP ${
				response.status
			} ${ JSON.stringify( body ) }`
		);
	}
	return {
		cookies: [ { name: TOKEN_COOKIE, value: token } ],
		localStorage: {
			[ AUTH_STORAGE_KEY ]: JSON.stringify( {
				isAuthenticated: true,
				brokerSettings: null,
				rememberMe: true,
				tokenExpiresAt: Date.now() + TOKEN_LIFETIME_MS,
			} ),
		},
	};
}

/**
 * Start-up goals for pages marked `goals`: each compares the page's median with a fixed value or
 * with the baseline's median, for one throttling method.
 *
 * @type {Goal[]}
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
		label: 'performance ≥ plain page − 3',
		method: 'simulate',
		metric: 'performance',
		underBaseline: 3,
	},
	{ label: 'CLS ≤ 0.01', method: 'simulate', metric: 'cls', max: 0.01 },
	{ label: 'CLS ≤ 0.01', method: 'devtools', metric: 'cls', max: 0.01 },
];

/** @type {Goal} */
const ACCESSIBILITY_GOAL = {
	label: 'accessibility 100',
	method: 'simulate',
	metric: 'accessibility',
	min: 100,
};

/**
 * Goals of the signed-in pages (a customer's dashboard and property): a good LCP on a phone by
 * Core Web Vitals' line, performance 95, accessibility 100 from the default (simulated) run; TBT
 * and CLS from both methods.
 *
 * @type {Goal[]}
 */
const SIGNED_IN_GOALS = [
	{ label: 'LCP ≤ 2,500 ms', method: 'simulate', metric: 'lcp', max: 2500 },
	{
		label: 'performance ≥ 95',
		method: 'simulate',
		metric: 'performance',
		min: 95,
	},
	ACCESSIBILITY_GOAL,
	{ label: 'TBT ≤ 150 ms', method: 'simulate', metric: 'tbt', max: 150 },
	{ label: 'TBT ≤ 150 ms', method: 'devtools', metric: 'tbt', max: 150 },
	{ label: 'CLS ≤ 0.01', method: 'simulate', metric: 'cls', max: 0.01 },
	{ label: 'CLS ≤ 0.01', method: 'devtools', metric: 'cls', max: 0.01 },
];

/**
 * The app's own tree in the customer area's root: what the app rendered once it took over, not the
 * pre-rendered opening (text only), so a page is usable when its ready element shows here.
 *
 * @param {import('@playwright/test').Page} page The page.
 * @return {import('@playwright/test').Locator} The app's tree.
 */
const root = ( page ) =>
	page
		.locator( '.customer-area-root .ca-app:not(.customer-area-opening)' )
		.first();

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
			root( page ).getByRole( 'textbox', { name: 'Email', exact: true } ),
		budget: 90 * 1024,
		goals: true,
	},
	{
		name: 'valuation',
		path: '/property-valuation/',
		ready: ( page ) => root( page ).getByRole( 'heading' ).first(),
		budget: 90 * 1024,
		goals: [ ...GOALS, ACCESSIBILITY_GOAL ],
		forbid: WIZARD_LATER_CHUNKS,
	},
	{
		name: 'dashboard',
		path: '/customer-area/#/',
		signIn: signInOwner,
		ready: ( page ) =>
			root( page ).getByText( 'Nice to see you again' ).first(),
		budget: 110 * 1024,
		goals: SIGNED_IN_GOALS,
		forbid: [ ...CHART_CHUNKS, ...ON_DEMAND_CHUNKS ],
		countApi: true,
	},
	{
		name: 'estate',
		path: '/customer-area/#/estates/101',
		signIn: signInOwner,
		ready: ( page ) =>
			root( page ).getByRole( 'tablist', {
				name: 'Reporting and documents',
			} ),
		goals: SIGNED_IN_GOALS,
		forbid: ON_DEMAND_CHUNKS,
		countApi: true,
	},
];
