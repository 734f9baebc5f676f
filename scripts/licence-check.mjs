/**
 * `npm run licence:check`: every runtime dependency of the plugin carries a GPL-compatible licence
 * (the plugin is GPL-2.0-or-later and ships them), and the ApexCharts pins hold (see
 * docs/architecture.md "Dependencies").
 *
 * Runtime dependencies are the `dependencies` of package.json and, transitively, their
 * dependencies, non-optional peer dependencies and installed optional dependencies, resolved the
 * way Node resolves them through the `packages` map of package-lock.json (licence from the lock
 * entry, else from the installed package.json). devDependencies are not shipped and not checked.
 *
 * SPDX expressions: `A OR B` passes when either side passes, `A AND B` only when both do, and
 * `A WITH exception` is judged by A (an exception only grants extra permissions).
 *
 * Prints a table and a summary; exits 1 on any violation.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);

/**
 * Licences compatible with distributing the plugin under GPL-2.0-or-later. Permissive licences
 * can be combined with the GPL; Apache-2.0 is compatible with GPLv3, which the "or later" of the
 * plugin's licence allows. The shipped combination therefore has to work under GPLv3, which is
 * why the "-only" GPL versions are not listed (GPL-2.0-only and Apache-2.0 cannot be combined).
 */
const ALLOWED = new Set( [
	'0BSD',
	'Apache-2.0',
	'BlueOak-1.0.0',
	'BSD-2-Clause',
	'BSD-3-Clause',
	'CC0-1.0',
	'ISC',
	'MIT',
	'MIT-0',
	'Python-2.0',
	'Unlicense',
	'WTFPL',
	'Zlib',
	'GPL-2.0-or-later',
	'GPL-2.0+',
	'GPL-3.0-or-later',
	'GPL-3.0+',
	// MPL-2.0 is file-level copyleft; its section 3.3 makes MPL code combinable with the GPL
	// ("Secondary Licenses") unless a file says "Incompatible With Secondary Licenses".
	'MPL-2.0',
] );

/** LGPL in any version: the library stays LGPL, the combination may be GPL. */
const ALLOWED_PATTERNS = [ /^LGPL-(2\.0|2\.1|3\.0)(-only|-or-later|\+)?$/ ];

/** Exact versions that must not move: later releases need a commercial licence, not MIT. */
const PINS = { apexcharts: '5.0.0', 'react-apexcharts': '1.7.0' };

/**
 * Whether one SPDX licence id is allowed.
 *
 * @param {string} id Licence id.
 * @return {boolean} Allowed.
 */
function allowedId( id ) {
	return (
		ALLOWED.has( id ) || ALLOWED_PATTERNS.some( ( re ) => re.test( id ) )
	);
}

/**
 * Evaluates an SPDX licence expression against the allowlist.
 *
 * @param {string} expression E.g. `(MIT OR Apache-2.0)`, `MIT AND Zlib`.
 * @return {boolean} Whether the expression is satisfied by allowed licences.
 */
export function licenceAllowed( expression ) {
	const tokens = expression
		.replace( /\(/g, ' ( ' )
		.replace( /\)/g, ' ) ' )
		.trim()
		.split( /\s+/ )
		.filter( Boolean );
	let position = 0;
	const peek = () => tokens[ position ];
	const next = () => tokens[ position++ ];

	// or := and ( OR and )* ; and := atom ( AND atom )* ; atom := '(' or ')' | id [ WITH id ]
	const parseAtom = () => {
		const token = next();
		if ( token === '(' ) {
			const value = parseOr();
			if ( next() !== ')' ) {
				throw new Error( 'unbalanced parentheses' );
			}
			return value;
		}
		if ( ! token || /^(AND|OR|WITH|\))$/i.test( token ) ) {
			throw new Error( `unexpected ${ token ?? 'end' }` );
		}
		if ( peek()?.toUpperCase() === 'WITH' ) {
			next();
			next();
		}
		return allowedId( token );
	};
	const parseAnd = () => {
		let value = parseAtom();
		while ( peek()?.toUpperCase() === 'AND' ) {
			next();
			// Evaluate both sides so the whole expression is parsed.
			const right = parseAtom();
			value = value && right;
		}
		return value;
	};
	function parseOr() {
		let value = parseAnd();
		while ( peek()?.toUpperCase() === 'OR' ) {
			next();
			const right = parseAnd();
			value = value || right;
		}
		return value;
	}

	try {
		const value = parseOr();
		return position === tokens.length && value;
	} catch {
		return false;
	}
}

