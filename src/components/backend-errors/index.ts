/**
 * The backend-error display and the static code → literal map (spec 1 section 8, decision 16).
 */
export { BackendErrors, type BackendErrorsProps } from './backend-errors';
export {
	backendErrorMessages,
	backendErrorText,
	backendFieldErrors,
} from './backend-error-messages';
export {
	BACKEND_ERROR_TEXTS,
	genericErrorText,
	passwordTooShortText,
} from './backend-error-texts';
export { RESET_PASSWORD_MIN_LENGTH } from './constants';
