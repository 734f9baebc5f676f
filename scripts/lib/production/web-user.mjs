/**
 * Who the production stack's web servers run as, and where that user may read and write.
 *
 * A host runs Apache, PHP-FPM and Varnish as an unprivileged user, never as root. Started by root
 * (`npm test` on a fresh machine), the servers run as Debian's `www-data`; started by anyone else,
 * as that user, who is unprivileged already.
 *
 * That user must reach the instance's folder: the WordPress tree, the FPM socket, the PID files and
 * Varnish's working directory. Root's home is closed to others (mode 0700), so when the folder
 * under `$CUSTOMER_AREA_HOME` is not reachable, the instance lives in a folder of its own under
 * `/var/lib/customer-area/` (one per `$CUSTOMER_AREA_HOME`), and `$CUSTOMER_AREA_HOME/<instance>`
 * is a link to it: every path of the instance stays under its home.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { StackError, customerAreaHome, instanceDir } from '../common.mjs';

/** Where instances live whose home the web user cannot reach. */
const SHARED_BASE = '/var/lib/customer-area';

/**
 * @typedef {Object} WebUser
 * @property {string}           name Its name.
 * @property {number|undefined} uid  The uid to switch to (undefined: stay the current user).
 * @property {number|undefined} gid  The gid to switch to.
 */

/**
 * The unprivileged user the web servers run as.
 *
 * @return {WebUser} The user.
 */
export function webUser() {
	if ( process.getuid?.() !== 0 ) {
		return { name: os.userInfo().username, uid: undefined, gid: undefined };
	}
	const id = ( flag ) => {
		const res = spawnSync( 'id', [ flag, 'www-data' ], {
			encoding: 'utf8',
		} );
		if ( res.status !== 0 ) {
			throw new StackError(
				'the user www-data does not exist (Debian creates it with its base system)'
			);
		}
		return Number( res.stdout.trim() );
	};
	return { name: 'www-data', uid: id( '-u' ), gid: id( '-g' ) };
}

/**
 * Whether every folder from the root down to `dir` lets others pass (the x bit for "other").
 *
 * @param {string} dir An absolute path.
 * @return {boolean} Reachable by any user.
 */
function reachableByOthers( dir ) {
	let current = path.resolve( dir );
	for (;;) {
		let stat;
		try {
			stat = fs.statSync( current );
		} catch {
			stat = null;
		}
		// The mode's last octal digit is "other"; odd means its x bit is set.
		if ( stat && ( stat.mode % 8 ) % 2 === 0 ) {
			return false;
		}
		const parent = path.dirname( current );
		if ( parent === current ) {
			return true;
		}
		current = parent;
	}
}

/**
 * The folder of a production instance, created when missing: `$CUSTOMER_AREA_HOME/<instance>`
 * itself when the web user can reach it, else a link there to a folder under /var/lib (see the
 * file comment).
 *
 * @param {string}  instance The instance's name.
 * @param {WebUser} user     The web user.
 * @return {string} The instance's folder (its real path).
 */
export function productionDir( instance, user ) {
	const dir = instanceDir( instance );
	const home = customerAreaHome();
	fs.mkdirSync( home, { recursive: true } );
	if ( user.uid === undefined || reachableByOthers( home ) ) {
		fs.mkdirSync( dir, { recursive: true } );
		return fs.realpathSync( dir );
	}
	const key = crypto
		.createHash( 'sha1' )
		.update( path.resolve( home ) )
		.digest( 'hex' )
		.slice( 0, 10 );
	const target = path.join( SHARED_BASE, key, instance );
	fs.mkdirSync( target, { recursive: true, mode: 0o755 } );
	for ( const folder of [ SHARED_BASE, path.dirname( target ), target ] ) {
		fs.chmodSync( folder, 0o755 );
	}
	const link = fs.lstatSync( dir, { throwIfNoEntry: false } );
	if ( link && ! link.isSymbolicLink() ) {
		fs.rmSync( dir, { recursive: true, force: true } );
	}
	if (
		! link ||
		! link.isSymbolicLink() ||
		fs.readlinkSync( dir ) !== target
	) {
		fs.rmSync( dir, { force: true } );
		fs.symlinkSync( target, dir, 'dir' );
	}
	return target;
}

/**
 * Makes folders the web user writes to (uploads, PID files, Varnish's working directory, logs)
 * belong to it; creates them when missing.
 *
 * @param {WebUser}  user    The web user.
 * @param {string[]} folders The folders.
 */
export function giveToWebUser( user, folders ) {
	for ( const folder of folders ) {
		fs.mkdirSync( folder, { recursive: true } );
		if ( user.uid !== undefined ) {
			const res = spawnSync( 'chown', [
				'-R',
				`${ user.uid }:${ user.gid }`,
				folder,
			] );
			if ( res.status !== 0 ) {
				throw new StackError( `chown of ${ folder } failed` );
			}
		}
	}
}
