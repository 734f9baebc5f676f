/**
 * MSW handlers for the account-access tests: login, registration, password recovery, the
 * salutation metadata and e-mail verification. Each records the bodies it received so that tests
 * can assert the exact payload a screen sent.
 */
import { http, HttpResponse } from 'msw';
import { api } from '../server';
import { TEST_API } from '../test-config';

/** A token as the API issues it (at least 20 characters). */
export const TEST_TOKEN = 'token-0123456789abcdef0123456789';

/** Salutation metadata as `GET /api/onoffice/fields?modules[]=address&fieldList[]=Anrede` answers. */
export const salutationFields = {
	'address.Anrede': {
		label: 'Anrede',
		permittedvalues: { Herr: 'Herr', Frau: 'Frau', Firma: 'Firma' },
	},
};

/** A verification URL the API would put into the mail. */
export const TEST_VERIFICATION_URL = `${ TEST_API }/api/email/verify/12/${ 'a'.repeat(
	40
) }?expires=1900000000&signature=${ 'b'.repeat( 64 ) }`;

/** Bodies the auth handlers received, in order. */
export interface RecordedCalls {
	login: unknown[];
	register: unknown[];
	forgot: unknown[];
	reset: unknown[];
	verify: string[];
	/** Authorization headers seen on the auth calls (must all be null: skipAuth). */
	authorization: Array< string | null >;
}

/**
 * Creates handlers answering success, plus the record of what they received.
 */
export function authHandlers() {
	const calls: RecordedCalls = {
		login: [],
		register: [],
		forgot: [],
		reset: [],
		verify: [],
		authorization: [],
	};
	const handlers = [
		http.post( api( 'user/login' ), async ( { request } ) => {
			calls.authorization.push( request.headers.get( 'Authorization' ) );
			calls.login.push( await request.json() );
			return HttpResponse.json( {
				token: TEST_TOKEN,
				message: 'login_success',
			} );
		} ),
		http.post( api( 'user/register' ), async ( { request } ) => {
			calls.authorization.push( request.headers.get( 'Authorization' ) );
			calls.register.push( await request.json() );
			return HttpResponse.json(
				{ message: 'registration_success' },
				{ status: 201 }
			);
		} ),
		http.post( api( 'user/forgot-password' ), async ( { request } ) => {
			calls.authorization.push( request.headers.get( 'Authorization' ) );
			calls.forgot.push( await request.json() );
			return HttpResponse.json( { message: 'reset_link_sent' } );
		} ),
		http.post( api( 'user/reset-password' ), async ( { request } ) => {
			calls.authorization.push( request.headers.get( 'Authorization' ) );
			calls.reset.push( await request.json() );
			return HttpResponse.json( { message: 'password_reset' } );
		} ),
		http.get( api( 'onoffice/fields' ), () =>
			HttpResponse.json( salutationFields )
		),
		http.get( `${ TEST_API }/api/email/verify/*`, ( { request } ) => {
			calls.authorization.push( request.headers.get( 'Authorization' ) );
			calls.verify.push( request.url );
			return HttpResponse.json( { message: 'email_verified' } );
		} ),
	];
	return { handlers, calls };
}
