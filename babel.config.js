/**
 * Babel is used by Jest (and ESLint's parser); the webpack build of @wordpress/scripts
 * uses the same WordPress preset, which strips TypeScript types without checking them
 * (`tsc --noEmit` checks them).
 */
module.exports = {
	presets: [ '@wordpress/babel-preset-default' ],
};
