/**
 * Validation of the login form without Yup: the login view is part of the visitor's first view, and
 * these two rules do not justify shipping a schema library in it (Yup loads with the lazy register,
 * forgot-password and reset screens).
 */
import { __ } from '@wordpress/i18n';
import type { FormikErrors } from 'formik';

/**
 * The e-mail rule the API applies (a local part, an `@` and a dotted domain), so the forms never
 * accept what the server refuses.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Login form values. */
export interface LoginValues {
	/** The address as typed. */
	email: string;
	/** The password as typed. */
	password: string;
	/** 'Remember me'. */
	remember: boolean;
}

/**
 * Login: a valid e-mail address ('Invalid Email Address', also when empty: the e-mail rule has only
 * that text) and a password of at least one character.
 *
 * @param values The form values.
 */
export function validateLogin(
	values: LoginValues
): FormikErrors< LoginValues > {
	const errors: FormikErrors< LoginValues > = {};
	const email = values.email.trim();
	if ( ! EMAIL_PATTERN.test( email ) ) {
		errors.email = __( 'Invalid Email Address', 'customer-area' );
	}
	// Passwords are not trimmed: spaces may be part of them.
	if ( values.password === '' ) {
		errors.password = __( 'This field is required', 'customer-area' );
	}
	return errors;
}
