/**
 * Checks that build/first-paint/ holds the pre-rendered openings and the views' table the sources
 * render now, byte for byte: a view whose text changed (a string, its markup, a translation)
 * without a new build fails here. Run by the budgets suite after the build. See
 * docs/architecture.md "First paint and start-up".
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { require as tsRequire } from 'tsx/cjs/api';
import { REPO_ROOT } from '../../../scripts/lib/common.mjs';

const require = createRequire( import.meta.url );
const { openingFiles, FOLDER } = require( './views-plugin.cjs' );

/**
 * Renders every opening again and compares it with the built file.
 *
 * @param {string} build The build folder.
 * @return {{name: string, status: string, note: string}} The result.
 */
export function checkBuiltOpenings( build ) {
	const name = `pre-rendered openings (build/${ FOLDER }/)`;
	const expected = openingFiles( REPO_ROOT, tsRequire );
	const stale = Object.entries( expected )
		.filter( ( [ file, content ] ) => {
			const built = path.join( build, FOLDER, file );
			return (
				! fs.existsSync( built ) ||
				fs.readFileSync( built, 'utf8' ) !== content
			);
		} )
		.map( ( [ file ] ) => file );
	return stale.length === 0
		? {
				name,
				status: 'ok',
				note: `${ Object.keys( expected ).length } files, current`,
		  }
		: {
				name,
				status: 'error',
				note: `${ stale.join(
					', '
				) } differ from what the sources render now: run "npm run build"`,
		  };
}
