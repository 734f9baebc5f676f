/**
 * Global setup: when WP_URL is not set (someone runs `npx playwright test` directly), starts the
 * `test` instance of the stack (WordPress 8090, sandbox 8091, fresh sandbox data) on the newest
 * WordPress, or on the one `CA_WP` names (`CA_WP=6.8 npx playwright test`), and returns the
 * teardown that stops it. When WP_URL is set (`npm test`, or a stack the developer runs), the
 * tests use that one and nothing is started.
 */
import path from 'path';
import { pathToFileURL } from 'url';
import type { FullConfig } from '@playwright/test';

/** What scripts/lib/stack.mjs resolves to (the part used here). */
interface Stack {
	wpUrl: string;
	apiUrl: string;
	wpRoot: string;
	stop: () => Promise< void >;
}

interface StackModule {
	startStack: ( options: {
		instance: string;
		wpPort: number;
		sandboxPort: number;
		resetSandbox: boolean;
		wordpress: string;
		log?: ( message: string ) => void;
	} ) => Promise< Stack >;
	selectWordPress: ( value: string | undefined ) => string;
}

/**
 * Starts the stack unless one is given.
 *
 * @param config Playwright's resolved config (unused: the ports are the shared test ports).
 * @return The teardown, or undefined when nothing was started.
 */
export default async function globalSetup(
	config: FullConfig
): Promise< ( () => Promise< void > ) | undefined > {
	void config;
	if ( process.env.WP_URL ) {
		process.env.API_URL ??= 'http://127.0.0.1:8091';
		return undefined;
	}
	// A plain .mjs module without type declarations: import it by a computed specifier and type it here.
	const specifier = pathToFileURL(
		path.resolve(
			__dirname,
			'..',
			'..',
			'..',
			'scripts',
			'lib',
			'stack.mjs'
		)
	).href;
	const { startStack, selectWordPress } = ( await import(
		specifier
	) ) as StackModule;
	const stack = await startStack( {
		instance: 'test',
		wpPort: Number( process.env.CA_TEST_WP_PORT ?? 8090 ),
		sandboxPort: Number( process.env.CA_TEST_SANDBOX_PORT ?? 8091 ),
		resetSandbox: true,
		wordpress: selectWordPress( process.env.CA_WP ),
		log: ( message ) => process.stdout.write( `[stack] ${ message }\n` ),
	} );
	// Workers start after the global setup and inherit these.
	process.env.WP_URL = stack.wpUrl;
	process.env.API_URL = stack.apiUrl;
	process.env.WP_ROOT = stack.wpRoot;
	return async () => {
		await stack.stop();
	};
}