/**
 * The licence of a lock entry: the SPDX `license` field, the legacy `licenses` array, or the
 * installed package.json.
 *
 * @param {string} lockPath Key in package-lock's `packages`.
 * @param {Object} entry    Lock entry.
 * @return {string} The licence expression ('' when none is declared).
 */
function licenceOf( lockPath, entry ) {
	const fromEntry = ( data ) => {
		if ( typeof data?.license === 'string' ) {
			return data.license;
		}
		if ( typeof data?.license?.type === 'string' ) {
			return data.license.type;
		}
		if ( Array.isArray( data?.licenses ) ) {
			return data.licenses
				.map( ( item ) =>
					typeof item === 'string' ? item : item.type
				)
				.join( ' OR ' );
		}
		return '';
	};
	const declared = fromEntry( entry );
	if ( declared ) {
		return declared;
	}
	const manifest = path.join( ROOT, lockPath, 'package.json' );
	return fs.existsSync( manifest )
		? fromEntry( JSON.parse( fs.readFileSync( manifest, 'utf8' ) ) )
		: '';
}

/**
 * Resolves `name` as required from the package at `fromPath`, like Node: the nearest
 * `node_modules/name` walking up.
 *
 * @param {Record<string, Object>} packages Lock packages.
 * @param {string}                 fromPath Lock path of the requiring package ('' for the root).
 * @param {string}                 name     Dependency name.
 * @return {string|undefined} Lock path of the resolved package.
 */
function resolve( packages, fromPath, name ) {
	let base = fromPath;
	for (;;) {
		const candidate = base
			? `${ base }/node_modules/${ name }`
			: `node_modules/${ name }`;
		if ( packages[ candidate ] ) {
			return candidate;
		}
		if ( ! base ) {
			return undefined;
		}
		const index = base.lastIndexOf( '/node_modules/' );
		base = index >= 0 ? base.slice( 0, index ) : '';
	}
}

/**
 * Walks the production dependency closure.
 *
 * @param {Object} lock The parsed package-lock.json.
 * @return {{ found: Map<string, Object>, missing: string[] }} Lock path → entry; required but not installed.
 */
function productionClosure( lock ) {
	const packages = lock.packages ?? {};
	const root = packages[ '' ] ?? {};
	const found = new Map();
	const missing = [];
	const queue = Object.keys( root.dependencies ?? {} ).map( ( name ) => [
		'',
		name,
		false,
	] );
	while ( queue.length > 0 ) {
		const [ from, name, optional ] = queue.shift();
		const at = resolve( packages, from, name );
		if ( ! at ) {
			if ( ! optional ) {
				missing.push(
					`${ name } (required by ${ from || 'package.json' })`
				);
			}
			continue;
		}
		if ( found.has( at ) ) {
			continue;
		}
		const entry = packages[ at ];
		found.set( at, entry );
		for ( const dep of Object.keys( entry.dependencies ?? {} ) ) {
			queue.push( [ at, dep, false ] );
		}
		for ( const dep of Object.keys( entry.optionalDependencies ?? {} ) ) {
			queue.push( [ at, dep, true ] );
		}
		for ( const dep of Object.keys( entry.peerDependencies ?? {} ) ) {
			const optionalPeer =
				entry.peerDependenciesMeta?.[ dep ]?.optional === true;
			if ( ! optionalPeer ) {
				queue.push( [ at, dep, false ] );
			}
		}
	}
	return { found, missing };
}

/**
 * Runs the check and prints the report.
 *
 * @return {number} Exit code.
 */
