/**
 * `npm run contract:check`: regenerates the TypeScript types from contract/openapi.yaml into a temporary file
 * and fails when they differ from the committed src/api/generated/openapi.ts (run `npm run contract:types`).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);
const committed = path.join( root, 'src/api/generated/openapi.ts' );
const tmpDir = fs.mkdtempSync( path.join( os.tmpdir(), 'contract-check-' ) );
const fresh = path.join( tmpDir, 'openapi.ts' );

try {
	execFileSync(
		process.execPath,
		[
			path.join( root, 'node_modules/openapi-typescript/bin/cli.js' ),
			path.join( root, 'contract/openapi.yaml' ),
			'-o',
			fresh,
		],
		{ stdio: [ 'ignore', 'ignore', 'inherit' ] }
	);
	const want = fs.readFileSync( fresh, 'utf8' );
	const have = fs.existsSync( committed )
		? fs.readFileSync( committed, 'utf8' )
		: '';
	if ( want !== have ) {
		const a = have.split( '\n' );
		const b = want.split( '\n' );
		let line = 0;
		while (
			line < Math.max( a.length, b.length ) &&
			a[ line ] === b[ line ]
		) {
			line++;
		}
		process.stderr.write(
			`contract:check: src/api/generated/openapi.ts is out of date with contract/openapi.yaml ` +
				`(first difference at line ${ line + 1 }).\n  committed: ${ JSON.stringify( a[ line ] ?? '<end of file>' ) }\n` +
				`  expected:  ${ JSON.stringify( b[ line ] ?? '<end of file>' ) }\nRun \`npm run contract:types\` and commit the result.\n`
		);
		process.exit( 1 );
	}
	process.stdout.write(
		'contract:check: generated types match contract/openapi.yaml\n'
	);
} finally {
	fs.rmSync( tmpDir, { recursive: true, force: true } );
}
