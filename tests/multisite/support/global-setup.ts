/**
 * Global setup of the multisite suite: starts the `test-multisite` instance — the production
 * stack as a subdirectory network of two brokers, each with its own sandbox — and returns the
 * teardown that stops it. The tests reach it through WP_URL (Varnish), API_URL (broker A's
 * backend), CA_API_URL_B (broker B's), WP_ROOT and CA_VARNISH_DIR / CA_CACHE_LOG.
 */
import path from 'path';
import { pathToFileURL } from 'url';
import type { FullConfig } from '@playwright/test';
import { multisitePorts } from './ports';

/** What scripts/lib/production/stack.mjs resolves to (the part used here). */
interface NetworkStack {
	wpUrl: string;
	apacheUrl: string;
	wpRoot: string;
	varnishDir: string;
	cacheLog: string;
	sites: Array< { path: string; apiUrl: string } >;
	stop: () => Promise< void >;
}

interface ProductionStackModule {
	startProductionStack: (
		options: Record< string, unknown >
	) => Promise< NetworkStack >;
}

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
	const specifier = pathToFileURL(
		path.resolve(
			__dirname,
			'..',
			'..',
			'..',
			'scripts',
			'lib',
			'production',
			'stack.mjs'
		)
	).href;
	const { startProductionStack } = ( await import(
		specifier
	) ) as ProductionStackModule;
	const stack = await startProductionStack( {
		instance: 'test-multisite',
		varnishPort: ports.varnish,
		apachePort: ports.apache,
		sandboxPort: ports.sandbox,
		resetSandbox: true,
		network: { sandboxPort: ports.sandboxB, activation: 'network' },
		log: ( message: string ) =>
			process.stdout.write( `[multisite] ${ message }\n` ),
	} );
	Object.assign( process.env, {
		WP_URL: stack.wpUrl,
		API_URL: stack.sites[ 0 ]?.apiUrl,
		CA_API_URL_B: stack.sites[ 1 ]?.apiUrl,
		WP_ROOT: stack.wpRoot,
		CA_APACHE_URL: stack.apacheUrl,
		CA_VARNISH_DIR: stack.varnishDir,
		CA_CACHE_LOG: stack.cacheLog,
	} );
	return async () => {
		await stack.stop();
	};
}
