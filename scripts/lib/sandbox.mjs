/**
 * The sandbox API as a server of the local stack.
 */
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, StackError } from './common.mjs';
import { spawnServer } from './processes.mjs';

/**
 * Starts the sandbox API (`node --import tsx sandbox/src/main.ts`; env CA_SANDBOX_CMD overrides it
 * with a shell command, for testing the stack before the sandbox exists).
 *
 * @param {Object} o
 * @param {number} o.sandboxPort
 * @param {string} o.wpUrl
 * @param {string} o.apiUrl
 * @param {string} o.sandboxDataDir
 * @param {string} o.logDir
 * @param {Object} o.lock
 * @return {import('./processes.mjs').Child} The running sandbox.
 */
export function startSandbox( {
	sandboxPort,
	wpUrl,
	apiUrl,
	sandboxDataDir,
	logDir,
	lock,
} ) {
	const env = {
		...process.env,
		SANDBOX_PORT: String( sandboxPort ),
		SANDBOX_HOST: '127.0.0.1',
		SANDBOX_ALLOWED_ORIGIN: wpUrl,
		SANDBOX_DATA_DIR: sandboxDataDir,
		SANDBOX_PUBLIC_URL: apiUrl,
	};
	const logFile = path.join( logDir, 'sandbox.log' );
	const override = process.env.CA_SANDBOX_CMD;
	if ( override ) {
		return spawnServer( 'sandbox', 'sh', [ '-c', override ], {
			env,
			cwd: REPO_ROOT,
			logFile,
			lock,
		} );
	}
	const entry = path.join( REPO_ROOT, 'sandbox', 'src', 'main.ts' );
	if ( ! fs.existsSync( entry ) ) {
		throw new StackError(
			`the sandbox entry ${ path.relative(
				REPO_ROOT,
				entry
			) } does not exist yet (set CA_SANDBOX_CMD to use another server)`
		);
	}
	return spawnServer(
		'sandbox',
		process.execPath,
		[ '--import', 'tsx', 'sandbox/src/main.ts' ],
		{ env, cwd: REPO_ROOT, logFile, lock }
	);
}
