/**
 * Thrown when the page does not give the app what it needs to start:
 * the localized configuration or the WordPress translation functions are missing.
 */
export class SetupError extends Error {
	/**
	 * @param message What is missing, in English for the site's developer console.
	 */
	constructor( message: string ) {
		super( message );
		this.name = 'SetupError';
	}
}
