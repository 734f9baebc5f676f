/**
 * The connection test's verdict. A browser reports any failure as the same opaque network
 * error, so the cause comes from both answers together: the one this browser got (as a
 * customer's browser would) and the one the server got through WordPress's HTTP API.
 */
import { __, sprintf } from '@wordpress/i18n';

/** Which saved address is tested. */
export type Target = 'api' | 'geocoder';

/**
 * Why the server's request got no usable answer: a failure WordPress's HTTP error names, an
 * address the server does not request (`private`), or a redirect it does not follow.
 */
export type ServerError =
	| ''
	| 'dns'
	| 'refused'
	| 'tls'
	| 'timeout'
	| 'blocked'
	| 'private'
	| 'redirect'
	| 'other';

/** What the server's request saw (the REST answer of the settings page). */
export interface ServerProbe {
	/** An HTTP answer arrived. */
	reached: boolean;
	/** Its status (0 without an answer). */
	status: number;
	/** How long the request took, in milliseconds. */
	ms: number;
	/** The answer is what the address should give: the API's JSON, or a geocoder result. */
	expected: boolean;
	/** Why no usable answer arrived ('' when one did). The transport's own message never comes: it names internal addresses. */
	error: ServerError;
	/** Where a redirect leads: its origin when public, '' for a private address (or no redirect). */
	redirectTo: string;
}

/** What this browser's request saw. */
export interface BrowserProbe {
	/** An HTTP answer arrived and CORS let the page read it. */
	reached: boolean;
	/** Its status (0 without an answer). */
	status: number;
	/** How long the request took, in milliseconds. */
	ms: number;
	/** The answer is what the address should give. */
	expected: boolean;
	/** The request was given up after the time limit. */
	timedOut: boolean;
}

/** The verdict's kinds, one per plain-words message. */
export type VerdictKind =
	| 'not-set'
	| 'reachable'
	| 'unexpected-answer'
	| 'cannot-connect'
	| 'tls'
	| 'timeout'
	| 'cors'
	| 'server-blocked'
	| 'private'
	| 'redirect'
	| 'unknown';

/** The verdict on one address. */
export interface Verdict {
	/** Which message applies. */
	kind: VerdictKind;
	/** Whether customers' browsers can use the address. */
	ok: boolean;
	/** The status the message names (0 when none). */
	status: number;
	/** The time the message names, in milliseconds. */
	ms: number;
	/** Where a redirect leads ('' for a private address, or when there is no redirect). */
	redirectTo: string;
}

/**
 * The verdict when neither got an answer, by the server's error; any other error gives 'timeout'
 * when the browser timed out, else 'unknown'.
 */
const KIND_OF_SERVER_ERROR: Partial< Record< ServerError, VerdictKind > > = {
	dns: 'cannot-connect',
	refused: 'cannot-connect',
	tls: 'tls',
	timeout: 'timeout',
	blocked: 'server-blocked',
};

/** The browser's time limit, in seconds; the server's is the same. */
export const TIME_LIMIT_SECONDS = 10;

/**
 * Combines both answers into a verdict.
 *
 * - The server refused a private address, or got a redirect: that, whatever the browser saw (a
 *   customer's browser out on the internet cannot reach a private address, and a redirect
 *   breaks every call that is not a GET).
 * - The browser got the expected answer: reachable.
 * - The browser got another answer: not the API (or not a geocoder).
 * - The browser got nothing, the server got the expected answer: CORS does not allow this site
 *   (the one difference between the two requests that the address controls).
 * - The browser got nothing, the server got another answer: not the API.
 * - Neither got an answer: the server's error names the cause (DNS or refused, TLS, time-out).
 *
 * @param url     The saved address ('' when none is saved).
 * @param browser What this browser saw.
 * @param server  What the server saw (null when its check failed itself).
 */
export function verdictOf(
	url: string,
	browser: BrowserProbe | null,
	server: ServerProbe | null
): Verdict {
	const none = { status: 0, ms: 0, redirectTo: '' };
	if ( url === '' ) {
		return { kind: 'not-set', ok: false, ...none };
	}
	if ( server?.error === 'private' ) {
		return { kind: 'private', ok: false, ...none };
	}
	if ( server?.error === 'redirect' ) {
		return {
			kind: 'redirect',
			ok: false,
			status: server.status,
			ms: server.ms,
			redirectTo: server.redirectTo,
		};
	}
	if ( browser?.reached ) {
		const fine =
			browser.status >= 200 && browser.status < 300 && browser.expected;
		return {
			kind: fine ? 'reachable' : 'unexpected-answer',
			ok: fine,
			status: browser.status,
			ms: browser.ms,
			redirectTo: '',
		};
	}
	if ( ! server ) {
		return { kind: 'unknown', ok: false, ...none };
	}
	if ( server.reached ) {
		if ( browser?.timedOut ) {
			return { kind: 'timeout', ok: false, ...none };
		}
		return {
			kind: server.expected ? 'cors' : 'unexpected-answer',
			ok: false,
			status: server.status,
			ms: server.ms,
			redirectTo: '',
		};
	}
	const kind =
		KIND_OF_SERVER_ERROR[ server.error ] ??
		( browser?.timedOut ? 'timeout' : 'unknown' );
	return { kind, ok: false, ...none };
}

