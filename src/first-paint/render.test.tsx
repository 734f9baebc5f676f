/**
 * The pre-rendered openings: text only, in every view, and the very markup the app's views render
 * for their opening text (the build writes these files; the budgets suite proves the built ones
 * current). A view whose opening changes without the shared component changing with it fails
 * here. And the table the PHP side reads is the app's own rule for every embed.
 */
import { screen, waitFor } from '@testing-library/react';
import { authHandlers } from '@test-support/auth/handlers';
import { renderWithProviders } from '@test-support/render-with-providers';
import { server } from '@test-support/server';
import { renderWizard } from '@test-support/wizard/render-wizard';
import { AuthContainer } from '../features/auth/components/auth-container';
import type { AuthView } from '../config/config';
import { OPENING_VIEWS } from './views';
import { openingViewTable, renderOpening, renderOpenings } from './render';

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

describe( 'pre-rendered openings', () => {
	it.each( OPENING_VIEWS )(
		'%s holds text only: nothing to focus, type, submit or announce, no id',
		( view ) => {
			const root = parse( renderOpening( view, 'en' ) );
			expect( root ).toHaveClass( 'ca-app', 'customer-area-opening' );
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
		const files = renderOpenings( [
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
		expect( Object.keys( files ) ).toHaveLength( OPENING_VIEWS.length * 2 );
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
		const pre = parse( renderOpening( view, 'en' ) ).querySelector(
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
		const pre = parse( renderOpening( 'wizard', 'en' ) );
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

	it( 'tells the PHP side every embed’s view by the app’s own rule', () => {
		const table = openingViewTable();
		// popup, lead-generation, forward link in force: initial view.
		expect( table ).toMatchObject( {
			'000:': 'login',
			'000:register': 'register',
			'001:': 'secret-sale-notice',
			'001:login': 'secret-sale-notice',
			'001:forgot-password': 'forgot-password',
			'010:register': 'wizard',
			'011:': 'wizard',
			'100:': '',
			'110:login': '',
		} );
		expect( Object.keys( table ) ).toHaveLength( 2 * 2 * 2 * 5 );
	} );
} );
