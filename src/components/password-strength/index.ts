/**
 * Password strength: levels, the overlay and its open/close behaviour.
 */
export { PasswordStrength, type StrengthWording } from './password-strength';
export { useStrengthOverlay } from './use-strength-overlay';
