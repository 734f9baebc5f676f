/**
 * Business constants: the values docs/behaviour.md "Formats and limits" lists, and the names
 * the customer area shares with the API and other plugins.
 */

/** `{crm}` in `/api/{crm}/fields` and `/api/{crm}/countries` (docs/behaviour.md "Calls and headers"). */
export const CRM = 'onoffice';

/** Name of the cookie that carries the bearer token (docs/behaviour.md "Session token, refresh and remember me"). */
export const TOKEN_COOKIE = 'laravel_user_token';

/** Lifetime of a remembered token cookie and of every server token: 2 hours. */
export const TOKEN_LIFETIME_MS = 2 * 60 * 60 * 1000;

/** The token is refreshed this long before it expires. */
export const TOKEN_REFRESH_LEAD_MS = 10 * 60 * 1000;

/** …but only when the customer did something within this window. */
export const ACTIVITY_WINDOW_MS = 15 * 60 * 1000;

/** A shipped language's code; the languages are defined once, in languages/languages.json. */
export type { Language } from './languages';

/** WPML's language cookie, read first (docs/behaviour.md "Language"). */
export const WPML_LANGUAGE_COOKIE = 'wp-wpml_current_language';

/** Polylang's language cookie, read after WPML's (see docs/behaviour.md "Language"). */
export const POLYLANG_LANGUAGE_COOKIE = 'pll_language';

/** Registration category for individuals. */
export const CATEGORY_PRIVATE = 'Privatkunde';
/** Registration category for commercial customers. */
export const CATEGORY_COMMERCIAL = 'Unternehmen';

/** Feature flag sent with login/registration when a forward link is in force (docs/behaviour.md "Forward link and secret sale"). */
export const FEATURE_SECRET_SALE = 'secret_sale';

/** How long a toast stays. */
export const TOAST_LIFE_MS = 3000;

/** Menu type-ahead resets after this pause (docs/behaviour.md "Shell, menu and avatar"). */
export const TYPEAHEAD_RESET_MS = 500;

/** Sidebar/drawer switch: the extra-large width (docs/behaviour.md "Shell, menu and avatar"). */
export const XL_BREAKPOINT_PX = 1200;

/**
 * True in production builds (webpack replaces `process.env.NODE_ENV`); development builds and tests
 * are not. The link rule for plain `http:` depends on it (docs/behaviour.md "Safe links and CRM HTML").
 */
export const IS_PRODUCTION_BUILD = process.env.NODE_ENV === 'production';

/**
 * A single site's storage key of the stored auth state (docs/behaviour.md "Stored auth state"); a
 * network's sites scope it (`storageKey( 'auth' )` in config.ts).
 */
export const AUTH_STORAGE_KEY = 'customer-area:auth';
