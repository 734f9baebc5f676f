/**
 * The @wordpress/scripts webpack config with our TypeScript entries:
 *
 * - `index`: the customer area, loaded only on pages where an embed renders;
 * - `blocks/customer-area/index`: the block's editor script (its block.json is copied beside it),
 *   loaded only in the block editor;
 * - `admin/settings`: the settings page's connection test, loaded only on that page;
 * - `first-paint` and `first-paint-head`: the first paint's CSS (build/first-paint.css and its RTL
 *   twin) and the head's script, which the PHP side prints inline in the head of a page with the
 *   area; `build/first-paint/` holds the pre-rendered openings and their table (OpeningsPlugin), see
 *   docs/architecture.md "First paint and start-up".
 *
 * React, ReactDOM, the JSX runtime and @wordpress/* packages stay external (the dependency
 * extraction plugin turns them into script handles WordPress serves), so the bundle only carries
 * the plugin's own code. Lazy screens become separate chunks loaded on demand.
 *
 * `build/chunks.asset.php` lists the files of every named lazy chunk as the entry's runtime requests
 * them (with their `?ver=` hash), and which chunks the PHP side preloads, taken from the route table
 * through the first-screen plan (src/first-paint/plan.ts), so that a page's first chunks load
 * beside the entry instead of after it (docs/architecture.md "First paint and start-up").
 *
 * `index.js` starts with `var webpackChunkcustomer_area;` and the head's script with `var wp;`
 * (it runs before the content and WordPress's packages): a declared global is one that page
 * content cannot replace (an element whose `id` or `name` is webpack's chunk list or WordPress's
 * `wp` would otherwise stand in for it, and every lazy chunk, or every package, would fail).
 */
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );
const { themeProofCss } = require( './scripts/css/theme-proof-css.cjs' );
const {
	OpeningsPlugin,
} = require( './src/first-paint/build/views-plugin.cjs' );

/** Packages whose CSS the front end imports (made theme-proof with the plugin's own). */
const FRONT_END_CSS_LIBRARIES = [ 'filepond' ];

/**
 * The module rules with the theme-proof step (scripts/css/theme-proof-css.cjs) added to every
 * PostCSS loader, last (after the imports, the prefixes and, in production, the minifier, which
 * leaves the selectors it adds alone), so that every stylesheet of the front end gets it without
 * an edit of its own (docs/styles.md "Theme-proof styles").
 *
 * @param {Array} rules The default config's module rules.
 * @return {Array} The rules.
 */
function withThemeProofCss( rules ) {
	const step = themeProofCss( {
		repo: __dirname,
		libraries: FRONT_END_CSS_LIBRARIES,
	} );
	return rules.map( ( rule ) => {
		if ( ! Array.isArray( rule.use ) ) {
			return rule;
		}
		return {
			...rule,
			use: rule.use.map( ( loader ) => {
				const options = loader?.options;
				if (
					! String( loader?.loader ).includes( 'postcss-loader' ) ||
					! options?.postcssOptions
				) {
					return loader;
				}
				const { plugins, ...rest } = options.postcssOptions;
				return {
					...loader,
					options: {
						...options,
						postcssOptions: {
							...rest,
							plugins: [ ...plugins, step ],
						},
					},
				};
			} ),
		};
	} );
}

// The route table and the first-screen logic are TypeScript; tsx reads them as they are.
const { require: tsRequire } = require( 'tsx/cjs/api' );

/**
 * Writes `chunks.asset.php`: `chunks`, for each named lazy chunk of the `index` entry (`app`,
 * `wizard`, …), the script and style files one `import()` of it fetches beyond what its parent
 * chunk has loaded, in the URL form the runtime uses; `leadgenHead`, the chunks a lead-generation
 * page's head preloads; `signedIn`, the chunks the head's script preloads for a signed-in
 * customer. Fails the build when a chunk the route table declares was not built (a loader's
 * `webpackChunkName` that does not match its name).
 */
