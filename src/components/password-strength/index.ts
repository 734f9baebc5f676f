/**
 * Password strength: levels, the overlay and its open/close behaviour.
 */
export {
	passwordStrength,
	STRENGTH_BAR_WIDTH,
	MEDIUM_MIN_LENGTH,
	STRONG_MIN_LENGTH,
	RATED_MIN_LENGTH,
	type StrengthLevel,
} from './strength';
export {
	PasswordStrength,
	strengthLabel,
	type PasswordStrengthProps,
	type StrengthWording,
} from './password-strength';
export {
	useStrengthOverlay,
	type StrengthOverlay,
} from './use-strength-overlay';
