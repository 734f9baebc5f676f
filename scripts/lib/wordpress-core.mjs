/**
 * Which WordPress the stack runs, and its pristine tree from Debian's packages, cached once per
 * version in $CUSTOMER_AREA_HOME/wordpress-core/<version>/ (scripts/system/fetch-wordpress.sh builds
 * it: WordPress, the four themes, the core translations of the shipped languages).
 *
 * Two versions are tested (README "WordPress versions, themes and PHP"): the newest Debian ships (sid), pinned to
 * the version recorded in scripts/system/wordpress-versions.json, and the oldest the plugin declares
 * (trixie's 6.8.x). sid keeps only its current version: when it no longer has the recorded one, the
 * stack installs sid's and says so loudly; `npm run wordpress:record-newest` then moves the record.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SCRIPTS, StackError, customerAreaHome } from './common.mjs';
import { warn } from './output.mjs';

/** The record of the tested WordPress versions (the one file; see the module comment). */
export const VERSIONS_FILE = path.join(
	SCRIPTS,
	'system',
	'wordpress-versions.json'
);

/**
 * What a cached tree holds; a tree written by another recipe is fetched again. Change it whenever
 * fetch-wordpress.sh puts something else into the tree.
 */
const RECIPE =
	'4: wordpress + wordpress-l10n (de_DE fr_FR it_IT es_ES nl_NL) + twentytwentyfive twentytwentyfour twentytwentyone twentytwentytwo';

/** The themes every tree holds; the first is the one the stack uses unless told otherwise. */
export const THEMES = [
	'twentytwentyfive',
	'twentytwentyfour',
	'twentytwentyone',
	'twentytwentytwo',
];

/**
 * @typedef {'newest'|'oldest'} Which
 * @typedef {{ suite: string, version: string }} VersionRecord
 */

/**
 * The recorded versions.
 *
 * @return {{ newest: VersionRecord, oldest: VersionRecord }} Both records.
 */
export function wordpressVersions() {
	const data = JSON.parse( fs.readFileSync( VERSIONS_FILE, 'utf8' ) );
	return { newest: data.newest, oldest: data.oldest };
}

/**
 * The release line of a version: 7.1.4 → 7.1.
 *
 * @param {string} version
 */
export function releaseLine( version ) {
	return version.split( '.' ).slice( 0, 2 ).join( '.' );
}

/**
 * Which recorded version a `CA_WP` value asks for: empty or `newest` for the newest, `oldest` or
 * the oldest's release line (6.8) for the oldest, the newest's release line for the newest.
 *
 * @param {string|undefined} value The value, usually process.env.CA_WP.
 * @return {Which} The choice.
 */
export function selectWordPress( value ) {
	const wanted = ( value ?? '' ).trim();
	const { newest, oldest } = wordpressVersions();
	if (
		[
			'',
			'newest',
			newest.version,
			releaseLine( newest.version ),
		].includes( wanted )
	) {
		return 'newest';
	}
	if (
		[ 'oldest', oldest.version, releaseLine( oldest.version ) ].includes(
			wanted
		)
	) {
		return 'oldest';
	}
	throw new StackError(
		`CA_WP=${ wanted } is not a WordPress the suite tests; use ${ releaseLine(
			oldest.version
		) } (the oldest, Debian ${ oldest.suite }) or newest (${
			newest.version
		}, Debian ${ newest.suite })`
	);
}

/**
 * The theme a `CA_THEME` value asks for (default Twenty Twenty-Five).
 *
 * @param {string|undefined} value The value, usually process.env.CA_THEME.
 * @return {string} The theme's folder name.
 */
export function selectTheme( value ) {
	const wanted = ( value ?? '' ).trim() || THEMES[ 0 ];
	if ( ! THEMES.includes( wanted ) ) {
		throw new StackError(
			`CA_THEME=${ wanted } is not installed; use one of ${ THEMES.join(
				', '
			) }`
		);
	}
	return wanted;
}

/**
 * Reads `$wp_version` from a WordPress tree, or null.
 *
 * @param {string} root
 */
export function treeVersion( root ) {
	try {
		const text = fs.readFileSync(
			path.join( root, 'wp-includes', 'version.php' ),
			'utf8'
		);
		return /^\$wp_version = '([^']+)'/m.exec( text )?.[ 1 ] ?? null;
	} catch {
		return null;
	}
}

/** The folder of the cached trees. */
function coresDir() {
	return path.join( customerAreaHome(), 'wordpress-core' );
}

/**
 * Whether `dir` is a complete tree of this recipe.
 *
 * @param {string} dir
 */
function isComplete( dir ) {
	try {
		return (
			fs.readFileSync( path.join( dir, '.complete' ), 'utf8' ) === RECIPE
		);
	} catch {
		return false;
	}
}

/**
 * The complete cached versions, newest first.
 *
 * @return {string[]} Versions.
 */
