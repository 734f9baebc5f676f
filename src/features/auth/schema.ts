/**
 * Validation of the account forms. Messages are the product's literals; they are built when a form
 * renders so that they follow the loaded language. See
 * docs/behaviour.md "Backend errors and texts".
 */
import { __ } from '@wordpress/i18n';
import * as Yup from 'yup';
import { EMAIL_PATTERN } from './login-validation';
import { CATEGORY_COMMERCIAL } from '../../config/constants';
import {
	passwordTooShortText,
	RESET_PASSWORD_MIN_LENGTH,
} from '../../components/backend-errors';

const requiredText = () => __( 'This field is required', 'customer-area' );
const invalidEmailText = () => __( 'Invalid Email Address', 'customer-area' );

// The e-mail rule has one text, 'Invalid Email Address', also for an empty field.
const email = () =>
	Yup.string()
		.trim()
		.required( invalidEmailText() )
		.matches( EMAIL_PATTERN, { message: invalidEmailText() } );

const required = () => Yup.string().trim().required( requiredText() );

// A checkbox that must be ticked.
const accepted = () => Yup.boolean().oneOf( [ true ], requiredText() );

/** Register form values. */
export interface RegisterValues {
	category: 'Privatkunde' | 'Unternehmen';
	company: string;
	salutation: string;
	firstName: string;
	lastName: string;
	email: string;
	password: string;
	isOwner: boolean;
	acceptPrivacy: boolean;
	acceptGTC: boolean;
}

/** What the register schema depends on. */
export interface RegisterSchemaOptions {
	/** Whether the terms checkbox is shown (and so must be ticked). */
	requireTerms: boolean;
}

/**
 * Register: e-mail valid; password, salutation, first and last name required; the password has
 * at least 8 characters, as the API demands, so the customer learns the rule before sending
 * (docs/behaviour.md "Backend errors and texts"); company required for Commercial only; privacy
 * accepted; terms accepted only when a terms label is shown.
 *
 * @param options See RegisterSchemaOptions.
 */
export const registerSchema = ( { requireTerms }: RegisterSchemaOptions ) =>
	Yup.object( {
		category: Yup.string().required( requiredText() ),
		company: Yup.string().when( 'category', {
			is: CATEGORY_COMMERCIAL,
			then: () => required(),
		} ),
		salutation: required(),
		firstName: required(),
		lastName: required(),
		email: email(),
		password: Yup.string()
			.required( requiredText() )
			.min( RESET_PASSWORD_MIN_LENGTH, passwordTooShortText() ),
		isOwner: Yup.boolean(),
		acceptPrivacy: accepted(),
		acceptGTC: requireTerms ? accepted() : Yup.boolean(),
	} );

/** Forgot-password form values. */
export interface ForgotValues {
	email: string;
}

/**
 * Forgot password: valid e-mail.
 */
export const forgotSchema = () => Yup.object( { email: email() } );

/** Reset-password form values. */
export interface ResetValues {
	password: string;
	passwordConfirmation: string;
}

/**
 * Reset: password at least 8 characters, confirmation required, both equal.
 */
export const resetSchema = () =>
	Yup.object( {
		password: Yup.string()
			.required( passwordTooShortText() )
			.min( RESET_PASSWORD_MIN_LENGTH, passwordTooShortText() ),
		passwordConfirmation: Yup.string()
			.required( requiredText() )
			.oneOf(
				[ Yup.ref( 'password' ) ],
				__( 'Passwords must match', 'customer-area' )
			),
	} );
