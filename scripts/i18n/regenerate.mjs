/**
 * The whole pipeline in one call (extract, merge, compile, write), and the lock its writers share.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { compileJson, compileMo } from './compile.mjs';
import { buildPot, extractAll } from './extract.mjs';
import { mergePo } from './merge.mjs';
import {
	FILES,
	PO_LOCK,
	ROOT,
	SCRIPT_CATALOGUES,
	readText,
	writeIfChanged,
} from './shared.mjs';

/**
 * Regenerates the .pot from the sources, merges it into the .po and compiles .mo and JSON.
 * Callers hold the .po lock.
 *
 * @param {(poText: string) => string} [edit] Changes the merged .po before compiling.
 * @return {{ problems: import('./shared.mjs').Problem[], written: string[], poText: string }} Result.
 */
export function regenerate( edit = ( text ) => text ) {
	const { catalogue, problems } = extractAll();
	const potText = buildPot( catalogue );
	const poText = edit( mergePo( potText, readText( FILES.po ) ) );
	// Merge once more so that translations parked as obsolete land on their entries.
	const finalPo = mergePo( potText, poText );
	const written = [];
	const outputs = [
		[ FILES.pot, potText ],
		[ FILES.po, finalPo ],
		[ FILES.mo, compileMo( finalPo ) ],
		...SCRIPT_CATALOGUES.map( ( script ) => [
			script.file,
			compileJson( finalPo, script.accepts ),
		] ),
	];
	for ( const [ file, content ] of outputs ) {
		if ( writeIfChanged( file, content ) ) {
			written.push( path.relative( ROOT, file ) );
		}
	}
	return { problems, written, poText: finalPo };
}

/**
 * Re-runs the current script under an exclusive `flock` on the .po lock unless it already holds
 * it, so concurrent `i18n:update` / `i18n:translate` runs never lose each other's edits.
 *
 * Returns when this process holds the lock; otherwise runs the locked copy and exits with its
 * status.
 */
export function holdPoLock() {
	if ( process.env.CUSTOMER_AREA_PO_LOCKED === '1' ) {
		return;
	}
	const result = spawnSync(
		'flock',
		[ PO_LOCK, process.execPath, ...process.argv.slice( 1 ) ],
		{
			stdio: 'inherit',
			env: { ...process.env, CUSTOMER_AREA_PO_LOCKED: '1' },
		}
	);
	if ( result.error ) {
		throw new Error(
			`flock failed (util-linux is needed): ${ result.error.message }`
		);
	}
	process.exit( result.status ?? 1 );
}
