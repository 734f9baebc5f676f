/**
 * A webpack plugin that writes the pre-rendered first screens: `build/first-view/{view}.{catalogue}.html`,
 * rendered with the views' own components (src/app/first-view/render.tsx) in every catalogue
 * (./catalogues.cjs). The PHP side prints the one a page needs into its full root
 * (includes/Frontend/FirstView.php). See docs/architecture.md "First screens".
 */
const path = require( 'path' );
const { firstViewCatalogues } = require( './catalogues.cjs' );

/** The folder in build/. */
const FOLDER = 'first-view';

class FirstViewPlugin {
	/**
	 * @param {string} repo The repository's root.
	 */
	constructor( repo ) {
		this.repo = repo;
	}

	apply( compiler ) {
		const { Compilation, WebpackError, sources } = compiler.webpack;
		compiler.hooks.thisCompilation.tap(
			'FirstViewPlugin',
			( compilation ) => {
				compilation.hooks.processAssets.tap(
					{
						name: 'FirstViewPlugin',
						stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
					},
					() => {
						try {
							// tsx reads the components as they are (TypeScript, JSX).
							const {
								require: tsRequire,
							} = require( 'tsx/cjs/api' );
							const { renderFirstViews } = tsRequire(
								path.join(
									this.repo,
									'src/app/first-view/render.tsx'
								),
								__filename
							);
							const files = renderFirstViews(
								firstViewCatalogues( this.repo )
							);
							for ( const [ name, html ] of Object.entries(
								files
							) ) {
								compilation.emitAsset(
									`${ FOLDER }/${ name }`,
									new sources.RawSource( html )
								);
							}
						} catch ( error ) {
							compilation.errors.push(
								new WebpackError(
									`FirstViewPlugin: ${ error.message }`
								)
							);
						}
					}
				);
			}
		);
	}
}

module.exports = { FirstViewPlugin, FOLDER };
