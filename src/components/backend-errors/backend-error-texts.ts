/**
 * The static map from backend error code to a translatable literal. The codes are
 * the contract's `ErrorCode` enum (`contract/openapi.yaml`); a test keeps both in step. Each entry
 * is a function so that the text is translated when shown, after the language is loaded.
 */
import { __, sprintf } from '@wordpress/i18n';
import { RESET_PASSWORD_MIN_LENGTH } from './constants';

/** The text of 'generic_error' and of every unknown code. */
export const genericErrorText = (): string =>
	__( 'Error while submitting the form', 'customer-area' );

/** Text of the password minimum (8 characters, on reset and registration). */
export const passwordTooShortText = (): string =>
	sprintf(
		/* translators: %d: minimum number of characters of a password. */
		__( 'Password must contain at least %d characters', 'customer-area' ),
		RESET_PASSWORD_MIN_LENGTH
	);

/** Code → literal, for every code of the contract. */
export const BACKEND_ERROR_TEXTS: Readonly< Record< string, () => string > > = {
	generic_error: genericErrorText,
	unauthenticated: () =>
		__(
			'Your session has expired. Please sign in again.',
			'customer-area'
		),
	invalid_credentials: () =>
		__( 'These credentials do not match our records.', 'customer-area' ),
	email_not_verified: () =>
		__(
			'Please confirm your e-mail address first: use the link in the e-mail we sent when you registered.',
			'customer-area'
		),
	too_many_attempts: () =>
		__(
			'Too many login attempts. Please try again later.',
			'customer-area'
		),
	validation_failed: () => __( 'Please check your input.', 'customer-area' ),
	missing_broker_url: () =>
		__( 'The request is missing the broker URL.', 'customer-area' ),
	missing_requested_with: () =>
		__(
			'The request is missing the X-Requested-With header.',
			'customer-area'
		),
	invalid_verification_link: () =>
		__( 'Invalid verification link', 'customer-area' ),
	verification_link_expired: () =>
		__( 'This verification link has expired.', 'customer-area' ),
	invalid_reset_token: () =>
		__(
			'This password reset link is invalid or has expired.',
			'customer-area'
		),
	forbidden: () => __( 'You are not allowed to do this.', 'customer-area' ),
	feature_disabled: () =>
		__(
			'This feature is not available for this property.',
			'customer-area'
		),
	invalid_signature: () =>
		__( 'This link is invalid or has expired.', 'customer-area' ),
	not_found: () => __( 'Not found.', 'customer-area' ),
	estate_not_found: () =>
		__( 'The property was not found.', 'customer-area' ),
	field_not_found: () => __( 'Field not found in module', 'customer-area' ),
	no_permitted_values: () =>
		__( 'No permitted values found', 'customer-area' ),
	required: () => __( 'This field is required', 'customer-area' ),
	invalid_value: () => __( 'This value is not valid.', 'customer-area' ),
	unknown_field: () => __( 'This field cannot be changed.', 'customer-area' ),
	invalid_email: () => __( 'Invalid Email Address', 'customer-area' ),
	passwords_do_not_match: () => __( 'Passwords must match', 'customer-area' ),
	invalid_salutation: () =>
		__( 'Please choose a valid salutation.', 'customer-area' ),
	invalid_category: () =>
		__( 'Please choose Individual or Commercial.', 'customer-area' ),
	company_required: () =>
		__(
			'The company is required for commercial customers.',
			'customer-area'
		),
	invalid_callback_url: () =>
		__( 'The callback URL is not valid.', 'customer-area' ),
	title_is_number: () => __( 'Title cannot be a number', 'customer-area' ),
	firstname_invalid: () =>
		__(
			'Firstname cannot contain numbers or invalid characters',
			'customer-area'
		),
	lastname_invalid: () =>
		__(
			'Lastname cannot contain numbers or invalid characters',
			'customer-area'
		),
	invalid_zip: () =>
		__( 'ZIP code must be between 4 and 10 digits', 'customer-area' ),
	state_invalid: () =>
		__(
			'State cannot contain numbers or invalid characters',
			'customer-area'
		),
	invalid_date: () => __( 'Please enter a valid date.', 'customer-area' ),
	birthday_in_future: () =>
		__( 'The birthday cannot be in the future.', 'customer-area' ),
	income_not_number: () => __( 'Income must be a number', 'customer-area' ),
	invalid_url: () => __( 'Please enter a valid URL', 'customer-area' ),
	invalid_country: () =>
		__( 'Please choose a valid country.', 'customer-area' ),
	number_out_of_range: () =>
		__( 'The number is out of range.', 'customer-area' ),
	file_required: () => __( 'Please choose a file.', 'customer-area' ),
	invalid_file_type: () =>
		__(
			'Invalid file type, allowed file types: pdf, png, jpg, jpeg, gif.',
			'customer-area'
		),
	file_too_large: () =>
		__(
			'Invalid file size, file size should be smaller than 128 MB.',
			'customer-area'
		),
	file_content_mismatch: () =>
		__( 'The file content does not match its file type.', 'customer-area' ),
	password_too_short: passwordTooShortText,
	invalid_document_attribute: () =>
		__(
			'This document type does not exist for the property.',
			'customer-area'
		),
};