function main() {
	const pkg = JSON.parse(
		fs.readFileSync( path.join( ROOT, 'package.json' ), 'utf8' )
	);
	const lock = JSON.parse(
		fs.readFileSync( path.join( ROOT, 'package-lock.json' ), 'utf8' )
	);
	const { found, missing } = productionClosure( lock );
	const violations = [];

	const rows = [ ...found.entries() ]
		.map( ( [ at, entry ] ) => {
			const name = at.slice( at.lastIndexOf( 'node_modules/' ) + 13 );
			const licence = licenceOf( at, entry );
			const ok = licence !== '' && licenceAllowed( licence );
			if ( ! ok ) {
				violations.push(
					`${ name }@${ entry.version }: licence "${
						licence || '(none declared)'
					}" is not on the GPL-compatible allowlist`
				);
			}
			return { name, version: entry.version ?? '?', licence, ok };
		} )
		.sort( ( a, b ) =>
			a.name === b.name
				? a.version.localeCompare( b.version )
				: a.name.localeCompare( b.name )
		);

	for ( const entry of missing ) {
		violations.push( `${ entry } is not installed: run npm install` );
	}

	for ( const [ name, version ] of Object.entries( PINS ) ) {
		const declared = pkg.dependencies?.[ name ];
		if ( declared !== version ) {
			violations.push(
				`${ name }: package.json must pin exactly "${ version }" (found ${ JSON.stringify(
					declared ?? null
				) }); later releases are not MIT`
			);
		}
		const installed = rows.filter( ( row ) => row.name === name );
		if ( installed.length === 0 ) {
			violations.push( `${ name }: not in the production tree` );
		}
		for ( const row of installed ) {
			if ( row.version !== version ) {
				violations.push(
					`${ name }: ${ row.version } is in the production tree; only ${ version } is allowed`
				);
			}
		}
	}

	const width = ( key, title ) =>
		Math.max( title.length, ...rows.map( ( row ) => row[ key ].length ) );
	const nameWidth = width( 'name', 'package' );
	const versionWidth = width( 'version', 'version' );
	const licenceWidth = width( 'licence', 'licence' );
	const line = ( a, b, c, d ) =>
		`${ a.padEnd( nameWidth ) }  ${ b.padEnd(
			versionWidth
		) }  ${ c.padEnd( licenceWidth ) }  ${ d }`;
	console.log( line( 'package', 'version', 'licence', 'status' ) );
	console.log(
		line(
			'-'.repeat( nameWidth ),
			'-'.repeat( versionWidth ),
			'-'.repeat( licenceWidth ),
			'------'
		)
	);
	for ( const row of rows ) {
		console.log(
			line(
				row.name,
				row.version,
				row.licence || '(none)',
				row.ok ? 'ok' : 'NOT ALLOWED'
			)
		);
	}
	const counts = {};
	for ( const row of rows ) {
		counts[ row.licence || '(none)' ] =
			( counts[ row.licence || '(none)' ] ?? 0 ) + 1;
	}
	console.log( '' );
	console.log(
		`licence:check: ${ rows.length } runtime packages (${ Object.entries(
			counts
		)
			.sort( ( a, b ) => b[ 1 ] - a[ 1 ] )
			.map( ( [ licence, count ] ) => `${ count } ${ licence }` )
			.join( ', ' ) })`
	);
	console.log(
		`licence:check: pins ${ Object.entries( PINS )
			.map( ( [ name, version ] ) => `${ name }@${ version }` )
			.join( ', ' ) }`
	);
	if ( violations.length > 0 ) {
		console.error(
			`licence:check: FAILED, ${ violations.length } problem(s):`
		);
		for ( const violation of violations ) {
			console.error( `  - ${ violation }` );
		}
		return 1;
	}
	console.log(
		'licence:check: OK, every runtime dependency is GPL-compatible'
	);
	return 0;
}

// Run only as a script, so the expression evaluator can be imported elsewhere.
if (
	process.argv[ 1 ] &&
	path.resolve( process.argv[ 1 ] ) === fileURLToPath( import.meta.url )
) {
	process.exit( main() );
}