/**
 * The verdict in plain words, for the settings page.
 *
 * @param target     Which address was tested.
 * @param verdict    The verdict.
 * @param siteOrigin This site's origin (named in the CORS advice).
 */
export function verdictMessage(
	target: Target,
	verdict: Verdict,
	siteOrigin: string
): string {
	const api = target === 'api';
	switch ( verdict.kind ) {
		case 'not-set':
			return api
				? __(
						'No API base URL is saved. Enter it above and save the settings; until then customers see a setup error.',
						'customer-area'
					)
				: __(
						'No geocoder URL is saved; the valuation wizard uses OpenStreetMap Nominatim.',
						'customer-area'
					);
		case 'reachable':
			return api
				? sprintf(
						/* translators: 1: HTTP status code, e.g. 200, 2: time in milliseconds */
						__(
							'Reachable: the API answered this browser with HTTP %1$d in %2$d ms.',
							'customer-area'
						),
						verdict.status,
						verdict.ms
					)
				: sprintf(
						/* translators: 1: HTTP status code, e.g. 200, 2: time in milliseconds */
						__(
							'Reachable: the geocoder found the test address for this browser, with HTTP %1$d in %2$d ms.',
							'customer-area'
						),
						verdict.status,
						verdict.ms
					);
		case 'unexpected-answer':
			return api
				? sprintf(
						/* translators: %d: HTTP status code, e.g. 404 */
						__(
							'The address answers (HTTP %d), but not with the customer-area API’s JSON. Check that the API base URL is the address in front of /api/, without /api itself.',
							'customer-area'
						),
						verdict.status
					)
				: sprintf(
						/* translators: %d: HTTP status code, e.g. 404 */
						__(
							'The address answers (HTTP %d), but not with a search result in the format of OpenStreetMap Nominatim. Check that the geocoder URL is the address of the search itself.',
							'customer-area'
						),
						verdict.status
					);
		case 'cannot-connect':
			return __(
				'Cannot connect: the host name is unknown (DNS) or the connection was refused. Check the address, and that the server behind it is running.',
				'customer-area'
			);
		case 'tls':
			return __(
				'The secure connection (TLS) failed: the certificate is invalid, has expired or was made for another host name. Check the address and the server’s certificate.',
				'customer-area'
			);
		case 'timeout':
			return sprintf(
				/* translators: %d: number of seconds */
				__(
					'No answer within %d seconds. Check the address, and that the server behind it is running.',
					'customer-area'
				),
				TIME_LIMIT_SECONDS
			);
		case 'cors':
			return api
				? sprintf(
						/* translators: 1: HTTP status code, e.g. 200, 2: this site's origin, e.g. https://broker.example */
						__(
							'The server reaches the API (HTTP %1$d), but the API does not allow requests from this site’s origin %2$s (CORS), so customers’ browsers cannot use it. Add %2$s to the API’s allowed origins.',
							'customer-area'
						),
						verdict.status,
						siteOrigin
					)
				: sprintf(
						/* translators: 1: HTTP status code, e.g. 200, 2: this site's origin, e.g. https://broker.example */
						__(
							'The server reaches the geocoder (HTTP %1$d), but it does not allow requests from this site’s origin %2$s (CORS), so the valuation wizard cannot use it. Use a geocoder that allows %2$s.',
							'customer-area'
						),
						verdict.status,
						siteOrigin
					);
		case 'private':
			return __(
				'The address is, or resolves to, a private, loopback, link-local or other non-public network address. The server requests such addresses only in a development environment, and customers’ browsers on the internet cannot reach them. Enter a public address.',
				'customer-area'
			);
		case 'redirect':
			return (
				( verdict.redirectTo
					? sprintf(
							/* translators: %s: the origin the address redirects to, e.g. https://api.example.com */
							__(
								'The address redirects to %s.',
								'customer-area'
							),
							verdict.redirectTo
						)
					: __(
							'The address redirects to a private address.',
							'customer-area'
						) ) +
				' ' +
				__(
					'The server does not follow redirects, and customers’ browsers would be redirected on every call, which can break signing in. Enter the address that answers without a redirect.',
					'customer-area'
				)
			);
		case 'server-blocked':
			return __(
				'This browser cannot reach the address, and this site does not let WordPress make requests to other hosts (WP_HTTP_BLOCK_EXTERNAL), so the cause cannot be told. Check the address, and that it allows this site’s origin (CORS).',
				'customer-area'
			);
		default:
			return __(
				'This browser cannot reach the address. Check the address, and that it allows this site’s origin (CORS).',
				'customer-area'
			);
	}
}
