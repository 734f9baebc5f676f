/**
 * The @wordpress/scripts webpack config with our TypeScript entries:
 *
 * - `index`: the customer area, loaded only on pages where an embed renders;
 * - `blocks/customer-area/index`: the block's editor script (its block.json is copied beside it),
 *   loaded only in the block editor;
 * - `admin/settings`: the settings page's connection test, loaded only on that page.
 *
 * React, ReactDOM, the JSX runtime and @wordpress/* packages stay external (the dependency
 * extraction plugin turns them into script handles WordPress serves), so the bundle only carries
 * the plugin's own code. Lazy screens become separate chunks loaded on demand.
 */
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );

module.exports = {
	...defaultConfig,
	entry: {
		index: './src/index.tsx',
		'blocks/customer-area/index': './src/blocks/customer-area/index.tsx',
		'admin/settings': './src/admin/settings-page.ts',
	},
};
