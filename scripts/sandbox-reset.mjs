/**
 * `npm run sandbox:reset`: puts the sandbox API back to its seed data.
 * A running sandbox (SANDBOX_PORT, default 8081) is asked via POST /__sandbox/reset (with the
 * X-Requested-With header every sandbox test control requires); when none answers,
 * the data folders are deleted so the next start reseeds: the `npm start` instance's
 * ($CUSTOMER_AREA_HOME/dev/sandbox-data) and a standalone sandbox's default (<repo>/.sandbox-data).
 */
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, instanceDir } from './lib/stack.mjs';
import { say, warn } from './lib/output.mjs';

const port = process.env.SANDBOX_PORT || '8081';
const url = `http://127.0.0.1:${ port }/__sandbox/reset`;

try {
	const res = await fetch( url, {
		method: 'POST',
		headers: { 'X-Requested-With': 'XMLHttpRequest' },
		signal: AbortSignal.timeout( 10000 ),
	} );
	if ( ! res.ok ) {
		warn( `sandbox:reset: ${ url } answered HTTP ${ res.status }` );
		process.exit( 1 );
	}
	say( `sandbox:reset: the running sandbox at ${ url } was reset` );
} catch ( error ) {
	if ( error.cause?.code !== 'ECONNREFUSED' ) {
		warn( `sandbox:reset: ${ url }: ${ error.message }` );
		process.exit( 1 );
	}
	for ( const dir of [
		path.join( instanceDir( 'dev' ), 'sandbox-data' ),
		process.env.SANDBOX_DATA_DIR || path.join( REPO_ROOT, '.sandbox-data' ),
	] ) {
		fs.rmSync( dir, { recursive: true, force: true } );
		say( `sandbox:reset: no sandbox running; removed ${ dir }` );
	}
}
