/**
 * The sandbox API as a server of the local stack, and the calls the scripts make to its
 * `/__sandbox/*` controls.
 */
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, StackError } from './common.mjs';
import { spawnServer } from './processes.mjs';

/**
 * Headers every call to the sandbox's `/__sandbox/*` controls sends: the sandbox refuses those
 * controls without `X-Requested-With`, which a plain link or form on another site cannot add.
 */
export const SANDBOX_CONTROL_HEADERS = Object.freeze( {
	'X-Requested-With': 'XMLHttpRequest',
} );

/**
 * Calls one of the sandbox's controls, e.g. `sandboxControl( apiUrl, 'reset', { method: 'POST' } )`.
 *
 * @param {string} apiUrl  Origin of the sandbox.
 * @param {string} control Path below `/__sandbox/`.
 * @param {Object} [init]  Further fetch options (method, body, headers); its headers are added to the control headers.
 * @return {Promise<Response>} The answer.
 */
export function sandboxControl( apiUrl, control, init = {} ) {
	return fetch( sandboxControlUrl( apiUrl, control ), {
		...init,
		headers: { ...SANDBOX_CONTROL_HEADERS, ...( init.headers ?? {} ) },
	} );
}

/**
 * URL of one of the sandbox's controls.
 *
 * @param {string} apiUrl  Origin of the sandbox.
 * @param {string} control Path below `/__sandbox/`.
 * @return {string} The URL.
 */
export function sandboxControlUrl( apiUrl, control ) {
	return `${ apiUrl }/__sandbox/${ control }`;
}

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
