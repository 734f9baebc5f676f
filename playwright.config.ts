/**
 * Playwright: end-to-end tests in Debian's Chromium against a real WordPress and the sandbox API.
 *
 * `npm test` starts the stack itself and passes WP_URL / API_URL / WP_ROOT. Run directly
 * (`npx playwright test`) without WP_URL, the global setup starts the `test` instance
 * (WordPress 8090, sandbox 8091) and stops it afterwards. A browser is never downloaded.
 */
import { defineConfig, devices } from '@playwright/test';

/** The WordPress instance the tests visit; the default is the one the global setup starts. */
const WP_URL =
	process.env.WP_URL ??
	`http://127.0.0.1:${ process.env.CA_TEST_WP_PORT ?? 8090 }`;

export default defineConfig( {
	testDir: './tests/e2e',
	testMatch: '**/*.spec.ts',
	// One folder per stack, so runs against different stacks (several people in one tree) never
	// wipe each other's traces.
	outputDir: `./test-results/${ new URL( WP_URL ).port || 'default' }`,
	globalSetup: './tests/e2e/support/global-setup.ts',
	// One at a time: the sandbox reset is global (a parallel reset would pull data from under another
	// test), and `php -S` serves one request at a time anyway.
	workers: 1,
	fullyParallel: false,
	retries: 0,
	forbidOnly: true,
	timeout: 60_000,
	expect: { timeout: 10_000 },
	// `npm test` asks for JSON on the command line (--reporter=json) to count results.
	reporter: 'list',
	use: {
		baseURL: WP_URL,
		trace: 'retain-on-failure',
		screenshot: 'only-on-failure',
		locale: 'en-US',
		timezoneId: 'Europe/Berlin',
		launchOptions: {
			executablePath: '/usr/bin/chromium',
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
