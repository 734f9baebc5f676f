/**
 * A static-file page cache, emulated as such caching plugins work: a saved copy of the area page,
 * served by an `.htaccess` rewrite, so PHP never runs. The copy loses the headers PHP sends, the
 * framing headers included; with the lines the README gives such a host, it carries them again,
 * and the area works from it (README "Hosting: what a host must know").
 */
import fs from 'fs';
import path from 'path';
import {
	DEMO_PASSWORD,
	OWNER_EMAIL,
	ROOT_SELECTOR,
	WP_ROOT,
	WP_URL,
	expect,
	test,
} from '../e2e/support/fixtures';
import { logInHere } from '../e2e/auth/helpers';
import { APACHE_URL, emptyCache } from './support/cache';
import { get } from './support/http';

const AREA = '/customer-area/';
const HOST = new URL( WP_URL ).host;
const CACHE_DIR = 'wp-content/cache/static-copy';
/** Marks the saved copy, so an answer shows it came from the file, not from PHP. */
const MARKER = '<!-- saved copy of a static-file page cache -->';

/** The rewrite such a cache puts in front of WordPress's own rules. */
const REWRITE = [
	'# BEGIN static copy (production suite)',
	'<IfModule mod_rewrite.c>',
	'RewriteEngine On',
	'RewriteBase /',
	'RewriteCond %{REQUEST_METHOD} GET',
	'RewriteCond %{QUERY_STRING} ^$',
	'RewriteCond %{HTTP:Cookie} !(wordpress_logged_in_|wp-postpass_|comment_author_)',
	`RewriteCond %{DOCUMENT_ROOT}/${ CACHE_DIR }/$1/index.html -f`,
	`RewriteRule ^(.+?)/?$ /${ CACHE_DIR }/$1/index.html [L]`,
	'</IfModule>',
	'# END static copy (production suite)',
	'',
].join( '\n' );

/**
 * The Apache lines the README gives a host with a static-file cache (its first `apache` block).
 *
 * @return The lines.
 */
function readmeHeaderLines(): string {
	const readme = fs.readFileSync(
		path.resolve( __dirname, '..', '..', 'README.md' ),
		'utf8'
	);
	const block = /```apache\n([\s\S]*?)```/.exec( readme )?.[ 1 ];
	expect( block, 'the README’s apache block' ).toBeTruthy();
	return block ?? '';
}

test( 'a saved copy served by a rewrite loses the framing headers; the README’s lines give them back and the area works', async ( {
	page,
	freshSandbox,
} ) => {
	void freshSandbox;
	expect( WP_ROOT, 'WP_ROOT (set by the global setup)' ).toBeTruthy();
	const htaccess = path.join( WP_ROOT, '.htaccess' );
	const original = fs.readFileSync( htaccess, 'utf8' );
	const saved = path.join( WP_ROOT, CACHE_DIR );
	const fromPhp = await get( APACHE_URL, AREA, HOST );
	expect( fromPhp.headers[ 'content-security-policy' ] ).toBe(
		"frame-ancestors 'self'"
	);
	try {
		fs.mkdirSync( path.join( saved, 'customer-area' ), {
			recursive: true,
		} );
		fs.writeFileSync(
			path.join( saved, 'customer-area', 'index.html' ),
			fromPhp.body
				.toString( 'utf8' )
				.replace( '</html>', `${ MARKER }</html>` )
		);
		fs.writeFileSync( htaccess, REWRITE + original );

		const copy = await get( APACHE_URL, AREA, HOST );
		expect( copy.status ).toBe( 200 );
		expect( copy.body.toString( 'utf8' ) ).toContain( MARKER );
		expect( copy.headers[ 'content-security-policy' ] ).toBeUndefined();
		expect( copy.headers[ 'x-frame-options' ] ).toBeUndefined();

		fs.writeFileSync(
			path.join( saved, '.htaccess' ),
			readmeHeaderLines()
		);
		const kept = await get( APACHE_URL, AREA, HOST );
		expect( kept.body.toString( 'utf8' ) ).toContain( MARKER );
		expect( kept.headers[ 'content-security-policy' ] ).toBe(
			fromPhp.headers[ 'content-security-policy' ]
		);
		expect( kept.headers[ 'x-frame-options' ] ).toBe(
			fromPhp.headers[ 'x-frame-options' ]
		);

		// The area works from the copy, through Varnish as well.
		emptyCache();
		const document = page.waitForResponse(
			( response ) => new URL( response.url() ).pathname === AREA
		);
		await page.goto( AREA );
		expect( await ( await document ).text() ).toContain( MARKER );
		await expect(
			page.locator( ROOT_SELECTOR ).first().getByRole( 'button', {
				name: 'Sign In Now',
			} )
		).toBeVisible();
		await logInHere( page, OWNER_EMAIL, DEMO_PASSWORD );
		await expect(
			page
				.locator( ROOT_SELECTOR )
				.first()
				.getByText( 'Hello Otto Owner' )
		).toBeVisible();
	} finally {
		fs.writeFileSync( htaccess, original );
		fs.rmSync( saved, { recursive: true, force: true } );
		emptyCache();
	}
} );
