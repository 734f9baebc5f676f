/**
 * The pre-rendered first screens: text only, in every view, and the very markup the app's views
 * render for their opening text (the build writes these files; the budgets suite proves the built
 * ones current). A view whose first-screen text changes without the shared component changing
 * with it fails here.
 */
import { screen, waitFor } from '@testing-library/react';
import { authHandlers } from '@test-support/auth/handlers';
import { renderWithProviders } from '@test-support/render-with-providers';
import { server } from '@test-support/server';
import { renderWizard } from '@test-support/wizard/render-wizard';
import { AuthContainer } from '../../features/auth/components/auth-container';
import type { AuthView } from '../../config/config';
import { FIRST_VIEWS } from './first-views';
import { renderFirstView, renderFirstViews } from './render';

/**
 * Parses pre-rendered HTML.
 *
 * @param html The HTML.
 */
function parse( html: string ): HTMLElement {
	const holder = document.createElement( 'div' );
	holder.innerHTML = html;
	return holder.firstElementChild as HTMLElement;
}

/**
 * An element's markup without what ties it to the running app (ids, focus).
 *
 * @param element The element.
 */
function appFree( element: Element ): string {
	const copy = element.cloneNode( true ) as Element;
	for ( const node of [ copy, ...copy.querySelectorAll( '*' ) ] ) {
		for ( const name of [ 'id', 'tabindex', 'aria-labelledby' ] ) {
			node.removeAttribute( name );
		}
		// The same inline style, as the DOM and as React's server output write it.
		if ( node instanceof HTMLElement && node.style.length > 0 ) {
			node.setAttribute( 'style', node.style.cssText );
		}
	}
	return copy.outerHTML;
}

describe( 'pre-rendered first screens', () => {
	it.each( FIRST_VIEWS )(
		'%s holds text only: nothing to focus, type, submit or announce, no id',
		( view ) => {
			const root = parse( renderFirstView( view, 'en' ) );
			expect( root ).toHaveClass( 'ca-app', 'customer-area-first-view' );
			expect( root ).toHaveAttribute( 'lang', 'en' );
			expect( root.textContent?.trim() ).not.toBe( '' );
			expect(
				root.querySelectorAll(
					'form, input, button, select, textarea, a, [id], [tabindex], [aria-live], [role="status"], [role="alert"]'
				)
			).toHaveLength( 0 );
		}
	);

	it( 'renders every view in every catalogue it is given, in that catalogue', () => {
		const files = renderFirstViews( [
			{ key: 'en', language: 'en' },
			{
				key: 'de_DE',
				language: 'de',
				messages: {
					'': { domain: 'customer-area' },
					'Sign In': [ 'Anmelden' ],
				},
			},
		] );
		expect( Object.keys( files ) ).toHaveLength( FIRST_VIEWS.length * 2 );
		expect( files[ 'login.de_DE.html' ] ).toContain(
			'<h2 class="ca-auth__title">Anmelden</h2>'
		);
		expect( files[ 'login.en.html' ] ).toContain(
			'<h2 class="ca-auth__title">Sign In</h2>'
		);
	} );

	it.each< AuthView >( [
		'login',
		'register',
		'secret-sale-notice',
		'forgot-password',
	] )( 'the %s view opens with its pre-rendered text', async ( view ) => {
		server.use( ...authHandlers().handlers );
		renderWithProviders( <AuthContainer initialView={ view } />, {
			withRouter: true,
		} );
		const title = await screen.findByRole( 'heading', { level: 2 } );
		const frame = title.closest( '.ca-auth__view' ) as HTMLElement;
		const pre = parse( renderFirstView( view, 'en' ) ).querySelector(
			'.ca-auth__view'
		) as HTMLElement;
		expect( frame.className ).toBe( pre.className );
		const opening = Array.from( pre.children, ( child ) =>
			appFree( child )
		);
		expect(
			Array.from( frame.children )
				.slice( 0, opening.length )
				.map( appFree )
		).toEqual( opening );
	} );

	it( 'the wizard opens with its pre-rendered title, progress and first question', async () => {
		renderWizard();
		const heading = await screen.findByRole( 'heading', { level: 2 } );
		const wizard = heading.closest( '.ca-wizard' ) as HTMLElement;
		const pre = parse( renderFirstView( 'wizard', 'en' ) );
		for ( const selector of [
			'.ca-page__title',
			'.ca-wizard__progress',
			'.ca-wizard__heading',
		] ) {
			expect( appFree( wizard.querySelector( selector )! ) ).toBe(
				appFree( pre.querySelector( selector )! )
			);
		}
		await waitFor( () =>
			expect( wizard.querySelector( '.ca-spinner' ) ).toBeNull()
		);
	} );
} );
