/**
 * Settings-page entry: wires the 'Test connection' button, which checks the saved API base and
 * geocoder URL from this browser and, at the same time, from the server, and the 'Copy statement'
 * button of the accessibility statement. Loaded only on Settings → Customer Area.
 */
import { runTest, type PageData } from './connection-test';
import { wireCopyStatement } from './copy-statement';

/**
 * Wires the connection test's button.
 */
function wireConnectionTest(): void {
	const container = document.getElementById(
		'customer-area-connection-test'
	);
	const button = document.getElementById( 'customer-area-test-connection' );
	const results = document.getElementById(
		'customer-area-connection-results'
	);
	if (
		! container ||
		! ( button instanceof HTMLButtonElement ) ||
		! results
	) {
		return;
	}
	const data: PageData = {
		apiBase: container.dataset.apiBase ?? '',
		geocoderUrl: container.dataset.geocoderUrl ?? '',
		siteOrigin: container.dataset.siteOrigin ?? window.location.origin,
		restUrl: container.dataset.restUrl ?? '',
		nonce: container.dataset.nonce ?? '',
	};
	button.addEventListener( 'click', () => {
		void runTest( data, button, results );
	} );
	button.disabled = false;
}

/**
 * Wires both buttons once the page has loaded.
 */
function start(): void {
	wireConnectionTest();
	wireCopyStatement();
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', start );
} else {
	start();
}
