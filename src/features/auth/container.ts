/**
 * The sign-in container (login, registration and forgot-password views), loaded lazily: the
 * valuation wizard and the signed-in screens never show it, so their first views do without it
 * and its form library.
 */
export { AuthContainer } from './components/auth-container';
