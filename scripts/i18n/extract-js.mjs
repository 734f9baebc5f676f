/**
 * Extract step, front end: the translatable strings of src/ read with the TypeScript parser.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { DOMAIN, ROOT, addMessage } from './shared.mjs';
import { filesBelow } from '../lib/files.mjs';

/** `@wordpress/i18n` functions: where the domain and the other arguments sit. */
const JS_FUNCTIONS = {
	__: { msgid: 0, domain: 1 },
	_x: { msgid: 0, context: 1, domain: 2 },
	_n: { msgid: 0, plural: 1, domain: 3 },
	_nx: { msgid: 0, plural: 1, context: 3, domain: 4 },
};

/**
 * The front-end sources that ship: TypeScript/JavaScript under src/, without tests (their
 * support lives in tests/), declaration files and generated API types (which hold no UI text).
 *
 * @return {string[]} Relative paths.
 */
export function jsSourceFiles() {
	return filesBelow( ROOT, 'src' ).filter(
		( rel ) =>
			/\.(ts|tsx|js|jsx)$/.test( rel ) &&
			! /\.d\.ts$/.test( rel ) &&
			! /\.test\.(ts|tsx|js|jsx)$/.test( rel ) &&
			! /(^|\/)__tests__\//.test( rel ) &&
			! rel.startsWith( 'src/api/generated/' )
	);
}

/**
 * Cleans a comment's delimiters: `/* translators: x *\/` → `translators: x`.
 *
 * @param {string} raw The comment as written.
 * @return {string} Its text on one line.
 */
function commentText( raw ) {
	return raw
		.replace( /^\/\/\s?/, '' )
		.replace( /^\/\*+/, '' )
		.replace( /\*+\/$/, '' )
		.split( '\n' )
		.map( ( line ) => line.replace( /^\s*\*?\s?/, '' ).trim() )
		.filter( Boolean )
		.join( ' ' )
		.trim();
}

/**
 * Translator comments (`translators: …`) written before `node` or before the enclosing
 * expression up to its statement, as WP-CLI reads them.
 *
 * @param {ts.Node}       node   The call.
 * @param {ts.SourceFile} source Its file.
 * @return {string[]} Comment texts.
 */
function translatorComments( node, source ) {
	const found = [];
	const text = source.getFullText();
	for ( let current = node; current; current = current.parent ) {
		for ( const range of ts.getLeadingCommentRanges(
			text,
			current.getFullStart()
		) ?? [] ) {
			const comment = commentText( text.slice( range.pos, range.end ) );
			if (
				/^translators:/i.test( comment ) &&
				! found.includes( comment )
			) {
				found.push( comment );
			}
		}
		if (
			ts.isStatement( current ) ||
			ts.isSourceFile( current ) ||
			ts.isPropertyAssignment( current ) ||
			ts.isJsxAttribute( current )
		) {
			break;
		}
	}
	return found;
}

/**
 * The names under which this file imports the `@wordpress/i18n` functions.
 *
 * @param {ts.SourceFile} source The file.
 * @return {{ named: Map<string, string>, namespaces: Set<string> }} Local name → function, and namespace imports.
 */
function i18nImports( source ) {
	const named = new Map();
	const namespaces = new Set();
	for ( const statement of source.statements ) {
		if (
			! ts.isImportDeclaration( statement ) ||
			! ts.isStringLiteral( statement.moduleSpecifier ) ||
			statement.moduleSpecifier.text !== '@wordpress/i18n' ||
			! statement.importClause?.namedBindings
		) {
			continue;
		}
		const bindings = statement.importClause.namedBindings;
		if ( ts.isNamespaceImport( bindings ) ) {
			namespaces.add( bindings.name.text );
			continue;
		}
		for ( const element of bindings.elements ) {
			const imported = ( element.propertyName ?? element.name ).text;
			if ( imported in JS_FUNCTIONS ) {
				named.set( element.name.text, imported );
			}
		}
	}
	return { named, namespaces };
}

/**
 * The literal text of a string argument, or undefined when it is not a plain literal.
 *
 * @param {ts.Expression|undefined} node Argument.
 * @return {string|undefined} Its value.
 */
function literal( node ) {
	if (
		node &&
		( ts.isStringLiteral( node ) ||
			ts.isNoSubstitutionTemplateLiteral( node ) )
	) {
		return node.text;
	}
	return undefined;
}

/**
 * Extracts the translatable strings of the front end with the TypeScript parser (no type check,
 * so it is fast): calls of `__`, `_x`, `_n`, `_nx` imported from `@wordpress/i18n`, with the
 * `customer-area` domain.
 *
 * @param {Map<string, import('./shared.mjs').Message>} catalogue Where messages go.
 * @param {import('./shared.mjs').Problem[]}            problems  Where problems go.
 * @param {string[]}                                    [files]   Relative paths (default: all shipped sources).
 */
export function extractJs( catalogue, problems, files = jsSourceFiles() ) {
	for ( const rel of files ) {
		const text = fs.readFileSync( path.join( ROOT, rel ), 'utf8' );
		const source = ts.createSourceFile(
			rel,
			text,
			ts.ScriptTarget.Latest,
			true,
			rel.endsWith( 'x' ) ? ts.ScriptKind.TSX : ts.ScriptKind.TS
		);
		const { named, namespaces } = i18nImports( source );
		if ( named.size === 0 && namespaces.size === 0 ) {
			continue;
		}
		const visit = ( node ) => {
			if ( ts.isCallExpression( node ) ) {
				let fn;
				const callee = node.expression;
				if ( ts.isIdentifier( callee ) ) {
					fn = named.get( callee.text );
				} else if (
					ts.isPropertyAccessExpression( callee ) &&
					ts.isIdentifier( callee.expression ) &&
					namespaces.has( callee.expression.text ) &&
					callee.name.text in JS_FUNCTIONS
				) {
					fn = callee.name.text;
				}
				if ( fn ) {
					const where = `${ rel }:${
						source.getLineAndCharacterOfPosition( node.getStart() )
							.line + 1
					}`;
					const spec = JS_FUNCTIONS[ fn ];
					const args = node.arguments;
					const domain = literal( args[ spec.domain ] );
					const msgid = literal( args[ spec.msgid ] );
					const msgctxt =
						spec.context === undefined
							? undefined
							: literal( args[ spec.context ] );
					const plural =
						spec.plural === undefined
							? undefined
							: literal( args[ spec.plural ] );
					if ( domain !== DOMAIN ) {
						problems.push( {
							where,
							message: `${ fn }() with text domain ${
								domain === undefined
									? '(missing or not a literal)'
									: `'${ domain }'`
							}; use '${ DOMAIN }'`,
						} );
					} else if (
						msgid === undefined ||
						( spec.context !== undefined &&
							msgctxt === undefined ) ||
						( spec.plural !== undefined && plural === undefined )
					) {
						problems.push( {
							where,
							message: `${ fn }() needs literal strings (a variable cannot be extracted)`,
						} );
					} else {
						addMessage( catalogue, {
							msgid,
							msgctxt,
							msgidPlural: plural,
							reference: where,
							comments: translatorComments( node, source ),
							js: true,
						} );
					}
				}
			}
			ts.forEachChild( node, visit );
		};
		visit( source );
	}
}
