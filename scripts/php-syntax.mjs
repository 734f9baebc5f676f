/**
 * `npm run php:syntax`: `php -l` of every PHP file the release zip ships (customer-area.php,
 * uninstall.php, includes/, and build/'s asset files; scripts/plugin-zip.mjs decides) with the
 * oldest PHP the plugin claims (the header's `Requires PHP`) and with the newest PHP there is.
 * Debian here has PHP 8.2 only, which runs WordPress and PHPUnit; these two run as WebAssembly
 * builds for Node (`@php-wasm/node-8-1`, `@php-wasm/node-8-5`), one fresh interpreter per file, as
 * `php -l FILE` would (an interpreter runs one command line). Each build's WebAssembly is compiled
 * once and instantiated per file.
 *
 * A file fails on a parse or compile error and on any message PHP prints while compiling it (a
 * deprecation of the newest PHP included). A claim without a build to check it with fails too.
 *
 * Options: `--report=FILE` writes a JUnit report (one case per file and version) for `npm test`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './lib/common.mjs';
import { reportArgument, writeJUnitReport } from './lib/junit.mjs';
import { say, warn } from './lib/output.mjs';
import { ensureBuild } from './lib/prepare.mjs';
import { pluginFiles } from './plugin-zip.mjs';

/** The PHP builds there are, by version; the newest is the last. */
const BUILDS = {
	8.1: '@php-wasm/node-8-1',
	8.5: '@php-wasm/node-8-5',
};

/** The newest PHP checked. */
const NEWEST = Object.keys( BUILDS ).at( -1 );

/** Where the files lie inside the interpreter's own file system. */
const MOUNT = '/customer-area';

/**
 * The plugin header's `Requires PHP`.
 *
 * @return {string} The version, e.g. 8.1.
 */
function claimedPhp() {
	const header = fs.readFileSync(
		path.join( REPO_ROOT, 'customer-area.php' ),
		'utf8'
	);
	const claim = /^\s*\*\s*Requires PHP:\s*(\S+)\s*$/m.exec( header )?.[ 1 ];
	if ( ! claim ) {
		throw new Error( 'customer-area.php has no "Requires PHP:" header' );
	}
	return claim;
}

/**
 * Lints one file with a fresh interpreter of one PHP build.
 *
 * @param {Object}             runtime           The build, loaded.
 * @param {Object}             runtime.universal @php-wasm/universal.
 * @param {Object}             runtime.loader    The build's loader module.
 * @param {WebAssembly.Module} runtime.compiled  The build's WebAssembly, compiled.
 * @param {string}             file              Repository-relative path.
 * @return {Promise<string|undefined>} What went wrong, or undefined.
 */
async function checkFile( { universal, loader, compiled }, file ) {
	let failed;
	const failure = new Promise( ( resolve, reject ) => ( failed = reject ) );
	const php = new universal.PHP(
		await Promise.race( [
			universal.loadPHPRuntime( loader, {
				// Emscripten's hook: instantiate the compiled module instead of compiling it
				// again; a failed instantiation would otherwise leave the load waiting forever.
				instantiateWasm( imports, done ) {
					WebAssembly.instantiate( compiled, imports ).then(
						( instance ) => done( instance, compiled ),
						failed
					);
					return {};
				},
			} ),
			failure,
		] )
	);
	const target = path.posix.join( MOUNT, file );
	try {
		php.mkdir( path.posix.dirname( target ) );
		php.writeFile(
			target,
			fs.readFileSync( path.join( REPO_ROOT, file ) )
		);
		const result = await php.cli( [ 'php', '-l', target ] );
		const [ code, out ] = await Promise.all( [
			result.exitCode,
			result.stdoutText,
		] );
		const clean = `No syntax errors detected in ${ target }`;
		if ( code === 0 && out.trim() === clean ) {
			return undefined;
		}
		return (
			out
				.split( '\n' )
				.map( ( line ) => line.trim() )
				.filter( ( line ) => line && line !== clean )
				.join( ' ' )
				.replaceAll( `${ MOUNT }/`, '' ) || `php -l exited ${ code }`
		);
	} finally {
		php.exit();
	}
}

/**
 * Lints every shipped PHP file with each version.
 *
 * @param {string[]} versions The PHP versions.
 * @return {Promise<Array<{ name: string, failure?: string }>>} One case per file and version.
 */
async function checkAll( versions ) {
	const files = pluginFiles().filter( ( file ) => file.endsWith( '.php' ) );
	const universal = await import( '@php-wasm/universal' );
	const cases = [];
	for ( const version of versions ) {
		const name = ( file ) => `PHP ${ version }: ${ file }`;
		if ( ! BUILDS[ version ] ) {
			cases.push( {
				name: `PHP ${ version }: a build to check with`,
				failure: `the plugin claims PHP ${ version }, but there is no PHP ${ version } build to check with (${ Object.keys(
					BUILDS
				).join( ', ' ) })`,
			} );
			continue;
		}
		const started = Date.now();
		const build = await import( BUILDS[ version ] );
		const loader = await build.getPHPLoaderModule();
		const runtime = {
			universal,
			loader,
			compiled: await WebAssembly.compile(
				fs.readFileSync( loader.dependencyFilename )
			),
		};
		for ( const file of files ) {
			cases.push( {
				name: name( file ),
				failure: await checkFile( runtime, file ),
			} );
		}
		say(
			`php-syntax: PHP ${ version }: ${ files.length } files in ${ (
				( Date.now() - started ) /
				1000
			).toFixed( 1 ) } s`
		);
	}
	return cases;
}

/** Entry point. */
async function main() {
	const report = reportArgument();
	let cases;
	try {
		ensureBuild();
		cases = await checkAll( [ ...new Set( [ claimedPhp(), NEWEST ] ) ] );
	} catch ( error ) {
		cases = [ { name: 'PHP syntax', failure: error.message } ];
	}
	const failed = cases.filter( ( c ) => c.failure !== undefined );
	for ( const c of failed ) {
		warn( `FAIL ${ c.name }: ${ c.failure }` );
	}
	say(
		`php-syntax: ${ cases.length - failed.length } of ${
			cases.length
		} file checks passed`
	);
	if ( report ) {
		writeJUnitReport( report, 'php-syntax', cases );
	}
	return failed.length === 0 ? 0 : 1;
}

process.exitCode = await main();
