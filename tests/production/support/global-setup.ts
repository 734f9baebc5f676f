/**
 * Global setup of the production suite: starts the `test-production` instance (Varnish → Apache
 * → PHP-FPM, the plugin from the release zip, a fresh WordPress and fresh sandbox data) and
 * returns the teardown that stops it. The tests reach it through the same variables as the e2e
 * suite (WP_URL: Varnish, API_URL, WP_ROOT) and the stack's own (CA_APACHE_URL,
 * CA_VARNISH_DIR, CA_CACHE_LOG, CA_RELEASE_ZIP: the release zip it installed).
 */
import path from 'path';
import { pathToFileURL } from 'url';
import type { FullConfig } from '@playwright/test';
import { productionPorts } from './ports';
import { EXTRA_PAGES } from './pages';

/** What scripts/lib/production/stack.mjs resolves to (the part used here). */
interface ProductionStack {
	wpUrl: string;
	apacheUrl: string;
	apiUrl: string;
	wpRoot: string;
	varnishDir: string;
	cacheLog: string;
	zipFile: string;
	stop: () => Promise< void >;
}

interface ProductionStackModule {
	startProductionStack: (
		options: Record< string, unknown >
	) => Promise< ProductionStack >;
}

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
		instance: 'test-production',
		varnishPort: ports.varnish,
		apachePort: ports.apache,
		sandboxPort: ports.sandbox,
		resetSandbox: true,
		resetWordPress: true,
		extraPages: EXTRA_PAGES,
		log: ( message: string ) =>
			process.stdout.write( `[production] ${ message }\n` ),
	} );
	Object.assign( process.env, {
		WP_URL: stack.wpUrl,
		API_URL: stack.apiUrl,
		WP_ROOT: stack.wpRoot,
		CA_APACHE_URL: stack.apacheUrl,
		CA_VARNISH_DIR: stack.varnishDir,
		CA_CACHE_LOG: stack.cacheLog,
		CA_RELEASE_ZIP: stack.zipFile,
	} );
	return async () => {
		await stack.stop();
	};
}
