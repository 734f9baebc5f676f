/**
 * Command-line entry of the sandbox API: `node --import tsx sandbox/src/main.ts`.
 *
 * Environment: SANDBOX_PORT (8081), SANDBOX_HOST (127.0.0.1), SANDBOX_ALLOWED_ORIGIN (http://127.0.0.1:8080),
 * SANDBOX_DATA_DIR (<repo>/.sandbox-data), SANDBOX_PUBLIC_URL (http://127.0.0.1:${SANDBOX_PORT}),
 * SANDBOX_STRICT_RESPONSES (1 = answer 500 when an answer breaks the contract; default 0, only logged).
 *
 * The sandbox answers only requests addressed to 127.0.0.1 or localhost on its port, or to the host of
 * SANDBOX_PUBLIC_URL; see docs/architecture.md "The sandbox API".
 */
import path from 'node:path';
import { createSandbox } from './app';

/**
 * The sandbox's configuration read from the environment.
 * @param env
 */
export function configFromEnv( env: NodeJS.ProcessEnv = process.env ) {
	const port = Number( env.SANDBOX_PORT || 8081 );
	const host = env.SANDBOX_HOST || '127.0.0.1';
	return {
		port,
		host,
		allowedOrigin: (
			env.SANDBOX_ALLOWED_ORIGIN || 'http://127.0.0.1:8080'
		).replace( /\/+$/, '' ),
		dataDir:
			env.SANDBOX_DATA_DIR ||
			path.resolve( __dirname, '../../.sandbox-data' ),
		publicUrl: env.SANDBOX_PUBLIC_URL || `http://127.0.0.1:${ port }`,
		strictResponses: env.SANDBOX_STRICT_RESPONSES === '1',
	};
}

async function main() {
	const config = configFromEnv();
	const sandbox = await createSandbox( config );
	// eslint-disable-next-line no-console -- the readiness line scripts wait for
	console.log( `sandbox listening on ${ config.publicUrl }` );
	const stop = () => {
		sandbox.close().then(
			() => process.exit( 0 ),
			() => process.exit( 1 )
		);
	};
	process.on( 'SIGINT', stop );
	process.on( 'SIGTERM', stop );
}

if ( require.main === module ) {
	main().catch( ( err ) => {
		// eslint-disable-next-line no-console -- startup failure must be visible
		console.error( err );
		process.exit( 1 );
	} );
}
