/**
 * ESLint flat config, used by `npx wp-scripts lint-js src sandbox scripts tests`.
 *
 * Starts from the @wordpress/scripts default (WordPress coding standards, Prettier formatting,
 * jsx-a11y, React, i18n and — because typescript is installed — the TypeScript parser for
 * .ts/.tsx) and adds the project's architecture and security rules
 * (docs/architecture.md "Layers and imports" and "Security rules"):
 *
 * - features never import each other; every layer imports only the layers below it (LAYERS: lib
 *   imports nothing else of src, the API layer not the session, features the app only through its
 *   typed hooks); no import cycles anywhere in src;
 * - product code (src/ without its *.test.ts(x)) never imports the tests' code under tests/;
 * - the plain react-redux hooks exist only behind the typed hooks of `src/app/hooks.ts`;
 * - features and shared components neither call `fetch` nor touch `react-dom` (they call the
 *   generated RTK Query hooks);
 * - `dangerouslySetInnerHTML` only in the one sanitizer component (it carries the disable comment);
 * - every translation call uses the literal text domain `customer-area`.
 */
const fs = require( 'fs' );
const path = require( 'path' );
const globals = require( 'globals' );
const eslintComments = require( '@eslint-community/eslint-plugin-eslint-comments' );
const jsxA11y = require( 'eslint-plugin-jsx-a11y' );
const jestPlugin = require( 'eslint-plugin-jest' );
const playwrightPlugin = require( 'eslint-plugin-playwright' );

/** Playwright's specs: the e2e suite and the production stack's two suites. */
const PLAYWRIGHT_TESTS = [ 'tests/{e2e,production,multisite}/**/*.{js,ts}' ];
const wordpressDefault = require( '@wordpress/scripts/config/eslint.config.cjs' );

/*
 * Feature folders: the planned ones plus whatever exists, so that a new feature is fenced in from
 * its first commit.
 */
const FEATURES_DIR = path.join( __dirname, 'src', 'features' );
const features = Array.from(
	new Set( [
		'auth',
		'profile',
		'wizard',
		'dashboard',
		'estates',
		'documents',
		...( fs.existsSync( FEATURES_DIR )
			? fs
					.readdirSync( FEATURES_DIR, { withFileTypes: true } )
					.filter( ( entry ) => entry.isDirectory() )
					.map( ( entry ) => entry.name )
			: [] ),
	] )
).sort();

/**
 * The layers of src/ from the bottom, each with what it may import besides itself
 * (docs/architecture.md "Layers and imports"): anything else under src/ is off limits, type-only
 * imports included. `app`, the start-up path (`first-paint`) and the entry (`index.tsx`) sit on top
 * and may import everything.
 */
const LAYERS = {
	lib: [],
	config: [ 'lib' ],
	i18n: [ 'config', 'lib' ],
	api: [ 'config', 'lib' ],
	entities: [ 'api/generated', 'config', 'lib' ],
	session: [ 'api', 'entities', 'config', 'lib' ],
	components: [ 'entities', 'i18n', 'config', 'lib' ],
	// RTK's convention: features reach the app only through its typed hooks; a screen's largest
	// picture tells the start-up path when it has been painted (it imports nothing itself).
	features: [
		'app/hooks.ts',
		'first-paint/after-paint.ts',
		'session',
		'components',
		'entities',
		'api',
		'i18n',
		'config',
		'lib',
	],
	// Entries of their own (the block editor, the settings page).
	admin: [ 'config', 'lib' ],
	blocks: [ 'config', 'lib' ],
};

const featureZones = features.map( ( feature ) => ( {
	target: `./src/features/${ feature }`,
	from: './src/features',
	except: [ `./${ feature }` ],
	message:
		'A feature never imports another feature; move shared code to src/components, src/entities, src/lib or src/session, and compose features in src/app.',
} ) );

/** Product code: the feature fences and the layers. */
const restrictedPathZones = [
	...featureZones,
	...Object.entries( LAYERS ).map( ( [ layer, allowed ] ) => ( {
		target: `./src/${ layer }`,
		from: './src',
		except: [
			`./${ layer }`,
			...allowed.map( ( below ) => `./${ below }` ),
		],
		message: allowed.length
			? `src/${ layer } may import only ${ allowed
					.map( ( below ) => `src/${ below }` )
					.join(
						', '
					) } (docs/architecture.md "Layers and imports").`
			: `src/${ layer } holds pure helpers: it imports nothing else from src/ (the caller passes in what it needs).`,
	} ) ),
];

/**
 * Tests beside the code: the feature fences, and no layer below the features reaches up into the
 * features or the app; a feature's test may render the composed app to drive a whole flow.
 */
