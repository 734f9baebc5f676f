/**
 * The build of the pre-rendered openings (src/first-paint/render.tsx): a webpack plugin that writes
 * build/first-paint/{view}.{catalogue}.html in every catalogue (the source language, every language
 * of languages/languages.json and its variants such as de_CH, which scripts/i18n/variants.mjs
 * generates before the build), and build/first-paint/views.php, the table of which view an embed
 * gets (includes/Frontend/FirstPaintViews.php reads it). See docs/architecture.md "First paint and
 * start-up".
 */
const fs = require( 'fs' );
const path = require( 'path' );

/** The folder in build/. */
const FOLDER = 'first-paint';

/**
 * The catalogues to render in, with their messages from the scripts' JSON catalogues.
 *
 * @param {string} repo The repository's root.
 * @return {Array<{key: string, language: string, messages?: Object}>} The catalogues.
 * @throws {Error} When a catalogue's JSON is missing.
 */
function catalogues( repo ) {
	const definition = JSON.parse(
		fs.readFileSync( path.join( repo, 'languages/languages.json' ), 'utf8' )
	);
	return definition.languages.flatMap( ( language ) => {
		if ( language.code === definition.source ) {
			return [ { key: language.code, language: language.code } ];
		}
		return [
			language.locale,
			...( language.variants ?? [] ).map( ( variant ) => variant.locale ),
		].map( ( locale ) => {
			const file = path.join(
				repo,
				`languages/customer-area-${ locale }-customer-area.json`
			);
			if ( ! fs.existsSync( file ) ) {
				throw new Error(
					`${ path.relative( repo, file ) } is missing: run "npm run build" (it generates the variants first).`
				);
			}
			return {
				key: locale,
				language: language.code,
				messages: JSON.parse( fs.readFileSync( file, 'utf8' ) )
					.locale_data.messages,
			};
		} );
	} );
}

/**
 * The files of build/first-paint/, by name.
 *
 * @param {string}   repo      The repository's root.
 * @param {Function} tsRequire tsx's `require`, which reads the components as they are.
 * @return {Record<string, string>} The files.
 */
function openingFiles( repo, tsRequire ) {
	const { renderOpenings, openingViewTable } = tsRequire(
		path.join( repo, 'src/first-paint/render.tsx' ),
		__filename
	);
	const table = Object.entries( openingViewTable() )
		.map( ( [ key, view ] ) => `\t'${ key }' => '${ view }',` )
		.join( '\n' );
	return {
		...renderOpenings( catalogues( repo ) ),
		'views.php': `<?php return array(\n${ table }\n);\n`,
	};
}

class OpeningsPlugin {
	/**
	 * @param {string} repo The repository's root.
	 */
	constructor( repo ) {
		this.repo = repo;
	}

	apply( compiler ) {
		const { Compilation, WebpackError, sources } = compiler.webpack;
		compiler.hooks.thisCompilation.tap( 'OpeningsPlugin', ( compilation ) =>
			compilation.hooks.processAssets.tap(
				{
					name: 'OpeningsPlugin',
					stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
				},
				() => {
					try {
						const files = openingFiles(
							this.repo,
							require( 'tsx/cjs/api' ).require
						);
						for ( const [ name, content ] of Object.entries( files ) ) {
							compilation.emitAsset(
								`${ FOLDER }/${ name }`,
								new sources.RawSource( content )
							);
						}
					} catch ( error ) {
						compilation.errors.push(
							new WebpackError( `OpeningsPlugin: ${ error.message }` )
						);
					}
				}
			)
		);
	}
}

module.exports = { OpeningsPlugin };
