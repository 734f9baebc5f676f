/**
 * The plugin as a site owner installs it: the release zip (`npm run plugin-zip`), unpacked into
 * the production stack's `wp-content/plugins/customer-area/`. Never the repository: no `.git`,
 * `node_modules`, `tools/`, sources or tests reach the web server.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { REPO_ROOT, StackError } from '../common.mjs';

/**
 * Writes the release zip of the current build (`plugin-zip.mjs --no-build`).
 *
 * @param {string} zipFile Where to write it.
 */
export function writeReleaseZip( zipFile ) {
	fs.mkdirSync( path.dirname( zipFile ), { recursive: true } );
	const res = spawnSync(
		process.execPath,
		[
			path.join( REPO_ROOT, 'scripts', 'plugin-zip.mjs' ),
			'--no-build',
			`--output=${ zipFile }`,
		],
		{ encoding: 'utf8' }
	);
	if ( res.status !== 0 ) {
		throw new StackError(
			`the release zip could not be written: ${ res.stdout }${ res.stderr }`
		);
	}
}

/**
 * Replaces the plugin folder of a WordPress tree with the zip's `customer-area/` folder, as
 * WordPress's upgrader does: the old folder goes whole, the new one comes from the archive.
 *
 * @param {string} wpRoot  The WordPress root.
 * @param {string} zipFile The release zip.
 * @return {string} The plugin folder.
 */
export function installReleaseZip( wpRoot, zipFile ) {
	const plugins = path.join( wpRoot, 'wp-content', 'plugins' );
	const target = path.join( plugins, 'customer-area' );
	const tmp = path.join( plugins, '.customer-area.unpacking' );
	fs.rmSync( tmp, { recursive: true, force: true } );
	const entries = unzipSync( fs.readFileSync( zipFile ) );
	for ( const [ name, data ] of Object.entries( entries ) ) {
		if ( name.endsWith( '/' ) ) {
			continue;
		}
		if ( ! name.startsWith( 'customer-area/' ) || name.includes( '..' ) ) {
			throw new StackError(
				`unexpected entry in the release zip: ${ name }`
			);
		}
		const file = path.join( tmp, name.slice( 'customer-area/'.length ) );
		fs.mkdirSync( path.dirname( file ), { recursive: true } );
		fs.writeFileSync( file, data, { mode: 0o644 } );
	}
	fs.rmSync( target, { recursive: true, force: true } );
	fs.renameSync( tmp, target );
	return target;
}
