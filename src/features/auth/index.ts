/**
 * Public entry of the auth feature (stub until the account-access issue lands).
 */
export { AuthContainer } from './components/auth-container';
export type { AuthContainerProps } from './components/auth-container';
