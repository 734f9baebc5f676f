/**
 * Starts a production stack (scripts/lib/production/stack.mjs) for a Playwright suite's global
 * setup, and hands the tests its addresses through the environment: WP_URL (Varnish), WP_ROOT,
 * CA_APACHE_URL, CA_VARNISH_DIR and CA_CACHE_LOG, with the suite's own variables beside them.
 */
import path from 'path';
import { pathToFileURL } from 'url';

/** What scripts/lib/production/stack.mjs resolves to (the part the suites use). */
export interface ProductionStack {
	wpUrl: string;
	apacheUrl: string;
	apiUrl: string;
	wpRoot: string;
	varnishDir: string;
	cacheLog: string;
	zipFile: string;
	/** A network's sites, main site first (multisite only). */
	sites?: Array< { path: string; apiUrl: string } >;
	stop: () => Promise< void >;
}

interface ProductionStackModule {
	startProductionStack: (
		options: Record< string, unknown >
	) => Promise< ProductionStack >;
}

/**
 * Starts the stack, sets the common variables and the suite's own, and returns the teardown.
 *
 * @param label   The suite's name, in front of the stack's log lines.
 * @param options The stack's options (instance, ports, …), the log aside.
 * @param env     The suite's own variables, from the started stack.
 * @return The teardown.
 */
export async function startSuiteStack(
	label: string,
	options: Record< string, unknown >,
	env: ( stack: ProductionStack ) => Record< string, string | undefined >
): Promise< () => Promise< void > > {
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
		...options,
		log: ( message: string ) =>
			process.stdout.write( `[${ label }] ${ message }\n` ),
	} );
	Object.assign( process.env, {
		WP_URL: stack.wpUrl,
		WP_ROOT: stack.wpRoot,
		CA_APACHE_URL: stack.apacheUrl,
		CA_VARNISH_DIR: stack.varnishDir,
		CA_CACHE_LOG: stack.cacheLog,
		...env( stack ),
	} );
	return async () => {
		await stack.stop();
	};
}
