/**
 * Three Jest projects: the React app in a browser-like environment, the sandbox API in Node, and
 * the scripts' pure helpers (the i18n checks) in Node.
 *
 * `jest-fixed-jsdom` is jsdom with Node's fetch, streams and TextEncoder restored, which MSW 2 and
 * RTK Query's fetchBaseQuery need.
 */
const shared = {
	transform: { '^.+\\.(mjs|[jt]sx?)$': 'babel-jest' },
	moduleFileExtensions: [ 'ts', 'tsx', 'js', 'jsx', 'mjs', 'json' ],
	// Playwright's specs (the e2e suite and the production stack's two suites) run under Playwright.
	testPathIgnorePatterns: [
		'/node_modules/',
		'/build/',
		'/tests/e2e/',
		'/tests/production/',
		'/tests/multisite/',
	],
	// Several of MSW's dependencies ship only ES modules (.mjs); Babel turns those into CommonJS
	// for Jest, while ordinary CommonJS packages are left untouched.
	transformIgnorePatterns: [
		'/node_modules/(?!until-async/).+\\.(js|jsx|cjs|json)$',
	],
};

module.exports = {
	// Form tests type whole forms with userEvent (2–3 s each on an idle machine); on a busy 2-core
	// machine 5 s timed some of them out, so they get more room, not fewer steps. No test asserts a
	// duration (timings belong to `npm run bench`). Jest reads the timeout only here, at the top: a
	// project's own `testTimeout` is ignored.
	testTimeout: 20000,
	// One worker per core. Jest's default (cores − 1) ran the suite in a single worker on the 2-core
	// CI machines: 2 workers halve it (about 7.5 → 3.7 minutes), as most of the time is rendering.
	maxWorkers: '100%',
	// A worker still running 0.5 s (Jest's default) after it was told to end is killed with "A
	// worker process has failed to exit gracefully", which reads as a leaked timer or handle.
	// Measured on a busy 2-core machine after the network-fault suites (the parent's request and
	// exit events, the workers' own `beforeExit` and `exit`): the workers' event loops were empty
	// and `exit` came 1–6 ms after the request, but the processes themselves ended only 0.8–0.9 s
	// after it. Five seconds lets them end; a worker that really leaks is still reported.
	workerGracefulExitTimeout: 5000,
	projects: [
		{
			...shared,
			displayName: 'web',
			testEnvironment: 'jest-fixed-jsdom',
			testEnvironmentOptions: {
				url: 'https://broker.example/customer-area/',
				customExportConditions: [ '' ],
			},
			// Component and unit tests sit beside their code in src/; the reliability suites and the
			// support they share (tests/support/, imported as `@test-support/…`, the alias tsconfig.json
			// declares too) live outside src/, so the app's own code cannot reach them.
			roots: [ '<rootDir>/src', '<rootDir>/tests' ],
			setupFilesAfterEnv: [ '<rootDir>/tests/support/setup-tests.ts' ],
			moduleNameMapper: {
				'\\.(css|scss)$': '<rootDir>/tests/support/style-stub.js',
				'^@test-support/(.*)$': '<rootDir>/tests/support/$1',
			},
		},
		{
			...shared,
			displayName: 'sandbox',
			testEnvironment: 'node',
			roots: [ '<rootDir>/sandbox' ],
		},
		{
			...shared,
			displayName: 'scripts',
			testEnvironment: 'node',
			roots: [ '<rootDir>/scripts' ],
		},
	],
};
