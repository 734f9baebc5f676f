/**
 * The files below a folder, for the scripts that walk the tree: the plugin zip, the string
 * extraction, the test runner's choice of suites, the budgets' chunk names and the docs' citation
 * check. (No `import.meta` here, so the scripts' Jest project can load it.)
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * The files below a folder, as sorted POSIX paths relative to `root`, with node_modules and
 * dot-named entries left out; nothing when the folder does not exist.
 *
 * @param {string} root Where `dir` and the returned paths start (usually the repository root).
 * @param {string} dir  Folder relative to `root`.
 * @return {string[]} Paths.
 */
export function filesBelow( root, dir ) {
	const out = [];
	const walk = ( rel ) => {
		for ( const entry of fs.readdirSync( path.join( root, rel ), {
			withFileTypes: true,
		} ) ) {
			const child = path.posix.join( rel, entry.name );
			if (
				entry.name.startsWith( '.' ) ||
				entry.name === 'node_modules'
			) {
				continue;
			}
			if ( entry.isDirectory() ) {
				walk( child );
			} else if ( entry.isFile() ) {
				out.push( child );
			}
		}
	};
	if ( fs.existsSync( path.join( root, dir ) ) ) {
		walk( dir );
	}
	return out.sort();
}
