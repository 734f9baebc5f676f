/**
 * The one place the app writes to the console: failures that are only logged, never shown
 * (logout, token refresh, profile picture, dashboard and estate calls). logNotice() below is the
 * other: the page's set-up, for the site's developer.
 *
 * @param context What failed, for the developer reading the console.
 * @param error   The error or failed answer.
 */
export function logFailure( context: string, error: unknown ): void {
	// eslint-disable-next-line no-console -- these failures are logged for developers, not shown to customers.
	console.warn( `Customer Area: ${ context }`, error );
}

/**
 * Tells the developer reading the console about the page's set-up (e.g. an embed that stays empty).
 *
 * @param message What the page does, and why.
 */
export function logNotice( message: string ): void {
	// eslint-disable-next-line no-console -- a set-up notice for the site's developer, not shown to customers.
	console.warn( `Customer Area: ${ message }` );
}
