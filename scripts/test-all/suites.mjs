/**
 * The suites `npm test` runs, in order, and the checks that decide whether a suite applies.
 */
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../lib/common.mjs';
import { filesBelow } from '../lib/files.mjs';
import { releaseLine, wordpressVersions } from '../lib/wordpress-core.mjs';

/** The oldest WordPress's release line (6.8): names its suites. */
const OLDEST = releaseLine( wordpressVersions().oldest.version );

/** The Playwright tag of the tests that also run on the oldest WordPress (README "WordPress versions, themes and PHP"). */
export const OLDEST_WORDPRESS_TAG = '@oldest-wordpress';

/**
 * The suites, in order. Adding a suite is one entry: `kind` says how counts are read
 * (check: exit code = 1 test; jest; playwright; junit), `stack: 'newest'` or `'oldest'` runs it
 * against the test stack on that WordPress, `ownServers: true` marks a suite that starts and stops
 * servers of its own (the test stack is stopped first, to leave it the machine), `oneCore: true`
 * marks a single-threaded check without stack or servers (neighbouring ones run two at a time, so
 * the longest go first), `needsBuild: true` one that reads the build (built before the suites, never
 * by two suites at once), `when` skips it entirely (not counted) when its tool is not part of the
 * project (yet).
 */
export const SUITES = [
	{
		name: 'lint-js',
		oneCore: true,
		kind: 'check',
		cmd: () => [
			'npx',
			'wp-scripts',
			'lint-js',
			// A folder may hold only files the config ignores (tests/php): not an error.
			'--no-error-on-unmatched-pattern',
			...existing( [ 'src', 'sandbox', 'scripts', 'tests' ] ),
		],
	},
	{
		// php -l of every shipped PHP file with the claimed PHP (8.1) and the newest (WebAssembly).
		name: 'php-syntax',
		oneCore: true,
		needsBuild: true,
		kind: 'junit',
		cmd: ( r ) => [ 'node', 'scripts/php-syntax.mjs', `--report=${ r }` ],
	},
	{
		name: 'lint-style',
		oneCore: true,
		kind: 'check',
		// stylelint fails on a pattern matching nothing; no style files is a passing check.
		cmd: () =>
			hasFiles( 'src', /\.(css|scss)$/ )
				? [ 'npx', 'wp-scripts', 'lint-style', 'src/**/*.{css,scss}' ]
				: null,
	},
	{
		// WordPress Coding Standards (phpcs.xml.dist; PHP_CodeSniffer and WPCS from tools/phpcs/).
		name: 'lint-php',
		oneCore: true,
		kind: 'check',
		cmd: () => [ 'npm', 'run', '--silent', 'lint:php' ],
	},
	{
		// The app alone, without the jest and node types: product code that leans on a test or
		// Node global fails here.
		name: 'types-app',
		oneCore: true,
		kind: 'check',
		cmd: () => [ 'npx', 'tsc', '--noEmit', '-p', 'tsconfig.app.json' ],
	},
	{
		// Everything else of the front end: the tests beside the code, tests/support,
		// tests/reliability, tests/e2e and the Playwright config (with the app they import).
		name: 'types',
		oneCore: true,
		kind: 'check',
		cmd: () => [ 'npx', 'tsc', '--noEmit', '-p', 'tsconfig.json' ],
	},
	{
		name: 'types-sandbox',
		oneCore: true,
		kind: 'check',
		when: () => exists( 'sandbox/tsconfig.json' ),
		cmd: () => [ 'npx', 'tsc', '--noEmit', '-p', 'sandbox/tsconfig.json' ],
	},
	{
		name: 'contract-types',
		oneCore: true,
		kind: 'check',
		when: () => hasNpmScript( 'contract:check' ),
		cmd: () => [ 'npm', 'run', '--silent', 'contract:check' ],
	},
	{
		name: 'i18n',
		oneCore: true,
		kind: 'check',
		when: () => hasNpmScript( 'i18n:check' ),
		cmd: () => [ 'npm', 'run', '--silent', 'i18n:check' ],
	},
	{
		name: 'licences',
		oneCore: true,
		kind: 'check',
		when: () => hasNpmScript( 'licence:check' ),
		cmd: () => [ 'npm', 'run', '--silent', 'licence:check' ],
	},
	{
		// Gzip sizes of the build's first views and heavy lazy chunks (scripts/budgets/budgets.json).
		name: 'budgets',
		oneCore: true,
		needsBuild: true,
		kind: 'junit',
		cmd: ( r ) => [
			'node',
			'scripts/budgets/check.mjs',
			`--report=${ r }`,
		],
	},
	{
		name: 'jest',
		kind: 'jest',
		// The generated-answers sweeps render thousands of short-lived trees: with a larger young
		// generation V8 scavenges a third as often (212 → 67 in the dashboard's sweep) and three
		// sweep files took about 7 % less CPU.
		env: () => ( {
			NODE_OPTIONS: [
				process.env.NODE_OPTIONS,
				'--max-semi-space-size=48',
			]
				.filter( Boolean )
				.join( ' ' ),
		} ),
		cmd: ( r ) => [
			'npx',
			'jest',
			'--ci',
			'--json',
			`--outputFile=${ r }`,
		],
	},
	{
		name: 'phpunit',
		kind: 'junit',
		stack: 'newest',
		cmd: phpunit,
	},
	{
		name: 'e2e',
		kind: 'playwright',
		stack: 'newest',
		cmd: () => playwright(),
		env: playwrightEnv,
	},
	{
		name: `phpunit-${ OLDEST }`,
		kind: 'junit',
		stack: 'oldest',
		cmd: phpunit,
	},
	{
		// The block editor and one journey per area (the tests tagged OLDEST_WORDPRESS_TAG).
		name: `e2e-${ OLDEST }`,
		kind: 'playwright',
		stack: 'oldest',
		cmd: () => playwright( `--grep=${ OLDEST_WORDPRESS_TAG }` ),
		env: playwrightEnv,
	},
	{
		// One journey per area through Varnish → Apache → PHP-FPM, the plugin from the release zip
		// (playwright.production.config.ts starts and stops that stack).
		name: 'production',
		kind: 'playwright',
		ownServers: true,
		cmd: () => playwright( '--config=playwright.production.config.ts' ),
		env: playwrightEnv,
	},
	{
		// A subdirectory network of two brokers on the production stack, each with its own sandbox;
		// the plugin network-activated and activated per site (playwright.multisite.config.ts).
		name: 'multisite',
		kind: 'playwright',
		ownServers: true,
		cmd: () => playwright( '--config=playwright.multisite.config.ts' ),
		env: playwrightEnv,
	},
];

