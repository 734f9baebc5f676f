/**
 * The one place the app writes to the console: failures that are only logged, never shown
 * (logout, token refresh, profile picture, dashboard and estate calls).
 *
 * @param context What failed, for the developer reading the console.
 * @param error   The error or failed answer.
 */
export function logFailure( context: string, error: unknown ): void {
	// eslint-disable-next-line no-console -- these failures are logged for developers, not shown to customers.
	console.warn( `Customer Area: ${ context }`, error );
}
