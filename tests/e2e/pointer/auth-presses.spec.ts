/**
 * docs/behaviour.md "A press is never lost" in the account forms: login, registration, forgot
 * password and reset password. After leaving each field of the inventory (the tables below) the
 * submit button is pressed at its centre and 4 px below its top edge, in three lanes at once (1280
 * px with a mouse, 375 px with a mouse and with a finger): the button must not move from the press
 * to the release, the click must reach it, and the submit must show every message of the form and
 * move focus to the first invalid field. Two parts, each in a lane of its own at each width (see
 * press.ts): the login, forgot-password and reset pages, and the registration; between cases the
 * form is mounted afresh by switching views (or routes) and back without a pointer.
 */
import { test } from '../support/fixtures';
import { expectPressesAfterEachField } from './forms';
import { INVALID_EMAIL, REQUIRED, type FormCase } from './inventory';
import { expectPartsInLanes, run, type Lane } from './press';

/*
 * The inventory of the account forms: the fields whose blur shows a message, and every message
 * of a submit of the untouched form. The customer type and 'I am a property owner' show nothing.
 */

const TOO_SHORT = 'Password must contain at least 8 characters';

const LOGIN: FormCase = {
	name: 'login',
	submit: 'Sign In Now',
	fields: [
		{
			label: 'Email',
			entry: { type: 'not-an-email' },
			blurShows: INVALID_EMAIL,
		},
		{ label: 'Password', entry: 'focus', blurShows: REQUIRED },
	],
	atRest: [
		{ label: 'Email', message: INVALID_EMAIL },
		{ label: 'Password', message: REQUIRED },
	],
};

const REGISTRATION: FormCase = {
	name: 'registration',
	submit: 'Register Now',
	fields: [
		{
			label: 'Company',
			entry: 'focus',
			blurShows: REQUIRED,
			variant: 'commercial',
		},
		{ label: 'Salutation', entry: 'focus', blurShows: REQUIRED },
		{ label: 'First Name', entry: 'focus', blurShows: REQUIRED },
		{ label: 'Last Name', entry: 'focus', blurShows: REQUIRED },
		{
			label: 'Email Address',
			entry: { type: 'not-an-email' },
			blurShows: INVALID_EMAIL,
		},
		{ label: 'Password', entry: { type: 'short' }, blurShows: TOO_SHORT },
		{
			label: 'I accept the privacy policy.',
			entry: 'focus',
			blurShows: REQUIRED,
		},
	],
	atRest: [
		{ label: 'Company', message: REQUIRED, variant: 'commercial' },
		{ label: 'Salutation', message: REQUIRED },
		{ label: 'First Name', message: REQUIRED },
		{ label: 'Last Name', message: REQUIRED },
		{ label: 'Email Address', message: INVALID_EMAIL },
		{ label: 'Password', message: REQUIRED },
		{ label: 'I accept the privacy policy.', message: REQUIRED },
	],
};

const FORGOT_PASSWORD: FormCase = {
	name: 'forgot password',
	submit: 'Request Now',
	fields: [
		{
			label: 'Email',
			entry: { type: 'not-an-email' },
			blurShows: INVALID_EMAIL,
		},
	],
	atRest: [ { label: 'Email', message: INVALID_EMAIL } ],
};

const RESET_PASSWORD: FormCase = {
	name: 'reset password',
	submit: 'Save Password',
	fields: [
		{ label: 'Password', entry: { type: 'short' }, blurShows: TOO_SHORT },
		{
			label: 'Confirm Password',
			entry: { type: 'other' },
			blurShows: 'Passwords must match',
		},
	],
	atRest: [
		{ label: 'Password', message: TOO_SHORT },
		{ label: 'Confirm Password', message: REQUIRED },
	],
};

/**
 * The login, the forgot-password view and the reset page in one lane.
 *
 * @param lane The lane.
 */
async function expectPressesOnLoginForgotAndReset( lane: Lane ) {
	const { page, name } = lane;
	await page.goto( '/customer-area/#/login' );
	await run( page, [ { aim: LOGIN.submit } ], `${ name }: login` );
	await expectPressesAfterEachField( lane, LOGIN, [
		{ click: 'Create Account' },
		{ click: 'Back to Login' },
		// A view switch moves focus to the view's title; typing waits for it.
		{ wait: { focused: 'Sign In' } },
	] );

	await run(
		page,
		[
			{ click: 'Forgot Password?' },
			{ wait: { focused: 'Forgot Password?' } },
			{ aim: FORGOT_PASSWORD.submit },
		],
		`${ name }: forgot password`
	);
	await expectPressesAfterEachField( lane, FORGOT_PASSWORD, [
		{ click: 'Back to Login' },
		{ click: 'Forgot Password?' },
		{ wait: { focused: 'Forgot Password?' } },
	] );

	const resetRoute =
		'#/reset-password?email=owner%40example.com&token=not-checked-before-a-valid-submit';
	await page.goto( `/customer-area/${ resetRoute }` );
	await run( page, [ { aim: RESET_PASSWORD.submit } ], `${ name }: reset` );
	await expectPressesAfterEachField( lane, RESET_PASSWORD, [
		{ hash: '#/login' },
		{ gone: RESET_PASSWORD.submit },
		{ hash: resetRoute },
		// A route change moves focus to the new page's heading; typing waits for it.
		{ wait: { focused: 'Reset Password' } },
	] );
}

/**
 * The registration in one lane.
 *
 * @param lane The lane.
 */
async function expectPressesOnRegistration( lane: Lane ) {
	const { page, name } = lane;
	await page.goto( '/customer-area/#/login' );
	await run(
		page,
		[
			{ click: 'Create Account' },
			{ wait: { focused: 'Register' } },
			{ aim: REGISTRATION.submit },
		],
		`${ name }: registration`
	);
	await expectPressesAfterEachField(
		lane,
		REGISTRATION,
		[
			{ click: 'Back to Login' },
			{ click: 'Create Account' },
			{ wait: { focused: 'Register' } },
		],
		[ { check: 'Commercial' } ]
	);
}

test.describe( 'account forms', () => {
	test( 'login, registration, forgot and reset password: a press right after leaving a field reaches the submit button, at 1280 px and at 375 px, by mouse and by finger', async ( {
		browser,
	} ) => {
		await expectPartsInLanes( browser, [
			( lane ) => expectPressesOnLoginForgotAndReset( lane ),
			( lane ) => expectPressesOnRegistration( lane ),
		] );
	} );
} );
