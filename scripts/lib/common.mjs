/**
 * What every part of the local stack shares: the repository root, the folders holding machine-local
 * state, and the error type whose message is meant for the person at the terminal.
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Absolute path of the repository root (this file lives in scripts/lib/). */
export const REPO_ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..',
	'..'
);

/** Absolute path of the repository's scripts/ folder. */
export const SCRIPTS = path.join( REPO_ROOT, 'scripts' );

/** Folder holding all machine-local state ($CUSTOMER_AREA_HOME or ~/.cache/customer-area). */
export function customerAreaHome() {
	return (
		process.env.CUSTOMER_AREA_HOME ||
		path.join( os.homedir(), '.cache', 'customer-area' )
	);
}

/**
 * Folder of one instance's state (WordPress tree, MariaDB datadir, sandbox data, logs).
 * @param {string} instance
 */
export function instanceDir( instance ) {
	return path.join( customerAreaHome(), instance );
}

/** Error whose message is meant for the person at the terminal; callers print it without a stack trace. */
export class StackError extends Error {}
