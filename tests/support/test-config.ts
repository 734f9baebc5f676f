/**
 * The configuration tests run with: an API on its own origin, a site on another.
 */
import {
	DEFAULT_EMBED,
	type EmbedOptions,
	type PluginConfig,
} from '../../src/config/config';

/** API base of the tests (MSW answers here). */
export const TEST_API = 'https://api.example';

/** The site origin of the tests (jsdom's URL). */
export const TEST_SITE = 'https://broker.example';

/**
 * A plugin configuration with test values.
 *
 * @param overrides Fields to change.
 */
export function testConfig(
	overrides: Partial< PluginConfig > = {}
): PluginConfig {
	return {
		apiBase: TEST_API,
		geocoderUrl: 'https://geo.example/search',
		ooEstateOfficer: 7,
		ooAddressOfficer: 9,
		privacyPolicyUrl: `${ TEST_SITE }/privacy/`,
		termsLabel: '',
		termsUrl: '',
		forceForwardLink: '',
		customerAreaUrl: '',
		language: 'en',
		siteOrigin: TEST_SITE,
		siteLocale: 'en_US',
		pluginVersion: '0.0.0-test',
		reportingVisitNote: '',
		embeds: {},
		...overrides,
	};
}

/**
 * Embed attributes for tests.
 *
 * @param overrides Attributes to change.
 */
export function testEmbed(
	overrides: Partial< EmbedOptions > = {}
): EmbedOptions {
	return { ...DEFAULT_EMBED, ...overrides };
}
