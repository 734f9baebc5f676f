/**
 * The one typed accessor of the configuration WordPress hands the browser
 * (`wp_localize_script( 'customer-area', 'customerAreaConfig', … )`). Nothing else reads `window`
 * for configuration.
 */
import { isObject } from '../lib/is-object';
import type { LinkPolicy } from '../lib/safe-url';
import { IS_PRODUCTION_BUILD } from './constants';
import { isSupportedLanguage, type Language } from './languages';
import {
	parseSessionScope,
	scopedStorageKey,
	type SessionScope,
} from './session-scope';
import { SetupError } from './setup-error';

/** The four views of the auth container. */
export type AuthView =
	'login' | 'register' | 'forgot-password' | 'secret-sale-notice';

/** Every auth view. */
export const AUTH_VIEWS: readonly AuthView[] = [
	'login',
	'register',
	'forgot-password',
	'secret-sale-notice',
];

/** The attributes of one embed (shortcode or block). */
export interface EmbedOptions {
	/** Visitors get the valuation wizard (`is-leadgen`). */
	isLeadgen: boolean;
	/** The view the sign-in box starts on (`initial-view`); '' for the default (sign in). */
	initialView: AuthView | '';
	/** Only the sign-in box (`popup`). */
	popup: boolean;
	/** Registration does not ask whether the customer owns a property (`hide-owner-checkbox`). */
	hideOwnerCheckbox: boolean;
	/** Text of the register button (`register-label`); '' for the default. */
	registerLabel: string;
	/** Text of the back-to-sign-in link (`back-label`); '' for the default. */
	backLabel: string;
	/** A popup still goes to the customer area after sign-in (`force-redirect`). */
	forceRedirect: boolean;
	/** Per-embed forward link (`forward-link`); same site only. */
	forwardLink: string;
}

/** The plugin settings as the browser receives them. */
export interface PluginConfig {
	apiBase: string;
	geocoderUrl: string;
	ooEstateOfficer: number | null;
	ooAddressOfficer: number | null;
	privacyPolicyUrl: string;
	termsLabel: string;
	termsUrl: string;
	forceForwardLink: string;
	/**
	 * Permalink of the page that holds the full area (the 'Customer area page' setting, else the
	 * page found automatically); `''` when the site has none.
	 */
	customerAreaUrl: string;
	/** The language setting: 'auto' (follow the site) or a shipped language's code. */
	language: 'auto' | Language;
	siteOrigin: string;
	/** The site's locale (WordPress's get_locale(), e.g. `de_CH`), the same for every visitor. */
	siteLocale: string;
	pluginVersion: string;
	/**
	 * The note of the 'opened the reporting view' log entry, in the site's language (the broker
	 * reads it in the CRM); `''` when the page gave none. The same for every visitor.
	 */
	reportingVisitNote: string;
	embeds: Record< string, EmbedOptions >;
}

/** Attributes of an embed the config does not mention. */
export const DEFAULT_EMBED: EmbedOptions = {
	isLeadgen: false,
	initialView: '',
	popup: false,
	hideOwnerCheckbox: false,
	registerLabel: '',
	backLabel: '',
	forceRedirect: false,
	forwardLink: '',
};

const str = ( value: unknown ): string =>
	typeof value === 'string' ? value : '';

const bool = ( value: unknown ): boolean =>
	value === true || value === 'true' || value === '1' || value === 1;

const positiveIntOrNull = ( value: unknown ): number | null => {
	const n = typeof value === 'string' ? Number( value ) : value;
	return typeof n === 'number' && Number.isInteger( n ) && n > 0 ? n : null;
};

/**
 * Normalises one embed's attributes, falling back to the defaults for anything missing or malformed.
 *
 * @param raw The embed entry of the localized config.
 */
export function parseEmbed( raw: unknown ): EmbedOptions {
	if ( ! isObject( raw ) ) {
		return { ...DEFAULT_EMBED };
	}
	const view = str( raw.initialView );
	return {
		isLeadgen: bool( raw.isLeadgen ),
		initialView: ( AUTH_VIEWS as readonly string[] ).includes( view )
			? ( view as AuthView )
			: '',
		popup: bool( raw.popup ),
		hideOwnerCheckbox: bool( raw.hideOwnerCheckbox ),
		registerLabel: str( raw.registerLabel ),
		backLabel: str( raw.backLabel ),
		forceRedirect: bool( raw.forceRedirect ),
		forwardLink: str( raw.forwardLink ),
	};
}

