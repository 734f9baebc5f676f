/**
 * Business constants from spec 1 section 9 and the decisions in the spec README.
 */

/** `{crm}` in `/api/{crm}/fields` and `/api/{crm}/countries` (decision 11). */
export const CRM = 'onoffice';

/** Name of the cookie that carries the bearer token (spec 1 section 9). */
export const TOKEN_COOKIE = 'laravel_user_token';

/** Lifetime of a remembered token cookie and of every server token: 2 hours. */
export const TOKEN_LIFETIME_MS = 2 * 60 * 60 * 1000;

/** The token is refreshed this long before it expires (decision 21). */
export const TOKEN_REFRESH_LEAD_MS = 10 * 60 * 1000;

/** …but only when the customer did something within this window (decision 21). */
export const ACTIVITY_WINDOW_MS = 15 * 60 * 1000;

/** Languages the plugin ships; English is the source language (decision 6). */
export const SUPPORTED_LANGUAGES = [ 'en', 'de' ] as const;

/** A supported language code. */
export type Language = ( typeof SUPPORTED_LANGUAGES )[ number ];

/** Default language (spec 1 section 9). */
export const DEFAULT_LANGUAGE: Language = 'en';

/** WPML's language cookie (design card). */
export const WPML_LANGUAGE_COOKIE = 'wp-wpml_current_language';

/** Registration categories (spec 1 section 9). */
export const CATEGORY_PRIVATE = 'Privatkunde';
/** Registration category for commercial customers. */
export const CATEGORY_COMMERCIAL = 'Unternehmen';

/** Feature flag sent with login/registration when a forward link is configured (decision 18). */
export const FEATURE_SECRET_SALE = 'secret_sale';

/** Toast default life (spec 1 section 9). */
export const TOAST_LIFE_MS = 3000;

/** Menu type-ahead resets after this pause (spec 1 section 9, decision 25). */
export const TYPEAHEAD_RESET_MS = 500;

/** Sidebar/drawer switch: the extra-large width (decision 25). */
export const XL_BREAKPOINT_PX = 1200;

/**
 * True in production builds (webpack replaces `process.env.NODE_ENV`); development builds and tests
 * are not. The link rule for plain `http:` depends on it (docs/behaviour.md "Safe links and CRM HTML").
 */
export const IS_PRODUCTION_BUILD = process.env.NODE_ENV === 'production';

/** Storage key of the persisted auth state. */
export const AUTH_STORAGE_KEY = 'customer-area:auth';
