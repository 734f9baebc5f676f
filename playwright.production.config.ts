/**
 * Playwright for the `production` suite: the journeys of tests/production/ through Varnish →
 * Apache → PHP-FPM (scripts/lib/production/). The global setup starts that stack on ports of its
 * own (CA_TEST_WP_PORT + 4, + 5, + 6) and stops it afterwards; `npm test` runs it as the suite
 * `production` (docs/architecture.md "Hosting, caches and multisite").
 */
import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { productionPorts } from './tests/production/support/ports';

const { varnish } = productionPorts();

export default defineConfig( {
	...base,
	testDir: './tests/production',
	outputDir: `./test-results/${ varnish }`,
	globalSetup: './tests/production/support/global-setup.ts',
	use: { ...base.use, baseURL: `http://127.0.0.1:${ varnish }` },
} );
