/**
 * Playwright for the `multisite` suite: tests/multisite/ on a subdirectory network of two brokers
 * on the production stack (Varnish → Apache → PHP-FPM). The global setup starts that network on
 * ports of its own and stops it afterwards (docs/architecture.md "Hosting, caches and multisite").
 */
import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { multisitePorts } from './tests/multisite/support/ports';

const { varnish } = multisitePorts();

export default defineConfig( {
	...base,
	testDir: './tests/multisite',
	outputDir: `./test-results/${ varnish }`,
	globalSetup: './tests/multisite/support/global-setup.ts',
	use: { ...base.use, baseURL: `http://127.0.0.1:${ varnish }` },
} );
