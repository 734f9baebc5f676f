/**
 * A PostCSS step of the build that makes the customer area's stylesheets theme-proof without a
 * hand edit in any stylesheet (docs/styles.md "Theme-proof styles"):
 *
 * - every selector of the front end's stylesheets (src/, but the block editor's, and the libraries
 *   the front end imports CSS from) gets `:not(#ca#ca)` in its first compound. That matches every
 *   element (no element has the id "ca" twice) and adds the specificity of two ids, so a plugin rule
 *   beats every theme rule with fewer than two ids, whatever its classes, pseudo-classes and order
 *   (Twenty Twenty-One's `button:not(:hover):not(:active):not(.has-text-color)` is 0,3,1). Among
 *   the plugin's own rules nothing changes: each gains the same;
 * - every selector must name one of the plugin's classes (`ca-…`, `customer-area-…`) or a class of
 *   a library it wraps (`filepond…`), so no rule of the plugin can reach the theme's elements; the
 *   build fails on one that does not;
 * - a library's `@keyframes` get a `ca-<library>-` prefix (and its `animation` declarations with
 *   them), so they cannot replace a theme's keyframes of the same name, nor the plugin's (FilePond's
 *   `spin` becomes `ca-filepond-spin`).
 *
 * @example
 * .ca-button:hover { … }       →  .ca-button:not(#ca#ca):hover { … }
 * .ca-app :focus-visible { … } →  .ca-app:not(#ca#ca) :focus-visible { … }
 * .ca-divider::before { … }    →  .ca-divider:not(#ca#ca)::before { … }
 */
const path = require( 'path' );
const selectorParser = require( 'postcss-selector-parser' );

/** The anchor: two ids of specificity, matching every element. */
const ANCHOR = ':not(#ca#ca)';

/** Classes that belong to the plugin or to a library it wraps. */
const OWN_CLASS = /^(ca-|customer-area-|filepond)/;

/** Pseudo-elements, including the legacy one-colon spellings. */
const PSEUDO_ELEMENT = /^(::|:(before|after|first-line|first-letter)$)/;

const anchorNode = selectorParser().astSync( ANCHOR ).first.first;

/**
 * Where a stylesheet comes from: the plugin's front end (the sources but the block editor's), a
 * library the front end imports CSS from, or neither.
 *
 * @param {string}   file      The stylesheet's path.
 * @param {string}   repo      The repository's root.
 * @param {string[]} libraries Package names whose CSS the front end imports.
 * @return {{library: string|null}|null} Its library (null for the plugin's own), or null when it is
 *                                       not made theme-proof.
 */
function originOf( file, repo, libraries ) {
	const relative = path.relative( repo, file ).split( path.sep ).join( '/' );
	if ( relative.startsWith( 'src/' ) ) {
		return relative.startsWith( 'src/blocks/' ) ? null : { library: null };
	}
	const library = libraries.find( ( name ) =>
		relative.startsWith( `node_modules/${ name }/` )
	);
	return library ? { library } : null;
}

/**
 * Whether a rule is a keyframe (`from`, `50%`) rather than a selector rule.
 *
 * @param {import('postcss').Rule} rule The rule.
 * @return {boolean} Whether its parent is `@keyframes`.
 */
function isKeyframe( rule ) {
	return (
		rule.parent?.type === 'atrule' && /keyframes$/i.test( rule.parent.name )
	);
}

/**
 * Puts the anchor into the selector's first compound, before a pseudo-element if it has one.
 *
 * @param {import('postcss-selector-parser').Selector} selector One complex selector.
 */
function anchor( selector ) {
	let last = null;
	for ( const node of selector.nodes ) {
		if ( node.type === 'combinator' ) {
			break;
		}
		if ( node.type === 'pseudo' && PSEUDO_ELEMENT.test( node.value ) ) {
			selector.insertBefore( node, anchorNode.clone() );
			return;
		}
		last = node;
	}
	if ( last ) {
		selector.insertAfter( last, anchorNode.clone() );
	} else {
		selector.prepend( anchorNode.clone() );
	}
}

/**
 * Whether a selector names a class of the plugin or of a library it wraps.
 *
 * @param {import('postcss-selector-parser').Selector} selector One complex selector.
 * @return {boolean} Whether it is scoped.
 */
function isScoped( selector ) {
	let scoped = false;
	selector.walkClasses( ( node ) => {
		scoped ||= OWN_CLASS.test( node.value );
	} );
	return scoped;
}

/**
 * The plugin.
 *
 * @param {Object}   options           Options.
 * @param {string}   options.repo      The repository's root.
 * @param {string[]} options.libraries Packages whose CSS the front end imports.
 * @return {import('postcss').Plugin} The PostCSS plugin.
 */
function themeProofCss( { repo, libraries } ) {
	return {
		postcssPlugin: 'customer-area-theme-proof',
		Once( root ) {
			const file = root.source?.input?.file;
			const origin = file ? originOf( file, repo, libraries ) : null;
			if ( ! origin ) {
				return;
			}
			const renamed = new Map();
			if ( origin.library ) {
				const prefix = `ca-${ origin.library }-`;
				root.walkAtRules( /keyframes$/i, ( rule ) => {
					renamed.set( rule.params, `${ prefix }${ rule.params }` );
					rule.params = `${ prefix }${ rule.params }`;
				} );
			}
			root.walkDecls( /^(-webkit-)?animation(-name)?$/, ( decl ) => {
				decl.value = decl.value
					.split( /(\s+|,)/ )
					.map( ( word ) => renamed.get( word ) ?? word )
					.join( '' );
			} );
			root.walkRules( ( rule ) => {
				if ( isKeyframe( rule ) ) {
					return;
				}
				rule.selector = selectorParser( ( selectors ) => {
					selectors.each( ( selector ) => {
						if ( ! isScoped( selector ) ) {
							throw rule.error(
								`"${ String( selector ).trim() }" names no class of the customer area: ` +
									'a rule of the plugin must never reach the theme (docs/styles.md "Theme-proof styles")'
							);
						}
						anchor( selector );
					} );
				} ).processSync( rule.selector );
			} );
		},
	};
}
themeProofCss.postcss = true;

module.exports = { themeProofCss, ANCHOR };