/**
 * True for an embed that is the full area: neither a popup nor the valuation wizard (the same rule
 * the 'Customer area page' setting detects pages by).
 *
 * @param embed An embed's attributes.
 */
export function isFullArea( embed: EmbedOptions ): boolean {
	return ! embed.popup && ! embed.isLeadgen;
}

/**
 * Validates the raw localized object and returns the typed configuration.
 *
 * @param  raw `window.customerAreaConfig` as printed by WordPress.
 * @throws {SetupError} When the object is missing or has no usable API base.
 */
export function parseConfig( raw: unknown ): PluginConfig {
	if ( ! isObject( raw ) ) {
		throw new SetupError(
			'Customer Area: the configuration (window.customerAreaConfig) is missing.'
		);
	}
	const apiBase = str( raw.apiBase ).replace( /\/+$/, '' );
	if ( ! /^https?:\/\//.test( apiBase ) ) {
		throw new SetupError(
			'Customer Area: the API base URL is not configured (Settings → Customer Area).'
		);
	}
	const language = str( raw.language );
	const embeds: Record< string, EmbedOptions > = {};
	if ( isObject( raw.embeds ) ) {
		for ( const [ id, embed ] of Object.entries( raw.embeds ) ) {
			embeds[ id ] = parseEmbed( embed );
		}
	}
	return {
		apiBase,
		geocoderUrl: str( raw.geocoderUrl ),
		ooEstateOfficer: positiveIntOrNull( raw.ooEstateOfficer ),
		ooAddressOfficer: positiveIntOrNull( raw.ooAddressOfficer ),
		privacyPolicyUrl: str( raw.privacyPolicyUrl ),
		termsLabel: str( raw.termsLabel ),
		termsUrl: str( raw.termsUrl ),
		forceForwardLink: str( raw.forceForwardLink ),
		customerAreaUrl: str( raw.customerAreaUrl ),
		language: isSupportedLanguage( language ) ? language : 'auto',
		siteOrigin: str( raw.siteOrigin ),
		siteLocale: str( raw.siteLocale ),
		pluginVersion: str( raw.pluginVersion ),
		reportingVisitNote: str( raw.reportingVisitNote ).trim(),
		embeds,
	};
}

declare global {
	interface Window {
		customerAreaConfig?: unknown;
		wp?: { i18n?: { __?: unknown } };
	}
}

/**
 * Reads and validates the configuration WordPress printed into the page. `siteOrigin` is always
 * set: without the setting it is the page's own origin.
 *
 * @throws {SetupError} When the configuration or WordPress' translation functions are missing.
 */
export function readPageConfig(): PluginConfig {
	if ( typeof window.wp?.i18n?.__ !== 'function' ) {
		throw new SetupError(
			'Customer Area: the WordPress translation functions (wp.i18n) are missing.'
		);
	}
	const config = parseConfig( window.customerAreaConfig );
	return {
		...config,
		siteOrigin: config.siteOrigin || window.location.origin,
	};
}

/**
 * The API base this page is configured with, normalised as `parseConfig` does; `''` when the page
 * has no usable configuration. For helpers that need only the base and must never throw (the link
 * policy below).
 */
export function pageApiBase(): string {
	try {
		return parseConfig( window.customerAreaConfig ).apiBase;
	} catch {
		return '';
	}
}

/**
 * The session's scope on this page (`session` of the configuration, src/config/session-scope.ts);
 * the single site's scope when the page has no usable configuration. Never throws.
 */
export function currentSessionScope(): SessionScope {
	const raw: unknown = window.customerAreaConfig;
	return parseSessionScope( isObject( raw ) ? raw.session : undefined );
}

/**
 * A storage key of this page's site (`scopedStorageKey` with the page's scope), e.g. `auth`.
 *
 * @param name The key's own part.
 * @return The key.
 */
export function storageKey( name: string ): string {
	return scopedStorageKey( name, currentSessionScope() );
}

/**
 * This page's policy for links from data (`LinkPolicy`, src/lib/safe-url.ts): the build mode, and
 * the API base from the page's configuration. The helpers in `lib/` take it as an argument, so that
 * they read neither the configuration nor the build. It lives beside the configuration's reader, in
 * the entry's own chunk, so that every lazy chunk shares it.
 */
export function currentLinkPolicy(): LinkPolicy {
	return { production: IS_PRODUCTION_BUILD, apiBase: pageApiBase() };
}
