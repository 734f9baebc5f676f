/**
 * Lazily loaded pages of the auth feature (not part of a visitor's first view).
 */
export { ResetPasswordPage } from './components/reset-password-page';
export { VerifyEmailPage } from './components/verify-email-page';