/**
 * PHPUnit with its JUnit report.
 *
 * @param {string} report The report file.
 */
function phpunit( report ) {
	return [ 'phpunit', '-c', 'phpunit.xml.dist', '--log-junit', report ];
}

/**
 * Playwright; `list` prints live, the json reporter writes the counts to the report file.
 *
 * @param {...string} args Further arguments.
 */
function playwright( ...args ) {
	return [ 'npx', 'playwright', 'test', '--reporter=list,json', ...args ];
}

/**
 * Where Playwright's json reporter writes.
 *
 * @param {string} report The report file.
 */
function playwrightEnv( report ) {
	return { PLAYWRIGHT_JSON_OUTPUT_NAME: report };
}

/**
 * Whether a repository-relative path exists.
 * @param {string} relative
 */
export function exists( relative ) {
	return fs.existsSync( path.join( REPO_ROOT, relative ) );
}

/**
 * The given repository-relative paths that exist.
 * @param {string[]} paths
 */
function existing( paths ) {
	return paths.filter( exists );
}

/**
 * Whether package.json defines the npm script (read fresh: other engineers add scripts).
 * @param {string} name
 */
function hasNpmScript( name ) {
	const pkg = JSON.parse(
		fs.readFileSync( path.join( REPO_ROOT, 'package.json' ), 'utf8' )
	);
	return Boolean( pkg.scripts?.[ name ] );
}

/**
 * Whether a folder holds a file matching the pattern (node_modules and dot entries excluded, as
 * in stylelint's glob).
 * @param {string} relative
 * @param {RegExp} pattern
 */
function hasFiles( relative, pattern ) {
	return filesBelow( REPO_ROOT, relative ).some( ( rel ) =>
		pattern.test( path.posix.basename( rel ) )
	);
}
