/**
 * Framing in a real browser: a page on another origin frames the customer area page and a plain
 * page of the site. Chromium refuses the area page (Content-Security-Policy: frame-ancestors
 * 'self'), shows the plain page, and shows the area page when the site frames it itself.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Frame, Page } from '@playwright/test';
import { ROOT_SELECTOR, WP_URL, expect, test } from '../support/fixtures';

/** A page that frames the area page and the site's front page. */
const FRAMING_PAGE = `<!doctype html><html lang="en"><title>Framing page</title>
	<iframe id="area" title="Customer area" src="${ WP_URL }/customer-area/" width="800" height="600"></iframe>
	<iframe id="plain" title="Front page" src="${ WP_URL }/" width="800" height="600"></iframe>`;

/**
 * Serves the framing page from another origin: a server of its own on 127.0.0.1 and another
 * port. (A page Playwright answers itself counts as public to Chromium, which then refuses to
 * frame any loopback page at all, so the headers could not be told apart.)
 *
 * @return The server's origin and how to stop it.
 */
async function otherOrigin(): Promise< {
	origin: string;
	stop: () => Promise< void >;
} > {
	const server = http.createServer( ( _request, response ) => {
		response.writeHead( 200, { 'Content-Type': 'text/html' } );
		response.end( FRAMING_PAGE );
	} );
	await new Promise< void >( ( resolve ) =>
		server.listen( 0, '127.0.0.1', resolve )
	);
	const { port } = server.address() as AddressInfo;
	return {
		origin: `http://127.0.0.1:${ port }`,
		stop: () =>
			new Promise< void >( ( resolve ) =>
				server.close( () => resolve() )
			),
	};
}

/**
 * The frame of an iframe of the framing page.
 *
 * @param page The framing page.
 * @param id   The iframe's id.
 */
async function frameOf( page: Page, id: string ): Promise< Frame > {
	const frame = await page.locator( `#${ id }` ).elementHandle();
	const content = await frame?.contentFrame();
	expect( content, `#${ id } has no frame` ).toBeTruthy();
	return content as Frame;
}

test.describe( 'framing the customer area', () => {
	// Chromium logs the refusal itself as a console error of the framing page.
	test.use( {
		allowedConsoleErrors: [
			/^console\.error: Framing '[^']*' violates the following Content Security Policy directive: "frame-ancestors 'self'"\. The request has been blocked\./,
		],
	} );

	test( 'another origin cannot frame the area page, but may frame a plain page', async ( {
		page,
	} ) => {
		const other = await otherOrigin();
		try {
			await page.goto( `${ other.origin }/partner.html` );
			// The plain page loads in its frame: framing as such works.
			await expect(
				page.frameLocator( '#plain' ).locator( '.wp-site-blocks' )
			).toBeVisible();
			// The area page's frame holds Chromium's error page, not the area.
			const area = await frameOf( page, 'area' );
			await expect.poll( () => area.url() ).toMatch( /^chrome-error:/ );
			await expect(
				page.frameLocator( '#area' ).locator( ROOT_SELECTOR )
			).toHaveCount( 0 );
		} finally {
			await other.stop();
		}
	} );

	test( 'the site itself may frame the area page', async ( { page } ) => {
		await page.route( `${ WP_URL }/framed-by-the-site.html`, ( route ) =>
			route.fulfill( { contentType: 'text/html', body: FRAMING_PAGE } )
		);
		await page.goto( `${ WP_URL }/framed-by-the-site.html` );

		await expect(
			page.frameLocator( '#area' ).getByRole( 'heading', {
				name: 'Sign In',
			} )
		).toBeVisible( { timeout: 30_000 } );
		expect( ( await frameOf( page, 'area' ) ).url() ).toBe(
			`${ WP_URL }/customer-area/`
		);
	} );
} );
