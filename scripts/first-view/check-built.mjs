/**
 * Checks that build/first-view/ holds the pre-rendered first screens the views render now: every
 * view in every catalogue, byte for byte. A view whose first-screen text changed (a string, its
 * markup, a translation) without a new build fails here. Run by the budgets suite after the build.
 * See docs/architecture.md "First screens".
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { tsImport } from 'tsx/esm/api';
import { REPO_ROOT } from '../lib/common.mjs';

const require = createRequire( import.meta.url );
const { firstViewCatalogues } = require( './catalogues.cjs' );
const { FOLDER } = require( './first-view-plugin.cjs' );

/**
 * Renders every first screen again and compares it with the built file.
 *
 * @param {string} build The build folder.
 * @return {Promise<{name: string, status: string, note: string}>} The result.
 */
export async function checkBuiltFirstViews( build ) {
	const name = 'pre-rendered first screens (build/first-view/)';
	const { renderFirstViews } = await tsImport(
		'../../src/app/first-view/render.tsx',
		import.meta.url
	);
	const expected = renderFirstViews( firstViewCatalogues( REPO_ROOT ) );
	const stale = Object.entries( expected )
		.filter( ( [ file, html ] ) => {
			const built = path.join( build, FOLDER, file );
			return (
				! fs.existsSync( built ) ||
				fs.readFileSync( built, 'utf8' ) !== html
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
				) } differ from what the views render now: run "npm run build"`,
			};
}