class ChunkFilesPlugin {
	apply( compiler ) {
		// The compiler's own webpack, so the config needs no dependency of its own on it.
		const { Compilation, WebpackError, sources } = compiler.webpack;
		compiler.hooks.thisCompilation.tap(
			'ChunkFilesPlugin',
			( compilation ) => {
				compilation.hooks.processAssets.tap(
					{
						name: 'ChunkFilesPlugin',
						stage: Compilation.PROCESS_ASSETS_STAGE_REPORT,
					},
					() => {
						const index = compilation.entrypoints.get( 'index' );
						if ( ! index ) {
							return;
						}
						// Every lazy chunk below the entry, nested ones too (the wizard is a
						// child of `app`): a group lists only the chunks its parents have not
						// loaded, so a page preloads a chunk together with its parents.
						const groups = [];
						const seen = new Set();
						const visit = ( parent ) => {
							for ( const child of parent.getChildren() ) {
								if ( ! seen.has( child ) ) {
									seen.add( child );
									groups.push( child );
									visit( child );
								}
							}
						};
						visit( index );
						const lines = [];
						const named = new Set();
						for ( const group of groups ) {
							const name = group.options?.name ?? group.name;
							if ( ! name || named.has( name ) ) {
								continue;
							}
							named.add( name );
							const scripts = [];
							const styles = [];
							for ( const chunk of group.chunks ) {
								for ( const file of chunk.files ) {
									// The asset name holds the query of chunkFilename (`?ver=` and the hash).
									// No chunk gets a right-to-left twin now (see `cssExtraction`); the
									// guard keeps one out of the preloads should the RTL step change.
									if ( /\.js(\?|$)/.test( file ) ) {
										scripts.push( file );
									} else if (
										/\.css(\?|$)/.test( file ) &&
										! /-rtl\.css/.test( file )
									) {
										styles.push( file );
									}
								}
							}
							lines.push(
								`\t\t${ phpString( name ) } => array( 'js' => ${ phpList(
									scripts
								) }, 'css' => ${ phpList( styles ) } ),`
							);
						}
						const { CHUNKS } = tsRequire(
							'./src/app/route-table.ts',
							__filename
						);
						const { leadgenHeadChunks, signedInChunks } = tsRequire(
							'./src/first-paint/plan.ts',
							__filename
						);
						const missing = Object.keys( CHUNKS ).filter(
							( name ) => ! named.has( name )
						);
						if ( missing.length > 0 ) {
							compilation.errors.push(
								new WebpackError(
									`ChunkFilesPlugin: src/app/route-table.ts declares chunk(s) ${ missing.join(
										', '
									) }, but no import() names them (webpackChunkName)`
								)
							);
						}
						compilation.emitAsset(
							'chunks.asset.php',
							new sources.RawSource(
								[
									'<?php return array(',
									"\t'chunks'      => array(",
									...lines,
									'\t),',
									`\t'leadgenHead' => ${ phpList( leadgenHeadChunks() ) },`,
									`\t'signedIn'    => ${ phpList( signedInChunks() ) },`,
									');',
									'',
								].join( '\n' )
							)
						);
					}
				);
			}
		);
	}
}

/**
 * A PHP single-quoted string.
 *
 * @param {string} text The text.
 * @return {string} Its literal.
 */
function phpString( text ) {
	return `'${ text.replace( /[\\']/g, '\\$&' ) }'`;
}

/**
 * A PHP list of strings.
 *
 * @param {string[]} items The strings.
 * @return {string} Its literal.
 */
function phpList( items ) {
	return `array( ${ items.map( phpString ).join( ', ' ) } )`;
}

/**
 * Packages bundled instead of taken from WordPress's script handles: each is small (the one
 * function the plugin uses of `@wordpress/element`, the JSX runtime) but would be a request of its
 * own before a signed-in customer's first screen (docs/performance.md "What Lantern counts").
 * React and ReactDOM and `@wordpress/i18n` (whose translations WordPress hands the block editor
 * and the settings page) stay WordPress's.
 */
const BUNDLED = new Set( [
	'@wordpress/element',
	'@wordpress/escape-html',
	'react/jsx-runtime',
] );

/** The default config's dependency extraction, told to bundle `BUNDLED` (its own class, no dependency of ours). */
const extraction = defaultConfig.plugins.find(
	( plugin ) =>
		plugin?.constructor.name === 'DependencyExtractionWebpackPlugin'
);

/**
 * The default config's stylesheet extraction, told to name a lazy chunk's stylesheet with its hash
 * as its scripts are (`dashboard.css?ver=…`): a chunk file keeps its name across releases, so
 * without the query a browser or a cache that holds the old stylesheet (a host may keep static
 * files for a year) would style a new release's screens with it. The entries' stylesheets get
 * WordPress's `ver` from their asset files. Only the entries' stylesheets still get a right-to-left
 * twin, which the PHP side serves on such a site: the default RTL step skips a name with a query,
 * and the runtime never asked for a chunk's twin (it loads the name above on every site).
 */
const cssExtraction = defaultConfig.plugins.find(
	( plugin ) => plugin?.constructor.name === 'MiniCssExtractPlugin'
);

module.exports = {
	...defaultConfig,
	entry: {
		index: './src/index.tsx',
		'blocks/customer-area/index': './src/blocks/customer-area/index.tsx',
		'admin/settings': './src/admin/settings-page.ts',
		// The first paint's CSS and the head's script, which the PHP side prints inline in the head.
		'first-paint': './src/first-paint/first-paint.scss',
		'first-paint-head': './src/first-paint/head.ts',
	},
	module: {
		...defaultConfig.module,
		rules: withThemeProofCss( defaultConfig.module.rules ),
	},
	plugins: [
		...defaultConfig.plugins.map( ( plugin ) => {
			if ( plugin === extraction ) {
				return new extraction.constructor( {
					requestToExternal: ( request ) =>
						BUNDLED.has( request ) ? false : undefined,
				} );
			}
			return plugin === cssExtraction
				? new cssExtraction.constructor( {
						filename: '[name].css',
						chunkFilename: '[name].css?ver=[contenthash]',
					} )
				: plugin;
		} ),
		new ChunkFilesPlugin(),
		new OpeningsPlugin( __dirname ),
		// The compiler's own webpack, as in ChunkFilesPlugin.
		{
			apply: ( compiler ) => {
				for ( const [ test, banner ] of [
					[ /^index\.js$/, 'var webpackChunkcustomer_area;' ],
					[ /^first-paint-head\.js$/, 'var wp;' ],
				] ) {
					new compiler.webpack.BannerPlugin( {
						banner,
						raw: true,
						test,
					} ).apply( compiler );
				}
			},
		},
	],
};
