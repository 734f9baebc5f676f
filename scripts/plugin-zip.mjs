/**
 * `npm run plugin-zip`: builds the front end and writes `customer-area.zip`, the file a site owner
 * installs under Plugins → Add New → Upload Plugin. It holds only what a site needs, in one
 * `customer-area/` folder:
 *
 *   customer-area.php, uninstall.php, readme.txt, includes/, build/ (without source maps), languages/
 *
 * No sources, tests, sandbox, scripts, contract, source maps or node_modules. The archive is
 * reproducible: entries in a fixed order with a fixed time (SOURCE_DATE_EPOCH when set), so the
 * same tree gives the same bytes.
 *
 * Options: `--no-build` (zip the current build/ as it is), `--output=FILE` (default: customer-area.zip
 * in the repository), `--list` (print the entries instead of writing an archive).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

/** The repository root. */
export const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);

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
 * Files below a folder, as sorted repository-relative POSIX paths (dot files left out).
 *
 * @param {string} dir Folder relative to the root.
 * @return {string[]} Paths.
 */
function filesBelow( dir ) {
	const out = [];
	const walk = ( rel ) => {
		for ( const entry of fs.readdirSync( path.join( ROOT, rel ), {
			withFileTypes: true,
		} ) ) {
			if ( entry.name.startsWith( '.' ) ) {
				continue;
			}
			const child = path.posix.join( rel, entry.name );
			if ( entry.isDirectory() ) {
				walk( child );
			} else if ( entry.isFile() ) {
				out.push( child );
			}
		}
	};
	walk( dir );
	return out;
}

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
			filesBelow( dir ).filter( accepts )
		),
	].sort();
}

/* eslint-disable no-bitwise -- the zip format's checksum and its packed dates and modes are bit fields */

/** CRC-32 (IEEE) lookup table. */
const CRC_TABLE = Array.from( { length: 256 }, ( _, n ) => {
	let c = n;
	for ( let k = 0; k < 8; k++ ) {
		c = c & 1 ? 0xedb88320 ^ ( c >>> 1 ) : c >>> 1;
	}
	return c >>> 0;
} );

/**
 * CRC-32 of a buffer, as the zip format stores it.
 *
 * @param {Buffer} data Bytes.
 * @return {number} Checksum.
 */
function crc32( data ) {
	let crc = 0xffffffff;
	for ( const byte of data ) {
		crc = CRC_TABLE[ ( crc ^ byte ) & 0xff ] ^ ( crc >>> 8 );
	}
	return ( crc ^ 0xffffffff ) >>> 0;
}

/**
 * A date in MS-DOS format (local fields of the UTC time: the format has no zone).
 *
 * @param {Date} date The time.
 * @return {{ time: number, date: number }} DOS time and date.
 */
function dosDateTime( date ) {
	return {
		time:
			( date.getUTCHours() << 11 ) |
			( date.getUTCMinutes() << 5 ) |
			Math.floor( date.getUTCSeconds() / 2 ),
		date:
			( ( date.getUTCFullYear() - 1980 ) << 9 ) |
			( ( date.getUTCMonth() + 1 ) << 5 ) |
			date.getUTCDate(),
	};
}

/**
 * Writes a zip archive (deflated entries, no zip64: the plugin is a few megabytes).
 *
 * @param {string}                                file    Where to write it.
 * @param {Array<{ name: string, data: Buffer }>} entries Entries in order.
 * @param {Date}                                  when    Time stamp of every entry.
 */
export function writeZip( file, entries, when ) {
	const { time, date } = dosDateTime( when );
	const locals = [];
	const centrals = [];
	let offset = 0;
	for ( const { name, data } of entries ) {
		const nameBytes = Buffer.from( name, 'utf8' );
		const deflated = zlib.deflateRawSync( data, { level: 9 } );
		const stored = deflated.length >= data.length;
		const body = stored ? data : deflated;
		const crc = crc32( data );

		const local = Buffer.alloc( 30 );
		local.writeUInt32LE( 0x04034b50, 0 );
		local.writeUInt16LE( 20, 4 ); // version needed: 2.0
		local.writeUInt16LE( 0x0800, 6 ); // UTF-8 names
		local.writeUInt16LE( stored ? 0 : 8, 8 );
		local.writeUInt16LE( time, 10 );
		local.writeUInt16LE( date, 12 );
		local.writeUInt32LE( crc, 14 );
		local.writeUInt32LE( body.length, 18 );
		local.writeUInt32LE( data.length, 22 );
		local.writeUInt16LE( nameBytes.length, 26 );
		local.writeUInt16LE( 0, 28 );
		locals.push( local, nameBytes, body );

		const central = Buffer.alloc( 46 );
		central.writeUInt32LE( 0x02014b50, 0 );
		central.writeUInt16LE( ( 3 << 8 ) | 20, 4 ); // made by: Unix, 2.0
		central.writeUInt16LE( 20, 6 );
		central.writeUInt16LE( 0x0800, 8 );
		central.writeUInt16LE( stored ? 0 : 8, 10 );
		central.writeUInt16LE( time, 12 );
		central.writeUInt16LE( date, 14 );
		central.writeUInt32LE( crc, 16 );
		central.writeUInt32LE( body.length, 20 );
		central.writeUInt32LE( data.length, 24 );
		central.writeUInt16LE( nameBytes.length, 28 );
		central.writeUInt16LE( 0, 30 ); // extra
		central.writeUInt16LE( 0, 32 ); // comment
		central.writeUInt16LE( 0, 34 ); // disk
		central.writeUInt16LE( 0, 36 ); // internal attributes
		central.writeUInt32LE( ( 0o100644 << 16 ) >>> 0, 38 ); // regular file, rw-r--r--
		central.writeUInt32LE( offset, 42 );
		centrals.push( central, nameBytes );

		offset += local.length + nameBytes.length + body.length;
	}
	const centralSize = centrals.reduce(
		( sum, part ) => sum + part.length,
		0
	);
	const end = Buffer.alloc( 22 );
	end.writeUInt32LE( 0x06054b50, 0 );
	end.writeUInt16LE( entries.length, 8 );
	end.writeUInt16LE( entries.length, 10 );
	end.writeUInt32LE( centralSize, 12 );
	end.writeUInt32LE( offset, 16 );
	const temporary = `${ file }.${ process.pid }.tmp`;
	fs.writeFileSync(
		temporary,
		Buffer.concat( [ ...locals, ...centrals, end ] )
	);
	fs.renameSync( temporary, file );
}

/* eslint-enable no-bitwise */

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
