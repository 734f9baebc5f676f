/**
 * Playwright: end-to-end tests in Debian's Chromium against a real WordPress and the sandbox API.
 *
 * `npm test` starts the stack itself and passes WP_URL / API_URL / WP_ROOT. Run directly
 * (`npx playwright test`) without WP_URL, the global setup starts the `test` instance
 * (WordPress 8090, sandbox 8091) and stops it afterwards. A browser is never downloaded.
 */
import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/** The WordPress instance the tests visit; the default is the one the global setup starts. */
const WP_URL =
	process.env.WP_URL ??
	`http://127.0.0.1:${ process.env.CA_TEST_WP_PORT ?? 8090 }`;

/**
 * Debian's Chromium without its windowing parts (`chromium-headless-shell`, which
 * scripts/system/ensure-system.sh installs): the same Blink as `/usr/bin/chromium` and the kind of
 * headless browser Playwright itself runs by default. The browser is most of a test's time on a
 * 2-core machine (about 70 % of the CPU during e2e, PHP about 3 %), and the shell took 118 s where
 * the full browser took 136 s for the same nine tests. The full browser stands in where the
 * shell is not installed yet (a checkout pulled since its last `npm start` or `npm test`); the
 * bench keeps the full browser (scripts/bench/browser.mjs), as a visitor's.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const BROWSER = fs.existsSync( HEADLESS_SHELL )
	? HEADLESS_SHELL
	: '/usr/bin/chromium';

export default defineConfig( {
	testDir: './tests/e2e',
	testMatch: '**/*.spec.ts',
	// One folder per stack, so runs against different stacks (several people in one tree) never
	// wipe each other's traces.
	outputDir: `./test-results/${ new URL( WP_URL ).port || 'default' }`,
	globalSetup: './tests/e2e/support/global-setup.ts',
	// One at a time: the sandbox reset is global (a parallel reset would pull data from under another
	// test), and a second worker on a second stack saved nothing on a 2-core machine (each test took
	// 1.8 times as long; docs/architecture.md "Tests").
	workers: 1,
	fullyParallel: false,
	// A test that fails runs once more, traced (`trace` below); one that passes only then is a flake
	// and fails the run: here (`failOnFlakyTests`) and in npm test's count (scripts/test-all/counts.mjs).
	retries: 1,
	failOnFlakyTests: true,
	forbidOnly: true,
	timeout: 60_000,
	expect: { timeout: 10_000 },
	// `npm test` asks for JSON on the command line (--reporter=json) to count results.
	reporter: 'list',
	use: {
		baseURL: WP_URL,
		// The retry of a failed test records its trace: actions, DOM snapshots, network and
		// console, without the screencast's frames. A first attempt records none: five files took
		// 100-110 s against 130-133 s with every test traced (interleaved runs, 2 December), and
		// 143-154 s when the traces held the screencast's frames too.
		trace: { mode: 'on-first-retry', screenshots: false },
		screenshot: 'only-on-failure',
		locale: 'en-US',
		timezoneId: 'Europe/Berlin',
		launchOptions: {
			executablePath: BROWSER,
			args: [
				'--no-sandbox',
				'--disable-gpu',
				'--disable-background-networking',
				'--disable-component-update',
				'--disable-sync',
				'--no-first-run',
				'--disable-quic',
			],
		},
	},
	projects: [
		{
			name: 'chromium',
			use: { ...devices[ 'Desktop Chrome' ] },
		},
	],
} );
