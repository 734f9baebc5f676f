/**
 * The connection test on the page: runs both halves at once and shows one result box per
 * address, in plain words, in a live region.
 */
import { __, sprintf } from '@wordpress/i18n';
import { checkApi, checkGeocoder } from './browser-check';
import {
	verdictMessage,
	verdictOf,
	type BrowserProbe,
	type ServerProbe,
	type Target,
} from './connection-verdict';
import { serverCheck } from './server-check';

/** What the page's markup hands the script (data attributes of the test's container). */
export interface PageData {
	/** The saved API base ('' when none). */
	apiBase: string;
	/** The saved geocoder URL ('' when none). */
	geocoderUrl: string;
	/** This site's origin, as the customer area sends it. */
	siteOrigin: string;
	/** URL of the plugin's connection-test REST route. */
	restUrl: string;
	/** REST nonce of the signed-in administrator. */
	nonce: string;
}

/**
 * Appends an element with text.
 *
 * @param parent    Where it goes.
 * @param tag       Element name.
 * @param text      Its text.
 * @param className Its class, if any.
 */
function append(
	parent: HTMLElement,
	tag: string,
	text: string,
	className = ''
): HTMLElement {
	const element = document.createElement( tag );
	element.textContent = text;
	if ( className ) {
		element.className = className;
	}
	parent.append( element );
	return element;
}

/**
 * The result box of one address.
 *
 * @param target  Which address.
 * @param url     The saved address.
 * @param browser What this browser saw.
 * @param server  What the server saw.
 * @param data    The page's data.
 */
function resultBox(
	target: Target,
	url: string,
	browser: BrowserProbe | null,
	server: ServerProbe | null,
	data: PageData
): HTMLElement {
	const verdict = verdictOf( url, browser, server );
	const box = document.createElement( 'div' );
	box.className = `notice inline customer-area-connection-result ${
		verdict.ok ? 'notice-success' : 'notice-error'
	}`;
	box.dataset.target = target;
	box.dataset.verdict = verdict.kind;

	const heading = append(
		box,
		'p',
		target === 'api'
			? __( 'API base URL', 'customer-area' )
			: __( 'Geocoder URL', 'customer-area' ),
		'customer-area-connection-result__name'
	);
	if ( url ) {
		heading.append( ' ' );
		append( heading, 'code', url );
	}
	append( box, 'p', verdictMessage( target, verdict, data.siteOrigin ) );

	if ( url && server?.reached ) {
		append(
			box,
			'p',
			sprintf(
				/* translators: 1: HTTP status code, e.g. 200, 2: time in milliseconds */
				__( 'From the server: HTTP %1$d in %2$d ms.', 'customer-area' ),
				server.status,
				server.ms
			),
			'description'
		);
	} else if ( url && ! server ) {
		append(
			box,
			'p',
			__(
				'The server’s own check did not answer; reload the page and try again.',
				'customer-area'
			),
			'description'
		);
	}
	return box;
}

/**
 * Runs the test and shows its results.
 *
 * @param data    The page's data.
 * @param button  The test button.
 * @param results Where the results go (a live region).
 */
export async function runTest(
	data: PageData,
	button: HTMLButtonElement,
	results: HTMLElement
): Promise< void > {
	const label = button.textContent ?? '';
	button.disabled = true;
	button.textContent = __( 'Testing…', 'customer-area' );
	results.setAttribute( 'aria-busy', 'true' );
	results.replaceChildren();

	const [ server, api, geocoder ] = await Promise.all( [
		serverCheck( data.restUrl, data.nonce ),
		data.apiBase
			? checkApi( data.apiBase, data.siteOrigin )
			: Promise.resolve( null ),
		data.geocoderUrl
			? checkGeocoder( data.geocoderUrl )
			: Promise.resolve( null ),
	] );

	results.replaceChildren(
		resultBox( 'api', data.apiBase, api, server.api, data ),
		resultBox(
			'geocoder',
			data.geocoderUrl,
			geocoder,
			server.geocoder,
			data
		)
	);
	results.removeAttribute( 'aria-busy' );
	button.textContent = label;
	button.disabled = false;
}
