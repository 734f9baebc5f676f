/**
 * The forward link in force is checked once, so the secret-sale notice, the
 * `feature: 'secret_sale'` flag and the redirect after login all see the same link.
 */
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { testConfig, testEmbed } from '@test-support/test-config';
import {
	customerAreaDashboardUrl,
	customerAreaOf,
	resolveForwardLink,
	SetupProvider,
	useForwardLink,
} from './config-context';

const SITE = 'https://broker.example';

describe( 'resolveForwardLink', () => {
	it.each( [
		[ '/secret-sale/', '', `${ SITE }/secret-sale/` ],
		[ '', `${ SITE }/offers/`, `${ SITE }/offers/` ],
		[ '/embed/', `${ SITE }/setting/`, `${ SITE }/embed/` ],
		[ 'https://evil.example/', '', '' ],
		[ '//evil.example/x', '', '' ],
		[ 'javascript:alert(1)', '', '' ],
		[ '', 'https://evil.example/', '' ],
		[ '', '', '' ],
		// The embed's attribute wins even when it is unusable: an invalid link counts as none.
		[ 'https://evil.example/', `${ SITE }/setting/`, '' ],
	] )( 'embed %p, setting %p → %p', ( embed, setting, expected ) => {
		expect( resolveForwardLink( embed, setting, SITE ) ).toBe( expected );
	} );
} );

describe( 'useForwardLink', () => {
	const wrapper =
		( forwardLink: string, forceForwardLink: string ) =>
		( { children }: { children: ReactNode } ) => (
			<SetupProvider
				value={ {
					config: testConfig( { forceForwardLink } ),
					embed: testEmbed( { forwardLink } ),
					language: 'en',
				} }
			>
				{ children }
			</SetupProvider>
		);

	it( 'answers the checked absolute link', () => {
		const { result } = renderHook( () => useForwardLink(), {
			wrapper: wrapper( '/secret-sale/', '' ),
		} );
		expect( result.current ).toBe( `${ SITE }/secret-sale/` );
	} );

	it( 'answers none for a link to another site', () => {
		const { result } = renderHook( () => useForwardLink(), {
			wrapper: wrapper( 'https://evil.example/', '' ),
		} );
		expect( result.current ).toBe( '' );
	} );
} );

describe( 'where the customer area is', () => {
	it( 'is the page from the setting or its automatic detection: the URL the config carries, plus #/', () => {
		// The browser cannot tell a chosen page from a detected one: both arrive as customerAreaUrl.
		expect(
			customerAreaDashboardUrl( `${ SITE }/customer-area/`, SITE )
		).toBe( `${ SITE }/customer-area/#/` );
		expect(
			customerAreaDashboardUrl( `${ SITE }/?page_id=12`, SITE )
		).toBe( `${ SITE }/?page_id=12#/` );
		expect(
			customerAreaDashboardUrl( `${ SITE }/area/#/profile`, SITE )
		).toBe( `${ SITE }/area/#/` );
	} );

	it.each( [
		'',
		'https://evil.example/customer-area/',
		'//evil.example/',
		'javascript:alert(1)',
	] )( 'is no page for %p', ( url ) => {
		expect( customerAreaDashboardUrl( url, SITE ) ).toBe( '' );
	} );

	it( 'is on this page when this embed or another of the page is the full area', () => {
		const config = testConfig( {
			customerAreaUrl: `${ SITE }/customer-area/`,
		} );
		expect( customerAreaOf( config, testEmbed() ) ).toEqual( {
			onThisPage: true,
			dashboardUrl: `${ SITE }/customer-area/#/`,
		} );
		const popup = testEmbed( { popup: true } );
		expect(
			customerAreaOf(
				{
					...config,
					embeds: { a: popup, b: testEmbed( { isLeadgen: true } ) },
				},
				popup
			).onThisPage
		).toBe( false );
		expect(
			customerAreaOf(
				{ ...config, embeds: { a: popup, b: testEmbed() } },
				popup
			).onThisPage
		).toBe( true );
	} );
} );