function cachedVersions() {
	const dir = coresDir();
	// Before two versions were tested, wordpress-core/ was itself the one tree: it goes.
	if ( fs.existsSync( path.join( dir, 'wp-includes' ) ) ) {
		fs.rmSync( dir, { recursive: true, force: true } );
	}
	if ( ! fs.existsSync( dir ) ) {
		return [];
	}
	const numeric = ( v ) => v.split( '.' ).map( Number );
	return fs
		.readdirSync( dir )
		.filter( ( name ) => /^\d+(\.\d+)+$/.test( name ) )
		.filter( ( name ) => isComplete( path.join( dir, name ) ) )
		.sort( ( a, b ) => {
			const [ x, y ] = [ numeric( a ), numeric( b ) ];
			for ( let i = 0; i < Math.max( x.length, y.length ); i++ ) {
				if ( ( x[ i ] ?? 0 ) !== ( y[ i ] ?? 0 ) ) {
					return ( y[ i ] ?? 0 ) - ( x[ i ] ?? 0 );
				}
			}
			return 0;
		} );
}

/**
 * Runs fetch-wordpress.sh and returns what it printed.
 *
 * @param {string[]} args Its arguments.
 */
function fetchScript( args ) {
	const res = spawnSync(
		'bash',
		[ path.join( SCRIPTS, 'system', 'fetch-wordpress.sh' ), ...args ],
		{
			stdio: [ 'ignore', 'pipe', 'inherit' ],
			encoding: 'utf8',
			env: { ...process.env, CUSTOMER_AREA_HOME: customerAreaHome() },
		}
	);
	if ( res.status !== 0 ) {
		throw new StackError(
			`scripts/system/fetch-wordpress.sh ${ args.join(
				' '
			) } failed (exit ${ res.status ?? res.signal })`
		);
	}
	return res.stdout.trim();
}

/**
 * The version of `wordpress` a Debian suite has now (asks the mirror).
 *
 * @param {string} suite
 */
export function debianCandidate( suite ) {
	return fetchScript( [ 'candidate', suite ] );
}

/**
 * Fetches the suite's WordPress into the cache and returns its version.
 *
 * @param {string} suite
 */
function fetchTree( suite ) {
	const incoming = path.join( coresDir(), `.incoming-${ process.pid }` );
	fs.rmSync( incoming, { recursive: true, force: true } );
	const version = fetchScript( [ 'tree', suite, incoming ] );
	if ( treeVersion( incoming ) !== version ) {
		fs.rmSync( incoming, { recursive: true, force: true } );
		throw new StackError(
			`fetch-wordpress.sh built no WordPress ${ version } tree`
		);
	}
	fs.writeFileSync( path.join( incoming, '.complete' ), RECIPE );
	const target = path.join( coresDir(), version );
	fs.rmSync( target, { recursive: true, force: true } );
	fs.renameSync( incoming, target );
	return version;
}

/**
 * Prints the warning of a newest version that Debian no longer has.
 *
 * @param {string} recorded What the record says.
 * @param {string} got      What is installed instead.
 * @param {string} suite    The Debian suite.
 */
function warnNewestMoved( recorded, got, suite ) {
	const bar = '!'.repeat( 100 );
	warn(
		[
			'',
			bar,
			`!!  WordPress ${ recorded } is recorded as the newest version the suite passed on`,
			`!!  (scripts/system/wordpress-versions.json), but Debian ${ suite } no longer has it.`,
			`!!  Installing WordPress ${ got }, what ${ suite } has now, instead of ${ recorded }.`,
			`!!  A failure on ${ got } is a finding for the next change. Once the whole suite passes on it,`,
			`!!  run \`npm run wordpress:record-newest\` to record ${ got } (it also moves readme.txt's 'Tested up to').`,
			bar,
			'',
		].join( '\n' )
	);
}

/**
 * Makes sure the cached tree of the chosen WordPress exists and returns it: the newest is the
 * recorded version when cached or when sid still has it, else sid's current one (with a loud
 * warning); the oldest is any x.y.z of the recorded release line (trixie's point releases).
 *
 * @param {Which}                 which The version to run.
 * @param {(msg: string) => void} log   Progress output.
 * @return {{ root: string, version: string, line: string, which: Which }} The cached tree.
 */
export function ensureWordPressCore( which, log ) {
	const record = wordpressVersions()[ which ];
	const found = ( version ) => ( {
		root: path.join( coresDir(), version ),
		version,
		line: releaseLine( version ),
		which,
	} );
	const cached = cachedVersions();
	fs.mkdirSync( coresDir(), { recursive: true } );

	if ( which === 'oldest' ) {
		const matches = ( v ) =>
			v === record.version || v.startsWith( `${ record.version }.` );
		const have = cached.find( matches );
		if ( have ) {
			return found( have );
		}
		log(
			`fetching WordPress ${ record.version } from Debian ${ record.suite } ...`
		);
		const got = fetchTree( record.suite );
		if ( ! matches( got ) ) {
			throw new StackError(
				`Debian ${ record.suite } has WordPress ${ got }, not ${ record.version } (scripts/system/wordpress-versions.json)`
			);
		}
		return found( got );
	}

	if ( cached.includes( record.version ) ) {
		return found( record.version );
	}
	log(
		`asking Debian ${ record.suite } for WordPress ${ record.version } ...`
	);
	const candidate = debianCandidate( record.suite );
	const got = cached.includes( candidate )
		? candidate
		: fetchTree( record.suite );
	if ( got !== record.version ) {
		warnNewestMoved( record.version, got, record.suite );
	}
	return found( got );
}
