/**
 * The sandbox's limits and lifetimes, in one place.
 */

/** The largest upload the API accepts, in bytes (128 MB as the product defines it). */
export const MAX_UPLOAD_BYTES = 128_000_000;
/** Upload extensions allowed; the content must match the extension as well. */
export const UPLOAD_EXTENSIONS = [ 'pdf', 'png', 'jpg', 'jpeg', 'gif' ];
/** Lifetime of a bearer token. */
export const TOKEN_TTL_MS = 2 * 60 * 60 * 1000;
/** How long a replaced token keeps working after refresh-token. */
export const REFRESH_GRACE_MS = 60 * 1000;
/** Failed logins allowed per e-mail and client address within `LOGIN_WINDOW_MS`. */
export const LOGIN_MAX_FAILURES = 5;
/** The window of the login rate limit. */
export const LOGIN_WINDOW_MS = 60 * 1000;
/** Lifetime of verification links and reset tokens. */
export const LINK_TTL_MS = 60 * 60 * 1000;
/** Lifetime of a temporary valuation's estate token. */
export const ESTATE_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
/** Lifetime of a signed profile-picture URL, in seconds. */
export const PICTURE_TTL_S = 5 * 60;
/** Lifetime of a signed document download URL, in seconds. */
export const DOWNLOAD_TTL_S = 60 * 60;
