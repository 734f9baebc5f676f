/**
 * The @wordpress/scripts webpack config with our TypeScript entry.
 *
 * React, ReactDOM, the JSX runtime and @wordpress/* packages stay external (the dependency
 * extraction plugin turns them into script handles WordPress serves), so the bundle only carries
 * the plugin's own code. Lazy screens become separate chunks loaded on demand.
 */
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );

module.exports = {
	...defaultConfig,
	entry: { index: './src/index.tsx' },
};
