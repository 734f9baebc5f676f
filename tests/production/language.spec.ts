/**
 * The WPML cookie on a page from the cache: the cached copy was made for a visitor without the
 * cookie (English), and a visitor whose cookie says German gets that same copy. The area shows
 * German, and a MutationObserver, installed before the page's first byte is parsed, records the
 * roots' text at every change: at no moment does a root hold an English text whose German
 * translation differs (docs/behaviour.md "Language").
 */
import { ROOT_SELECTOR, WP_URL, expect, test } from '../e2e/support/fixtures';
import { untranslatedEnglish } from '../e2e/support/catalogue';
import { WPML_COOKIE } from '../e2e/language/support';
import { emptyCache, expectVerdicts, logMark } from './support/cache';

const AREA = '/customer-area/';

/** One recorded moment of a root: its whole text and each of its text nodes, trimmed. */
interface Moment {
	text: string;
	items: string[];
}

test( 'a German WPML cookie on the cached English page: German from the first moment on', async ( {
	browser,
	page,
} ) => {
	emptyCache();
	const mark = logMark();
	// An English visitor fills the cache.
	await page.goto( AREA );
	await expect(
		page
			.locator( ROOT_SELECTOR )
			.first()
			.getByRole( 'button', { name: 'Sign In Now' } )
	).toBeVisible();

	const context = await browser.newContext();
	await context.addCookies( [
		{ name: WPML_COOKIE, value: 'de', url: WP_URL },
	] );
	await context.addInitScript( ( selector ) => {
		const moments: Array< { text: string; items: string[] } > = [];
		( window as unknown as { caMoments: typeof moments } ).caMoments =
			moments;
		const record = () => {
			for ( const root of Array.from(
				document.querySelectorAll( selector )
			) ) {
				const items: string[] = [];
				const walker = document.createTreeWalker(
					root,
					NodeFilter.SHOW_TEXT
				);
				for (
					let node = walker.nextNode();
					node;
					node = walker.nextNode()
				) {
					const value = ( node.textContent ?? '' ).trim();
					if ( value ) {
						items.push( value );
					}
				}
				const text = root.textContent ?? '';
				if ( moments[ moments.length - 1 ]?.text !== text ) {
					moments.push( { text, items } );
				}
			}
		};
		new MutationObserver( record ).observe( document, {
			subtree: true,
			childList: true,
			characterData: true,
		} );
	}, ROOT_SELECTOR );
	const german = await context.newPage();
	await german.goto( AREA );
	const root = german.locator( ROOT_SELECTOR ).first();
	await expect(
		root.getByRole( 'button', { name: 'Jetzt anmelden' } )
	).toBeVisible();
	await expectVerdicts( mark, AREA, [ 'miss', 'hit' ] );

	const moments = await german.evaluate(
		() => ( window as unknown as { caMoments: Moment[] } ).caMoments
	);
	expect( moments.length, 'moments recorded' ).toBeGreaterThan( 0 );
	const english = untranslatedEnglish( 'de_DE' );
	const shown = moments.flatMap( ( moment, index ) =>
		english
			.filter( ( text ) =>
				text.shows( {
					text: moment.text,
					items: new Set( moment.items ),
				} )
			)
			.map( ( text ) => `moment ${ index }: "${ text.english }"` )
	);
	expect( shown, 'English texts a root held' ).toEqual( [] );
	await context.close();
} );