const testPathZones = [
	...featureZones,
	...Object.keys( LAYERS )
		.filter( ( layer ) => layer !== 'features' )
		.map( ( layer ) => ( {
			target: `./src/${ layer }`,
			from: [ './src/features', './src/app' ],
			message: `src/${ layer } sits below the features and the app; its tests do not import them either.`,
		} ) ),
];

/** The plain react-redux hooks; `src/app/hooks.ts` wraps them once, typed. */
const REDUX_HOOK_BAN = {
	name: 'react-redux',
	importNames: [ 'useDispatch', 'useSelector', 'useStore' ],
	message:
		'Use useAppDispatch / useAppSelector / useAppStore from src/app/hooks.',
};

const FETCH_MESSAGE =
	'Features and components call the generated RTK Query hooks, never fetch.';

const TS_TEST_FILES = [ '**/*.test.{ts,tsx}', '**/__tests__/**/*.{ts,tsx}' ];

/** Test code outside src/: the support the tests share and the reliability suites. */
const TEST_CODE = [
	'tests/support/**/*.{js,jsx,ts,tsx}',
	'tests/reliability/**/*.{js,jsx,ts,tsx}',
];

/** Product code never reaches the tests' code (their support, fixtures and MSW handlers). */
const TEST_SUPPORT_ZONE = {
	target: './src',
	from: './tests',
	message:
		'Product code never imports test code: tests/support/ (`@test-support/…`) is for *.test.ts(x) files only.',
};

