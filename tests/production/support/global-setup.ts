/**
 * Global setup of the production suite: starts the `test-production` instance (Varnish → Apache
 * → PHP-FPM, the plugin from the release zip, a fresh WordPress and fresh sandbox data) and
 * returns the teardown that stops it. The tests reach it through the same variables as the e2e
 * suite (WP_URL: Varnish, API_URL, WP_ROOT) and the stack's own (CA_APACHE_URL,
 * CA_VARNISH_DIR, CA_CACHE_LOG, CA_RELEASE_ZIP: the release zip it installed).
 */
import type { FullConfig } from '@playwright/test';
import { productionPorts } from './ports';
import { EXTRA_PAGES } from './pages';
import { startSuiteStack } from './start-stack';

/**
 * Starts the production stack.
 *
 * @param config Playwright's resolved config (unused).
 * @return The teardown.
 */
export default async function globalSetup(
	config: FullConfig
): Promise< () => Promise< void > > {
	void config;
	const ports = productionPorts();
	return startSuiteStack(
		'production',
		{
			instance: 'test-production',
			varnishPort: ports.varnish,
			apachePort: ports.apache,
			sandboxPort: ports.sandbox,
			resetSandbox: true,
			resetWordPress: true,
			extraPages: EXTRA_PAGES,
		},
		( stack ) => ( {
			API_URL: stack.apiUrl,
			CA_RELEASE_ZIP: stack.zipFile,
		} )
	);
}
