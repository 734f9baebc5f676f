/**
 * The one place the app writes to the console: failures the spec says are "only logged"
 * (logout, token refresh, profile picture, dashboard and estate calls).
 *
 * @param context What failed, for the developer reading the console.
 * @param error   The error or failed answer.
 */
export function logFailure( context: string, error: unknown ): void {
	// eslint-disable-next-line no-console -- the spec asks for these failures to be logged, not shown.
	console.warn( `Customer Area: ${ context }`, error );
}
