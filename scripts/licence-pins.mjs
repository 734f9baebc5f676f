/**
 * The half of `npm run licence:check` that `wp-scripts check-licenses --prod` cannot do: the
 * ApexCharts pins. ApexCharts is MIT only up to apexcharts 5.0.0 and react-apexcharts 1.7.0; later
 * releases need a commercial licence for a product others use, yet still say "MIT" in their
 * package.json, so a licence scan would pass them. package.json must pin both exactly, and every
 * copy package-lock.json installs for the product (not a development tool's) must be that version.
 * See docs/architecture.md "Dependencies".
 *
 * Prints one line per pin; exits 1 on any violation.
 */
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './lib/common.mjs';

/** Exact versions that must not move. */
const PINS = { apexcharts: '5.0.0', 'react-apexcharts': '1.7.0' };

/**
 * Reads a JSON file of the repository.
 *
 * @param {string} name The file.
 * @return {Object} Its content.
 */
const readJson = ( name ) =>
	JSON.parse( fs.readFileSync( path.join( REPO_ROOT, name ), 'utf8' ) );

/**
 * The problems with the pins.
 *
 * @return {string[]} One line per problem.
 */
function pinProblems() {
	const declared = readJson( 'package.json' ).dependencies ?? {};
	const locked = Object.entries( readJson( 'package-lock.json' ).packages );
	const problems = [];
	for ( const [ name, version ] of Object.entries( PINS ) ) {
		if ( declared[ name ] !== version ) {
			problems.push(
				`${ name }: package.json must pin exactly "${ version }" (found ${ JSON.stringify(
					declared[ name ] ?? null
				) }); later releases are not MIT`
			);
		}
		const copies = locked.filter(
			( [ at, entry ] ) =>
				at.endsWith( `node_modules/${ name }` ) && ! entry.dev
		);
		if ( copies.length === 0 ) {
			problems.push( `${ name }: not in the product's packages` );
		}
		for ( const [ at, entry ] of copies ) {
			if ( entry.version !== version ) {
				problems.push(
					`${ at } is ${ entry.version }; only ${ version } is allowed`
				);
			}
		}
	}
	return problems;
}

const problems = pinProblems();
for ( const [ name, version ] of Object.entries( PINS ) ) {
	console.log( `licence pins: ${ name } ${ version }` );
}
if ( problems.length > 0 ) {
	problems.forEach( ( problem ) =>
		console.error( `licence pins: FAILED: ${ problem }` )
	);
	process.exitCode = 1;
} else {
	console.log( 'licence pins: OK' );
}
