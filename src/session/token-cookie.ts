/**
 * The token cookie: the source of truth for the bearer token. `laravel_user_token`, Path=/, Secure,
 * SameSite=Strict on a single site (the name and path of the page's session scope on a network,
 * src/config/session-scope.ts); 2 hours when "Remember me" is ticked, a session cookie otherwise.
 * See docs/behaviour.md "Session token, refresh and remember me".
 */
import Cookies from 'universal-cookie';
import { currentSessionScope } from '../config/config';
import { TOKEN_LIFETIME_MS } from '../config/constants';

const cookies = () =>
	new Cookies( null, { path: currentSessionScope().cookiePath } );

/**
 * Reads the token from the cookie.
 */
export function readTokenCookie(): string | null {
	const value: unknown = cookies().get( currentSessionScope().tokenCookie, {
		doNotParse: true,
	} );
	return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * Writes the token cookie.
 *
 * @param token    The bearer token.
 * @param remember True keeps the cookie for 2 hours; false makes it end with the browser.
 * @param now      Current time (injectable for tests).
 */
export function writeTokenCookie(
	token: string,
	remember: boolean,
	now: number = Date.now()
): void {
	const { tokenCookie, cookiePath } = currentSessionScope();
	cookies().set( tokenCookie, token, {
		path: cookiePath,
		secure: true,
		sameSite: 'strict',
		...( remember ? { expires: new Date( now + TOKEN_LIFETIME_MS ) } : {} ),
	} );
}

/**
 * Deletes the token cookie.
 */
export function deleteTokenCookie(): void {
	const { tokenCookie, cookiePath } = currentSessionScope();
	cookies().remove( tokenCookie, {
		path: cookiePath,
		secure: true,
		sameSite: 'strict',
	} );
}
