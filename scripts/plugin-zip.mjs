/**
 * `npm run plugin-zip`: builds the front end and writes `customer-area.zip`, the file a site owner
 * installs under Plugins → Add New → Upload Plugin. It holds only what a site needs, in one
 * `customer-area/` folder:
 *
 *   customer-area.php, uninstall.php, readme.txt, includes/, build/ (without source maps), languages/
 *
 * No sources, tests, sandbox, scripts, contract, source maps or node_modules. The archive is
 * written by fflate and reproducible: entries in a fixed order with a fixed time
 * (SOURCE_DATE_EPOCH when set), so the same tree gives the same bytes.
 *
 * Options: `--no-build` (zip the current build/ as it is), `--output=FILE` (default: customer-area.zip
 * in the repository), `--list` (print the entries instead of writing an archive).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';
import { REPO_ROOT as ROOT } from './lib/common.mjs';
import { filesBelow } from './lib/files.mjs';

// The zip format's time stamps have no zone: they are written from UTC (see writeZip).
process.env.TZ = 'UTC';

/** The folder the archive unpacks into (WordPress names the plugin after it). */
export const PLUGIN_FOLDER = 'customer-area';

/** Single files of the plugin. */
const FILES = [ 'customer-area.php', 'uninstall.php', 'readme.txt' ];

/** Folders of the plugin, with what of them ships. */
const FOLDERS = [
	{ dir: 'includes', accepts: ( rel ) => rel.endsWith( '.php' ) },
	// Source maps point at sources the zip does not carry.
	{ dir: 'build', accepts: ( rel ) => ! rel.endsWith( '.map' ) },
	{ dir: 'languages', accepts: () => true },
];

/**
 * The repository-relative paths the archive carries, sorted.
 *
 * @return {string[]} Paths.
 */
export function pluginFiles() {
	const missing = [
		...FILES,
		...FOLDERS.map( ( folder ) => folder.dir ),
	].filter( ( rel ) => ! fs.existsSync( path.join( ROOT, rel ) ) );
	if ( missing.length > 0 ) {
		throw new Error(
			`plugin-zip: missing ${ missing.join( ', ' ) } (run npm run build first?)`
		);
	}
	return [
		...FILES,
		...FOLDERS.flatMap( ( { dir, accepts } ) =>
			filesBelow( ROOT, dir ).filter( accepts )
		),
	].sort();
}

/**
 * Writes a zip archive with fflate: entries in the given order, deflated, each with the same time
 * stamp and the mode of a regular file (rw-r--r--), so the same entries give the same bytes. The
 * format's time stamps are local times (fflate writes the local fields of the Date), so the script
 * runs in UTC (`process.env.TZ` below): the bytes do not depend on the machine's time zone.
 *
 * @param {string}                                file    Where to write it.
 * @param {Array<{ name: string, data: Buffer }>} entries Entries in order.
 * @param {Date}                                  when    Time stamp of every entry.
 */
export function writeZip( file, entries, when ) {
	const entryOptions = {
		level: 9,
		mtime: when,
		// Made by Unix, so the external attributes are a Unix mode: a regular file, rw-r--r--.
		os: 3,
		attrs: 0o100644 * 0x10000,
	};
	const archive = zipSync(
		Object.fromEntries(
			entries.map( ( { name, data } ) => [
				name,
				[ data, entryOptions ],
			] )
		)
	);
	const temporary = `${ file }.${ process.pid }.tmp`;
	fs.writeFileSync( temporary, archive );
	fs.renameSync( temporary, file );
}

/**
 * Reads the command line.
 *
 * @param {string[]} argv Arguments after the script.
 * @return {{ build: boolean, list: boolean, output: string }} Options.
 */
function options( argv ) {
	const output = argv
		.find( ( arg ) => arg.startsWith( '--output=' ) )
		?.slice( '--output='.length );
	return {
		build: ! argv.includes( '--no-build' ),
		list: argv.includes( '--list' ),
		output: path.resolve(
			output || path.join( ROOT, `${ PLUGIN_FOLDER }.zip` )
		),
	};
}

/** Entry point. */
function main() {
	const { build, list, output } = options( process.argv.slice( 2 ) );
	if ( build && ! list ) {
		console.log( 'plugin-zip: building the front end (npm run build) ...' );
		const result = spawnSync( 'npm', [ 'run', 'build' ], {
			cwd: ROOT,
			stdio: 'inherit',
		} );
		if ( result.status !== 0 ) {
			console.error( 'plugin-zip: the build failed' );
			process.exit( 1 );
		}
	}
	const files = pluginFiles();
	if ( list ) {
		for ( const rel of files ) {
			console.log( `${ PLUGIN_FOLDER }/${ rel }` );
		}
		return;
	}
	const epoch = Number( process.env.SOURCE_DATE_EPOCH );
	const when = new Date(
		Number.isFinite( epoch ) && epoch > 315532800
			? epoch * 1000
			: Date.UTC( 2025, 0, 1 )
	);
	writeZip(
		output,
		files.map( ( rel ) => ( {
			name: `${ PLUGIN_FOLDER }/${ rel }`,
			data: fs.readFileSync( path.join( ROOT, rel ) ),
		} ) ),
		when
	);
	const size = fs.statSync( output ).size;
	const shown = output.startsWith( process.cwd() + path.sep )
		? path.relative( process.cwd(), output )
		: output;
	console.log(
		`plugin-zip: wrote ${ shown } (${ files.length } files, ${ (
			size / 1024
		).toFixed( 0 ) } KiB)`
	);
}

if (
	process.argv[ 1 ] &&
	path.resolve( process.argv[ 1 ] ) === fileURLToPath( import.meta.url )
) {
	main();
}
