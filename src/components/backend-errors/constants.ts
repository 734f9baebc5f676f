/**
 * Limits shared by the front-end validation and the backend-error texts.
 */

/** Password minimum on reset and registration: 8 characters. */
export const RESET_PASSWORD_MIN_LENGTH = 8;
