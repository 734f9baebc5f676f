/**
 * The whole pipeline in one call (extract, merge, compile, write) for every language of
 * languages/languages.json, and the lock its writers share.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { compiledFiles } from './compile.mjs';
import { buildPot, extractAll } from './extract.mjs';
import { TRANSLATED } from './languages.mjs';
import { mergePo } from './merge.mjs';
import {
	POT_FILE,
	PO_LOCK,
	ROOT,
	catalogueFiles,
	readText,
	writeIfChanged,
} from './shared.mjs';
import { variantFiles } from './variants.mjs';

/**
 * Regenerates the .pot from the sources, merges it into every language's .po and compiles its .mo
 * and JSON, then the variants generated from them. Callers hold the .po lock.
 *
 * @param {Record<string, (poText: string) => string>} [edits] Catalogue locale → a change to its merged .po before compiling.
 * @return {{ problems: import('./shared.mjs').Problem[], written: string[], poTexts: Record<string, string> }} Result; `poTexts` by catalogue locale.
 */
export function regenerate( edits = {} ) {
	const { catalogue, problems } = extractAll();
	const potText = buildPot( catalogue );
	const outputs = [ [ POT_FILE, potText ] ];
	const poTexts = {};
	for ( const language of TRANSLATED ) {
		const files = catalogueFiles( language.locale );
		const edit = edits[ language.locale ] ?? ( ( text ) => text );
		const poText = edit(
			mergePo( potText, readText( files.po ), language )
		);
		// Merge once more so that translations parked as obsolete land on their entries.
		const finalPo = mergePo( potText, poText, language );
		poTexts[ language.locale ] = finalPo;
		outputs.push(
			[ files.po, finalPo ],
			...compiledFiles( finalPo, language )
		);
	}
	outputs.push( ...variantFiles( poTexts ) );
	const written = [];
	for ( const [ file, content ] of outputs ) {
		if ( writeIfChanged( file, content ) ) {
			written.push( path.relative( ROOT, file ) );
		}
	}
	return { problems, written, poTexts };
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
