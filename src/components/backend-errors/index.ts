/**
 * The backend-error display and the static code → literal map (docs/behaviour.md
 * "Backend errors and texts").
 */
export { BackendErrors } from './backend-errors';
export {
	backendErrorMessages,
	backendErrorText,
	backendFieldErrors,
} from './backend-error-messages';
export {
	BACKEND_ERROR_TEXTS,
	passwordTooShortText,
} from './backend-error-texts';
export { RESET_PASSWORD_MIN_LENGTH } from './constants';