module.exports = [
	...wordpressDefault,

	{
		ignores: [
			'**/build/**',
			'**/node_modules/**',
			'**/vendor/**',
			'src/api/generated/**',
			'test-results/**',
			'playwright-report/**',
			'.reports/**',
			'.sandbox-data/**',
			'languages/**',
		],
	},

	// Team rules: no eslint-disable / @ts-ignore without a justification, and none left over; a file
	// past 400 lines is split by area (docs/architecture.md "Layers and imports").
	{
		linterOptions: { reportUnusedDisableDirectives: 'error' },
		plugins: { '@eslint-community/eslint-comments': eslintComments },
		rules: {
			'@eslint-community/eslint-comments/require-description': [
				'error',
				{ ignore: [ 'eslint-enable' ] },
			],
			'@eslint-community/eslint-comments/no-unlimited-disable': 'error',
			'max-lines': [ 'error', { max: 400 } ],
		},
	},
	// Data is not split: the sandbox's seed tables (the generated contract types are ignored above).
	{ files: [ 'sandbox/src/seed/**' ], rules: { 'max-lines': 'off' } },
	{
		files: [ '**/*.{ts,tsx}' ],
		rules: {
			'@typescript-eslint/ban-ts-comment': [
				'error',
				{
					'ts-ignore': 'allow-with-description',
					'ts-expect-error': 'allow-with-description',
					'ts-nocheck': true,
					minimumDescriptionLength: 10,
				},
			],
		},
	},

	// Browser code (the tests' own code renders in jsdom too).
	{
		files: [ 'src/**/*.{js,jsx,ts,tsx}', ...TEST_CODE ],
		languageOptions: {
			globals: { ...globals.browser },
		},
	},

	// Accessibility: jsx-a11y's strict set, keeping the WordPress adjustments that avoid known
	// false positives (render props) and requiring labels to be tied by htmlFor.
	{
		files: [ '**/*.{jsx,tsx}' ],
		rules: {
			...jsxA11y.flatConfigs.strict.rules,
			'jsx-a11y/heading-has-content': 'off',
			'jsx-a11y/label-has-associated-control': [
				'error',
				{ assert: 'htmlFor' },
			],
			'jsx-a11y/media-has-caption': 'off',
		},
	},

	// Security, i18n and architecture rules for all application code.
	{
		files: [ 'src/**/*.{js,jsx,ts,tsx}' ],
		settings: {
			// The WordPress default lists only .js/.jsx, so the import rules that follow the module
			// graph (no-cycle) would stop at every TypeScript file.
			'import/extensions': [ '.js', '.jsx', '.ts', '.tsx' ],
		},
		rules: {
			// Only src/components/sanitized-html.tsx may disable this (with a justification).
			'react/no-danger': 'error',
			'react/jsx-no-script-url': 'error',
			'react/jsx-no-target-blank': [
				'error',
				{ allowReferrer: false, enforceDynamicLinks: 'always' },
			],
			'@wordpress/i18n-text-domain': [
				'error',
				{ allowedTextDomain: 'customer-area' },
			],
			'import/no-restricted-paths': [ 'error', { zones: testPathZones } ],
			'no-restricted-imports': [ 'error', { paths: [ REDUX_HOOK_BAN ] } ],
			// A cycle means two modules are one layer in disguise; type-only imports do not count.
			'import/no-cycle': [ 'error', { ignoreExternal: true } ],
		},
	},
	// Product code: the layers, and the fence around the tests' code.
	{
		files: [ 'src/**/*.{js,jsx,ts,tsx}' ],
		ignores: TS_TEST_FILES,
		rules: {
			'import/no-restricted-paths': [
				'error',
				{ zones: [ ...restrictedPathZones, TEST_SUPPORT_ZONE ] },
			],
		},
	},

	// Props are documented on their types (one comment per prop, where the type is declared), so a
	// component's doc comment names `props` once instead of one `@param props.x` line per prop.
	{
		files: [ 'src/**/*.{ts,tsx}', ...TEST_CODE ],
		rules: {
			'jsdoc/require-param': [ 'error', { checkDestructured: false } ],
			'jsdoc/check-param-names': [
				'error',
				{ checkDestructured: false },
			],
		},
	},

	// The one module allowed to import the plain react-redux hooks.
	{
		files: [ 'src/app/hooks.ts' ],
		rules: {
			'no-restricted-imports': 'off',
		},
	},

	// Features and shared components render and call hooks only: no react-dom, no fetch.
	{
		files: [
			'src/features/**/*.{js,jsx,ts,tsx}',
			'src/components/**/*.{js,jsx,ts,tsx}',
		],
		ignores: TS_TEST_FILES,
		rules: {
			'no-restricted-imports': [
				'error',
				{
					paths: [
						REDUX_HOOK_BAN,
						{
							name: 'react-dom',
							message:
								'Features and components do not use react-dom; the app mounts and portals come from the UI primitives.',
						},
					],
					patterns: [
						{
							group: [ 'react-dom/*' ],
							message:
								'Features and components do not use react-dom; the app mounts and portals come from the UI primitives.',
						},
					],
				},
			],
			'no-restricted-globals': [
				'error',
				{ name: 'fetch', message: FETCH_MESSAGE },
			],
			'no-restricted-properties': [
				'error',
				{ object: 'window', property: 'fetch', message: FETCH_MESSAGE },
				{
					object: 'globalThis',
					property: 'fetch',
					message: FETCH_MESSAGE,
				},
			],
		},
	},

	// Node code: the sandbox API, the project scripts, and the config files at the top.
	{
		files: [
			'sandbox/**/*.{js,mjs,cjs,ts}',
			'scripts/**/*.{js,mjs,cjs,ts}',
			'*.{js,cjs,mjs,ts}',
		],
		languageOptions: {
			globals: { ...globals.node },
		},
	},
	{
		// Command-line scripts report on the console; that is their user interface.
		files: [ 'scripts/**/*.{js,mjs,cjs,ts}' ],
		rules: {
			'no-console': 'off',
		},
	},

	// Unit tests in TypeScript (the WordPress default only covers .js/.jsx).
	{
		...jestPlugin.configs[ 'flat/recommended' ],
		files: TS_TEST_FILES,
	},
	{
		files: TS_TEST_FILES,
		rules: {
			'jest/expect-expect': [
				'error',
				{ assertFunctionNames: [ 'expect', 'expect*', 'fc.assert' ] },
			],
		},
	},
	{
		files: [ ...TS_TEST_FILES, ...TEST_CODE ],
		languageOptions: {
			globals: { ...globals.jest },
		},
		rules: {
			'@wordpress/no-global-active-element': 'off',
			'@wordpress/no-global-get-selection': 'off',
		},
	},

	// End-to-end tests: Playwright in a real browser.
	{
		...playwrightPlugin.configs[ 'flat/recommended' ],
		files: PLAYWRIGHT_TESTS,
	},
	{
		files: PLAYWRIGHT_TESTS,
		rules: {
			// Playwright fixtures receive a `use` callback; it is not React's `use` hook.
			'react-hooks/rules-of-hooks': 'off',
			// The fixtures module wraps `expect` in helpers (axe, mail polling); a spec's own
			// helpers that assert are named expect… (e.g. the theme matrix's expectScreens).
			'playwright/expect-expect': [
				'error',
				{
					assertFunctionNames: [ 'expectNoAxeViolations' ],
					assertFunctionPatterns: [ '^expect[A-Z]' ],
				},
			],
		},
	},
	{
		files: [ ...PLAYWRIGHT_TESTS, 'playwright*.config.ts' ],
		languageOptions: {
			globals: { ...globals.node, ...globals.browser },
		},
	},
];
