/**
 * Two Jest projects: the React app in a browser-like environment and the sandbox API in Node.
 *
 * `jest-fixed-jsdom` is jsdom with Node's fetch, streams and TextEncoder restored, which MSW 2 and
 * RTK Query's fetchBaseQuery need.
 */
const shared = {
	transform: { '^.+\\.[jt]sx?$': 'babel-jest' },
	moduleFileExtensions: [ 'ts', 'tsx', 'js', 'jsx', 'json' ],
	testPathIgnorePatterns: [ '/node_modules/', '/build/', '/tests/e2e/' ],
};

module.exports = {
	projects: [
		{
			...shared,
			displayName: 'web',
			testEnvironment: 'jest-fixed-jsdom',
			testEnvironmentOptions: {
				url: 'https://broker.example/customer-area/',
				customExportConditions: [ '' ],
			},
			roots: [ '<rootDir>/src' ],
			setupFilesAfterEnv: [ '<rootDir>/src/testing/setup-tests.ts' ],
			moduleNameMapper: {
				'\\.(css|scss)$': '<rootDir>/src/testing/style-stub.js',
			},
		},
		{
			...shared,
			displayName: 'sandbox',
			testEnvironment: 'node',
			roots: [ '<rootDir>/sandbox' ],
		},
	],
};
