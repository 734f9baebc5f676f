/**
 * The signed-in shell: the drawer on a phone width, the sidebar on a desktop width, the
 * profile card with the owner's picture, and type-ahead in the menu. Axe-checked on every screen.
 */
import {
	DEMO_PASSWORD,
	OWNER_EMAIL,
	ROOT_SELECTOR,
	expect,
	expectNoAxeViolations,
	signIn,
	test,
	watchLateWork,
} from '../support/fixtures';

test.describe( 'shell on a phone (375 px)', () => {
	test.use( { viewport: { width: 375, height: 812 } } );

	test( 'the menu button opens the drawer; Escape closes it and focus returns, an entry closes it and focus goes to the new heading', async ( {
		page,
		freshSandbox,
	} ) => {
		void freshSandbox;
		await signIn( page, OWNER_EMAIL, DEMO_PASSWORD );
		const root = page.locator( ROOT_SELECTOR ).first();
		await expect(
			root.getByRole( 'button', { name: 'Menu', exact: true } )
		).toBeVisible();
		// While the drawer is open the rest of the page is hidden from the accessibility tree,
		// so the button is tracked by its class from here on.
		const menuButton = root.locator( '.ca-shell__menu-button' );
		await expect( root.locator( '.ca-shell__title' ) ).toHaveText(
			'Dashboard'
		);
		// No sidebar below 1200 px.
		await expect( root.getByRole( 'navigation' ) ).toHaveCount( 0 );
		await expectNoAxeViolations( page, 'dashboard (phone)' );

		await menuButton.click();
		const drawer = page.getByRole( 'dialog', { name: 'Menu' } );
		await expect( drawer ).toBeVisible();
		await expect( menuButton ).toHaveAttribute( 'aria-expanded', 'true' );
		const dashboard = drawer.getByRole( 'link', { name: 'Dashboard' } );
		await expect( dashboard ).toBeFocused();
		await expect( dashboard ).toHaveAttribute( 'aria-current', 'page' );
		await expect( drawer.getByText( 'Dr. Otto Owner' ) ).toBeVisible();
		await expect( drawer.getByText( OWNER_EMAIL ) ).toBeVisible();
		await expect( drawer.getByTestId( 'avatar-picture' ) ).toHaveJSProperty(
			'complete',
			true
		);
		await expectNoAxeViolations( page, 'menu drawer (phone)' );

		await page.keyboard.press( 'Escape' );
		await expect( drawer ).toBeHidden();
		await expect( menuButton ).toBeFocused();

		await menuButton.click();
		await page
			.getByRole( 'dialog', { name: 'Menu' } )
			.getByRole( 'link', { name: 'Profile' } )
			.click();
		await expect( page.getByRole( 'dialog' ) ).toHaveCount( 0 );
		await expect( page ).toHaveURL( /#\/profile$/ );
		await expect( root.locator( '.ca-shell__title' ) ).toHaveText(
			'Profile'
		);
		await expect(
			root.getByRole( 'heading', { name: 'Profile', level: 1 } )
		).toBeFocused();
		await expect( menuButton ).not.toBeFocused();
		await expectNoAxeViolations( page, 'profile (phone)' );
	} );
} );

test.describe( 'shell on a desktop (1280 px)', () => {
	test.use( { viewport: { width: 1280, height: 900 } } );

	test( 'the sidebar shows the profile card and the menu; the current entry is marked', async ( {
		page,
		freshSandbox,
	} ) => {
		void freshSandbox;
		await signIn( page, OWNER_EMAIL, DEMO_PASSWORD );
		const root = page.locator( ROOT_SELECTOR ).first();
		const nav = root.getByRole( 'navigation', { name: 'Customer area' } );
		await expect( nav ).toBeVisible();
		await expect(
			root.getByRole( 'button', { name: 'Menu', exact: true } )
		).toHaveCount( 0 );
		await expect( root.getByText( 'Dr. Otto Owner' ) ).toBeVisible();
		// The profile card's picture (the dashboard's broker blocks show avatars too).
		await expect(
			root.locator( '.ca-profile-card' ).getByTestId( 'avatar-picture' )
		).toHaveJSProperty( 'complete', true );
		const dashboard = nav.getByRole( 'link', { name: 'Dashboard' } );
		await expect( dashboard ).toHaveAttribute( 'aria-current', 'page' );
		await expect( dashboard ).toHaveCSS( 'font-weight', '700' );
		await expectNoAxeViolations( page, 'dashboard (desktop)' );

		await nav.getByRole( 'link', { name: 'Profile' } ).click();
		await expect( page ).toHaveURL( /#\/profile$/ );
		await expect(
			nav.getByRole( 'link', { name: 'Profile' } )
		).toHaveAttribute( 'aria-current', 'page' );
		// A sidebar entry keeps focus.
		await expect(
			nav.getByRole( 'link', { name: 'Profile' } )
		).toBeFocused();
		await expect( dashboard ).not.toHaveAttribute( 'aria-current', 'page' );
		await expect( root.locator( '.ca-shell__title' ) ).toHaveText(
			'Profile'
		);
		await expectNoAxeViolations( page, 'profile (desktop)' );
	} );

	test( 'typing a letter in the menu focuses the matching entry; Logout signs out', async ( {
		page,
		freshSandbox,
	} ) => {
		void freshSandbox;
		// The keys below reach Logout within a second: the sign-in's late work (the profile
		// picture) finishes first, or its call meets the ended token and the browser logs a 401.
		const signedIn = watchLateWork( page );
		await signIn( page, OWNER_EMAIL, DEMO_PASSWORD );
		await signedIn.settled();
		// A controllable clock, so the 500 ms type-ahead reset is stepped over, not waited for.
		// Installed once the page has loaded: Playwright's clock replaces `performance` with one
		// that has no entries, and WordPress 7.1's Interactivity API (the theme's navigation
		// block) reads the page's navigation entry while it starts; no real browser lacks it.
		await page.clock.install();
		const nav = page
			.locator( ROOT_SELECTOR )
			.first()
			.getByRole( 'navigation', { name: 'Customer area' } );
		await nav.getByRole( 'link', { name: 'Dashboard' } ).focus();
		await page.keyboard.press( 'p' );
		await expect(
			nav.getByRole( 'link', { name: 'Profile' } )
		).toBeFocused();
		await page.keyboard.press( 'l' );
		// "pl" matches nothing: focus stays.
		await expect(
			nav.getByRole( 'link', { name: 'Profile' } )
		).toBeFocused();
		await page.clock.fastForward( 500 );
		await page.keyboard.press( 'l' );
		const logout = nav.getByRole( 'button', { name: 'Logout' } );
		await expect( logout ).toBeFocused();
		await page.keyboard.press( 'Enter' );
		await expect( page ).toHaveURL( /#\/login$/ );
		await expect(
			page.getByRole( 'navigation', { name: 'Customer area' } )
		).toHaveCount( 0 );
		await expect(
			page
				.locator( ROOT_SELECTOR )
				.first()
				.getByRole( 'button', { name: 'Sign In Now' } )
		).toBeVisible();
	} );
} );
