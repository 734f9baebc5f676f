/**
 * Global setup of the multisite suite: starts the `test-multisite` instance — the production
 * stack as a subdirectory network of two brokers, each with its own sandbox — and returns the
 * teardown that stops it. The tests reach it through WP_URL (Varnish), API_URL (broker A's
 * backend), CA_API_URL_B (broker B's), WP_ROOT and CA_VARNISH_DIR / CA_CACHE_LOG.
 */
import type { FullConfig } from '@playwright/test';
import { startSuiteStack } from '../../production/support/start-stack';
import { multisitePorts } from './ports';

/**
 * Starts the network.
 *
 * @param config Playwright's resolved config (unused).
 * @return The teardown.
 */
export default async function globalSetup(
	config: FullConfig
): Promise< () => Promise< void > > {
	void config;
	const ports = multisitePorts();
	return startSuiteStack(
		'multisite',
		{
			instance: 'test-multisite',
			varnishPort: ports.varnish,
			apachePort: ports.apache,
			sandboxPort: ports.sandbox,
			resetSandbox: true,
			network: { sandboxPort: ports.sandboxB, activation: 'network' },
		},
		( stack ) => ( {
			API_URL: stack.sites?.[ 0 ]?.apiUrl,
			CA_API_URL_B: stack.sites?.[ 1 ]?.apiUrl,
		} )
	);
}
