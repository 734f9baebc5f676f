import { readFileSync } from 'fs';
import { join } from 'path';
import { render, screen } from '@testing-library/react';
import { parse } from 'yaml';
import {
	BACKEND_ERROR_TEXTS,
	BackendErrors,
	backendErrorMessages,
	backendErrorText,
	backendFieldErrors,
} from '.';

const GENERIC = 'Error while submitting the form';

/** The contract's ErrorCode enum, read from the one description of the API. */
function contractErrorCodes(): string[] {
	const yaml = readFileSync(
		join( __dirname, '../../../contract/openapi.yaml' ),
		'utf8'
	);
	const doc = parse( yaml ) as {
		components: { schemas: { ErrorCode: { enum: string[] } } };
	};
	return doc.components.schemas.ErrorCode.enum;
}

describe( 'the static code map', () => {
	it( 'has exactly the codes of the contract’s ErrorCode enum', () => {
		expect( Object.keys( BACKEND_ERROR_TEXTS ).sort() ).toEqual(
			[ ...contractErrorCodes() ].sort()
		);
	} );

	it( 'gives every code a non-empty text, and generic_error the generic one', () => {
		for ( const text of Object.values( BACKEND_ERROR_TEXTS ) ) {
			expect( text().length ).toBeGreaterThan( 0 );
		}
		expect( backendErrorText( 'generic_error' ) ).toBe( GENERIC );
	} );

	it.each( [
		[
			'invalid_credentials',
			'These credentials do not match our records.',
		],
		[ 'required', 'This field is required' ],
		[ 'invalid_email', 'Invalid Email Address' ],
		[ 'password_too_short', 'Password must contain at least 8 characters' ],
		[ 'passwords_do_not_match', 'Passwords must match' ],
		[ 'invalid_verification_link', 'Invalid verification link' ],
	] )( 'maps %s to %p', ( code, text ) => {
		expect( backendErrorText( code ) ).toBe( text );
	} );

	it( 'shows unknown codes (also Object.prototype names) as the generic text', () => {
		expect( backendErrorText( 'no_such_code' ) ).toBe( GENERIC );
		expect( backendErrorText( 'constructor' ) ).toBe( GENERIC );
		expect( backendErrorText( '__proto__' ) ).toBe( GENERIC );
	} );

	it( 'shows free text from the server as it is', () => {
		expect( backendErrorText( 'Server is down for maintenance.' ) ).toBe(
			'Server is down for maintenance.'
		);
	} );
} );

describe( 'backendErrorMessages', () => {
	it( 'accepts a string', () => {
		expect( backendErrorMessages( 'invalid_credentials' ) ).toEqual( [
			'These credentials do not match our records.',
		] );
	} );

	it( 'lists every message of errors (arrays and strings) before message', () => {
		expect(
			backendErrorMessages( {
				status: 422,
				data: {
					message: 'validation_failed',
					errors: {
						email: [ 'invalid_email' ],
						password: 'password_too_short',
						company: [ 'company_required', 'Free text' ],
					},
				},
			} )
		).toEqual( [
			'Invalid Email Address',
			'Password must contain at least 8 characters',
			'The company is required for commercial customers.',
			'Free text',
		] );
	} );

	it( 'uses message when errors is missing or empty', () => {
		expect(
			backendErrorMessages( {
				status: 403,
				data: { message: 'email_not_verified' },
			} )
		).toEqual( [
			'Please confirm your e-mail address first: use the link in the e-mail we sent when you registered.',
		] );
		expect(
			backendErrorMessages( {
				status: 422,
				data: { message: 'invalid_reset_token', errors: {} },
			} )
		).toEqual( [ 'This password reset link is invalid or has expired.' ] );
	} );

	it.each( [
		[
			'a network failure',
			{ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' },
		],
		[
			'a proxy’s HTML error page',
			{
				status: 'PARSING_ERROR',
				originalStatus: 502,
				data: '<html><body><h1>502 Bad Gateway</h1></body></html>',
				error: 'SyntaxError: Unexpected token',
			},
		],
		[
			'a cut JSON body',
			{
				status: 'PARSING_ERROR',
				originalStatus: 200,
				data: '{"message":"validation_fai',
				error: 'SyntaxError: Unterminated string',
			},
		],
		[ 'an empty body', { status: 500, data: null } ],
		[ 'a body without message', { status: 500, data: {} } ],
		[
			'a hostile body',
			{
				status: 500,
				data: { errors: { a: [ 1, {}, null ] }, message: 42 },
			},
		],
		[ 'nothing', undefined ],
	] )( 'falls back to the generic text for %s', ( _label, error ) => {
		expect( backendErrorMessages( error ) ).toEqual( [ GENERIC ] );
	} );

	it( 'shows a repeated message once', () => {
		expect(
			backendErrorMessages( {
				status: 422,
				data: {
					message: 'validation_failed',
					errors: { a: [ 'required' ], b: [ 'required' ] },
				},
			} )
		).toEqual( [ 'This field is required' ] );
	} );
} );

describe( 'backendFieldErrors', () => {
	it( 'gives the first message per field, translated, for the fields asked for', () => {
		const error = {
			status: 422,
			data: {
				message: 'validation_failed',
				errors: {
					firstname: [ '', 'invalid_credentials' ],
					city: 'Stadt fehlt',
					zip: [ 42 ],
					other: [ 'x' ],
				},
			},
		};
		expect(
			backendFieldErrors( error, [ 'firstname', 'city', 'zip' ] )
		).toEqual( {
			firstname: BACKEND_ERROR_TEXTS.invalid_credentials?.(),
			city: 'Stadt fehlt',
		} );
		expect( Object.keys( backendFieldErrors( error ) ) ).toEqual( [
			'firstname',
			'city',
			'other',
		] );
	} );

	it( 'is empty without an errors object', () => {
		expect( backendFieldErrors( { status: 500, data: null } ) ).toEqual(
			{}
		);
		expect( backendFieldErrors( 'generic_error' ) ).toEqual( {} );
		expect(
			backendFieldErrors( { data: { errors: [ 'a' ] } }, [ '0' ] )
		).toEqual( {} );
	} );
} );

describe( '<BackendErrors>', () => {
	it( 'renders each message as a small error text in an alert region', () => {
		render(
			<BackendErrors
				id="errs"
				error={ {
					status: 422,
					data: {
						message: 'validation_failed',
						errors: {
							email: [ 'invalid_email' ],
							password: [ 'required' ],
						},
					},
				} }
			/>
		);
		const region = screen.getByRole( 'alert' );
		expect( region ).toHaveAttribute( 'id', 'errs' );
		const texts = region.querySelectorAll( '.ca-error-text' );
		expect( Array.from( texts, ( node ) => node.textContent ) ).toEqual( [
			'Invalid Email Address',
			'This field is required',
		] );
	} );

	it( 'renders nothing while there is no error', () => {
		render( <BackendErrors id="errs" error={ null } /> );
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
	} );
} );
