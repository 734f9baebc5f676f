/**
 * The auth container as the account-access tests render it, with the auth handlers answering, and
 * the form steps those tests share.
 */
import { screen } from '@testing-library/react';
import type { AuthContainerProps } from '../../../src/features/auth';
import { AuthContainer } from '../../../src/features/auth/container';
import { authHandlers } from './handlers';
import { renderWithProviders } from '../render-with-providers';
import { server } from '../server';

/** Options of `renderWithProviders`. */
export type RenderAuthOptions = Parameters< typeof renderWithProviders >[ 1 ];

/**
 * Renders the container on the login view (or `props.initialView`) with a spy for the redirect
 * home; returns the render, the calls the API received and the spy.
 *
 * @param props   Container props to change.
 * @param options Route, configuration, embed and state.
 */
export function renderLogin(
	props: Partial< AuthContainerProps > = {},
	options: RenderAuthOptions = {}
) {
	const { handlers, calls } = authHandlers();
	server.use( ...handlers );
	const onRedirectHome = jest.fn();
	const view = renderWithProviders(
		<AuthContainer
			initialView="login"
			onRedirectHome={ onRedirectHome }
			{ ...props }
		/>,
		options
	);
	return { ...view, calls, onRedirectHome };
}

/** A userEvent instance of a rendered tree. */
type User = ReturnType< typeof renderLogin >[ 'user' ];

/**
 * Types the credentials into the login form and clicks 'Sign In Now'.
 *
 * @param user     The tree's userEvent.
 * @param email    The address to type.
 * @param password The password to type.
 */
export async function fillAndSubmitLogin(
	user: User,
	email = 'owner@example.com',
	password = 'demo1234'
) {
	await user.type( screen.getByLabelText( /^Email/ ), email );
	await user.type( screen.getByLabelText( /^Password/ ), password );
	await user.click( screen.getByRole( 'button', { name: 'Sign In Now' } ) );
}

/**
 * Renders the container on the register view, once its submit button is there; returns the
 * render and the calls the API received.
 *
 * @param props   Container props to change.
 * @param options Route, configuration, embed and state.
 */
export async function renderRegister(
	props: Partial< AuthContainerProps > = {},
	options: RenderAuthOptions = {}
) {
	const { handlers, calls } = authHandlers();
	server.use( ...handlers );
	const view = renderWithProviders(
		<AuthContainer initialView="register" { ...props } />,
		options
	);
	await screen.findByRole( 'button', {
		name: props.registerLabel || 'Register Now',
	} );
	return { ...view, calls };
}

/**
 * The control labelled `label`.
 *
 * @param label Its label text or pattern.
 */
export const field = ( label: RegExp | string ) =>
	screen.getByLabelText( label );

/**
 * Fills every required field of the register form with valid values.
 *
 * @param user The tree's userEvent.
 */
export async function fillValidRegistration( user: User ) {
	await screen.findByRole( 'option', { name: 'Frau' } );
	await user.selectOptions( field( /^Salutation/ ), 'Frau' );
	await user.type( field( /^First Name/ ), 'Erika' );
	await user.type( field( /^Last Name/ ), 'Mustermann' );
	await user.type( field( /^Email Address/ ), 'erika@example.com' );
	await user.type( field( /^Password/ ), 'Secret123' );
	await user.click(
		screen.getByRole( 'checkbox', { name: /privacy policy/ } )
	);
}

/**
 * Clicks the register form's submit button.
 *
 * @param user  The tree's userEvent.
 * @param label The button's label.
 */
export const submitRegistration = ( user: User, label = 'Register Now' ) =>
	user.click( screen.getByRole( 'button', { name: label } ) );
