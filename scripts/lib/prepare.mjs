/**
 * Steps that `npm start` and `npm test` share before anything runs: dependencies, system packages, build.
 * Each step checks first and does nothing when already up to date, so a second run costs well under a second.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, StackError } from './common.mjs';
import { say } from './output.mjs';

/** Source folders and files whose changes make build/ stale. */
const BUILD_INPUTS = [
	'src',
	'languages',
	'package-lock.json',
	'webpack.config.js',
	'scripts/css',
	'babel.config.js',
	'tsconfig.json',
	'tsconfig.base.json',
];

/**
 * Runs a command in the repository with inherited output; throws StackError on failure.
 * @param {string}   command
 * @param {string[]} args
 * @param {Object}   options
 * @param {Object}   options.env
 */
export function run( command, args, options = {} ) {
	const { env = process.env } = options;
	const res = spawnSync( command, args, {
		cwd: REPO_ROOT,
		stdio: 'inherit',
		env,
	} );
	if ( res.status !== 0 ) {
		throw new StackError(
			`\`${ command } ${ args.join( ' ' ) }\` failed (exit ${
				res.status ?? res.signal
			})`
		);
	}
}

/**
 * Newest modification time (ms) of a file or of any file below a folder; 0 when absent.
 * @param {string} target
 */
export function newestMtime( target ) {
	let stat;
	try {
		stat = fs.statSync( target );
	} catch {
		return 0;
	}
	if ( ! stat.isDirectory() ) {
		return stat.mtimeMs;
	}
	let newest = stat.mtimeMs;
	for ( const entry of fs.readdirSync( target, { withFileTypes: true } ) ) {
		newest = Math.max(
			newest,
			newestMtime( path.join( target, entry.name ) )
		);
	}
	return newest;
}

/**
 * Whether every package of package-lock.json is installed in the version locked. Other platforms'
 * optional packages are never installed, so optional ones are not required.
 *
 * @param {string} lockFile   package-lock.json.
 * @param {string} hiddenLock node_modules/.package-lock.json, npm's record of what it installed.
 * @return {boolean} Installed as locked.
 */
function installedAsLocked( lockFile, hiddenLock ) {
	try {
		const wanted = JSON.parse(
			fs.readFileSync( lockFile, 'utf8' )
		).packages;
		const installed = JSON.parse(
			fs.readFileSync( hiddenLock, 'utf8' )
		).packages;
		return Object.entries( wanted ).every(
			( [ key, entry ] ) =>
				key === '' ||
				entry.optional ||
				installed[ key ]?.version === entry.version
		);
	} catch {
		return false;
	}
}

/**
 * Installs the locked dependencies when node_modules is missing or does not hold what
 * package-lock.json locks (checked by time first, then by content, since a checkout makes the lock
 * file newer without changing it).
 *
 * `npm ci`: exactly the locked versions, and it never writes package.json or the lockfile. It
 * refuses a lockfile that lacks other platforms' optional packages (e.g. @unrs/resolver-binding-*)
 * as "not in sync", which an `npm install` hit by npm's bug npm/cli#4828 (#9083) can write; the
 * committed lockfile has them (README, "npm dependencies").
 *
 * A node_modules that is a symbolic link (several checkouts sharing one install) is left alone:
 * npm would replace the link by a folder of its own.
 *
 * @param {(msg: string) => void} log
 */
export function ensureNodeModules( log = say ) {
	const modules = path.join( REPO_ROOT, 'node_modules' );
	const marker = path.join( modules, '.package-lock.json' );
	const lock = path.join( REPO_ROOT, 'package-lock.json' );
	if (
		fs.existsSync( marker ) &&
		( newestMtime( marker ) >= newestMtime( lock ) ||
			installedAsLocked( lock, marker ) )
	) {
		return;
	}
	if (
		fs.lstatSync( modules, { throwIfNoEntry: false } )?.isSymbolicLink()
	) {
		log(
			`node_modules links to ${ fs.realpathSync(
				modules
			) }, which does not match package-lock.json: not reinstalling here (run npm ci there)`
		);
		return;
	}
	log( 'installing the locked npm dependencies (npm ci) ...' );
	run( 'npm', [ 'ci', '--no-audit', '--no-fund' ] );
}

/** Installs the Debian packages the stack and the suites need (see scripts/system/ensure-system.sh). */
export function ensureSystem() {
	run( 'bash', [
		path.join( REPO_ROOT, 'scripts', 'system', 'ensure-system.sh' ),
	] );
}

/** Whether build/ is missing or older than its sources. */
export function buildIsStale() {
	const built = path.join( REPO_ROOT, 'build', 'index.js' );
	if ( ! fs.existsSync( built ) ) {
		return true;
	}
	const sources = Math.max(
		...BUILD_INPUTS.map( ( p ) => newestMtime( path.join( REPO_ROOT, p ) ) )
	);
	return sources > newestMtime( built );
}

/**
 * `npm run build` when build/ is stale; returns whether it built.
 * @param {(msg: string) => void} log
 */
export function ensureBuild( log = say ) {
	if ( ! buildIsStale() ) {
		return false;
	}
	log( 'building the front end (npm run build) ...' );
	run( 'npm', [ 'run', 'build' ] );
	// webpack leaves a file whose content did not change as it was: without this, a change that
	// does not touch index.js (a block's texts, a lazy screen) kept the build stale, and every
	// later check (the budgets, the PHP syntax check, the next npm start) built it again.
	const now = new Date();
	fs.utimesSync( path.join( REPO_ROOT, 'build', 'index.js' ), now, now );
	return true;
}
