/**
 * Extract step, PHP: strings through GNU xgettext, the plugin header's fields, and the text-domain
 * check through PHP's own tokenizer (xgettext ignores domains).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { po } from 'gettext-parser';
import { DOMAIN, ROOT, addMessage } from './shared.mjs';
import { filesBelow } from '../lib/files.mjs';

/** xgettext keywords of WordPress' PHP translation functions. */
const PHP_KEYWORDS = [
	'__',
	'_e',
	'_x:1,2c',
	'_ex:1,2c',
	'_n:1,2',
	'_nx:1,2,4c',
	'_n_noop:1,2',
	'_nx_noop:1,2,3c',
	'esc_html__',
	'esc_html_e',
	'esc_html_x:1,2c',
	'esc_attr__',
	'esc_attr_e',
	'esc_attr_x:1,2c',
];

/**
 * The PHP sources that ship.
 *
 * @return {string[]} Relative paths.
 */
export function phpSourceFiles() {
	const top = [ 'customer-area.php', 'uninstall.php' ].filter( ( rel ) =>
		fs.existsSync( path.join( ROOT, rel ) )
	);
	return [
		...top,
		...filesBelow( ROOT, 'includes' ).filter( ( rel ) =>
			rel.endsWith( '.php' )
		),
	];
}

/**
 * Extracts the PHP strings with GNU xgettext, and the plugin header's name and description.
 *
 * @param {Map<string, import('./shared.mjs').Message>} catalogue Where messages go.
 * @param {string[]}                                    [files]   Relative paths (default: all shipped PHP).
 */
export function extractPhp( catalogue, files = phpSourceFiles() ) {
	if ( files.length > 0 ) {
		const result = spawnSync(
			'xgettext',
			[
				'--language=PHP',
				'--from-code=UTF-8',
				'--add-comments=translators:',
				'--no-wrap',
				// With the header, xgettext declares UTF-8 and keeps non-ASCII text such as "’";
				// without it, it writes ASCII and drops those characters. The header entry is skipped below.
				'--keyword',
				...PHP_KEYWORDS.map( ( keyword ) => `--keyword=${ keyword }` ),
				'--output=-',
				...files,
			],
			{ cwd: ROOT, encoding: 'utf8' }
		);
		if ( result.error || result.status !== 0 ) {
			throw new Error(
				`xgettext failed (is gettext installed?): ${
					result.error?.message ?? result.stderr
				}`
			);
		}
		if ( result.stdout.trim() ) {
			const parsed = po.parse( result.stdout );
			for ( const [ ctx, entries ] of Object.entries(
				parsed.translations
			) ) {
				for ( const [ msgid, entry ] of Object.entries( entries ) ) {
					if ( msgid === '' ) {
						continue;
					}
					const references = ( entry.comments?.reference ?? '' )
						.split( /\s+/ )
						.filter( Boolean );
					const comments = ( entry.comments?.extracted ?? '' )
						.split( '\n' )
						.map( ( line ) => line.trim() )
						.filter( Boolean );
					for ( const reference of references ) {
						addMessage( catalogue, {
							msgid,
							msgctxt: ctx || undefined,
							msgidPlural: entry.msgid_plural,
							reference,
							comments,
							js: false,
						} );
					}
				}
			}
		}
	}
	const header = pluginHeader();
	for ( const [ field, value ] of Object.entries( header ) ) {
		addMessage( catalogue, {
			msgid: value,
			reference: 'customer-area.php',
			comments: [ `${ field } of the plugin` ],
			js: false,
		} );
	}
}

/**
 * The translatable fields of the plugin header (WordPress translates them on the plugins screen).
 *
 * @return {Record<string, string>} Field → value.
 */
function pluginHeader() {
	const file = path.join( ROOT, 'customer-area.php' );
	if ( ! fs.existsSync( file ) ) {
		return {};
	}
	const head = fs.readFileSync( file, 'utf8' ).slice( 0, 8192 );
	const out = {};
	for ( const field of [ 'Plugin Name', 'Description' ] ) {
		const match = head.match(
			new RegExp( `^[ \\t/*#@]*${ field }:(.*)$`, 'mi' )
		);
		const value = match?.[ 1 ]?.replace( /\s*(?:\*\/|\?>).*$/, '' ).trim();
		if ( value ) {
			out[ field ] = value;
		}
	}
	return out;
}

/**
 * Checks that every PHP translation call uses the `customer-area` text domain, with PHP's own
 * tokenizer (xgettext ignores domains).
 *
 * @param {string[]} [files] Relative paths (default: all shipped PHP).
 * @return {import('./shared.mjs').Problem[]} Calls with another or no literal domain.
 */
export function checkPhpDomains( files = phpSourceFiles() ) {
	if ( files.length === 0 ) {
		return [];
	}
	const result = spawnSync(
		'php',
		[
			path.join( ROOT, 'scripts', 'i18n', 'php-domains.php' ),
			DOMAIN,
			...files,
		],
		{ cwd: ROOT, encoding: 'utf8' }
	);
	if ( result.error || ( result.status !== 0 && result.status !== 1 ) ) {
		throw new Error(
			`php-domains.php failed (is php-cli installed?): ${
				result.error?.message ?? result.stderr
			}`
		);
	}
	return result.stdout
		.split( '\n' )
		.filter( Boolean )
		.map( ( line ) => {
			const [ where, ...rest ] = line.split( '\t' );
			return { where, message: rest.join( ' ' ) };
		} );
}
