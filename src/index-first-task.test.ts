/**
 * The entry's first task stays short (docs/architecture.md "First paint and start-up"): the state
 * libraries are evaluated in a task of their own, through an `import()`, so nothing the entry
 * imports statically may import them. One static import of Redux Toolkit anywhere below
 * src/index.tsx would move their evaluation, the longest piece of start-up work, back into the
 * first task.
 */
import fs from 'node:fs';
import path from 'node:path';

const SRC = path.join( __dirname );
const STATE_LIBRARIES =
	/^(@reduxjs\/toolkit|react-redux|redux|immer|reselect)(\/|$)/;

/**
 * The modules a source file imports statically and evaluates: `import … from`, `export … from`
 * and bare `import '…'`, without type-only ones; `import()` is not static.
 *
 * @param source The file's text.
 */
function staticImports( source: string ): string[] {
	const specifiers: string[] = [];
	const pattern =
		/^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
	for ( const match of source.matchAll( pattern ) ) {
		const [ , , typeOnly, specifier ] = match;
		if ( typeOnly === undefined && specifier !== undefined ) {
			specifiers.push( specifier );
		}
	}
	return specifiers;
}

/**
 * The file a relative specifier names, or null for styles and anything not found.
 *
 * @param from      The importing file.
 * @param specifier The relative specifier.
 */
function resolveRelative( from: string, specifier: string ): string | null {
	const base = path.resolve( path.dirname( from ), specifier );
	const candidates = [
		base,
		`${ base }.ts`,
		`${ base }.tsx`,
		path.join( base, 'index.ts' ),
		path.join( base, 'index.tsx' ),
	];
	return (
		candidates.find(
			( file ) =>
				/\.tsx?$/.test( file ) &&
				fs.existsSync( file ) &&
				fs.statSync( file ).isFile()
		) ?? null
	);
}

/**
 * Every package the entry evaluates in its first task, each with the chain of files that leads to
 * it.
 */
function firstTaskPackages(): Map< string, string[] > {
	const packages = new Map< string, string[] >();
	const seen = new Set< string >();
	const walk = ( file: string, chain: string[] ) => {
		if ( seen.has( file ) ) {
			return;
		}
		seen.add( file );
		const here = [ ...chain, path.relative( SRC, file ) ];
		for ( const specifier of staticImports(
			fs.readFileSync( file, 'utf8' )
		) ) {
			if ( specifier.startsWith( '.' ) ) {
				const target = resolveRelative( file, specifier );
				if ( target ) {
					walk( target, here );
				}
			} else if ( ! packages.has( specifier ) ) {
				packages.set( specifier, here );
			}
		}
	};
	walk( path.join( SRC, 'index.tsx' ), [] );
	return packages;
}

describe( 'the entry’s first task', () => {
	it( 'evaluates none of the state libraries', () => {
		const packages = firstTaskPackages();
		const offending = [ ...packages ]
			.filter( ( [ name ] ) => STATE_LIBRARIES.test( name ) )
			.map(
				( [ name, chain ] ) => `${ name } via ${ chain.join( ' → ' ) }`
			);
		expect( offending ).toEqual( [] );
	} );

	it( 'is walked from the real entry (the walk finds its static imports)', () => {
		const packages = firstTaskPackages();
		expect( packages.has( 'react-dom/client' ) ).toBe( true );
		expect( packages.has( '@wordpress/i18n' ) ).toBe( true );
	} );

	it( 'would report a state library imported statically below the entry', () => {
		expect(
			staticImports(
				"import { createSlice } from '@reduxjs/toolkit';\nimport type { Store } from 'redux';\nexport { x } from './x';\nconst a = import( './lazy' );"
			)
		).toEqual( [ '@reduxjs/toolkit', './x' ] );
	} );
} );
