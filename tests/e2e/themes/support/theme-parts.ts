/**
 * The theme's own parts around the customer area, to prove that the plugin's styles change nothing
 * outside its roots (docs/styles.md "Theme-proof styles"): the theme's header, navigation,
 * page title and footer, and the page's `html` and `body`, must have exactly the same computed
 * styles, every property, on the customer area page as on a plain page of the same title.
 */
import type { Page } from '@playwright/test';
import { ROOT_SELECTOR } from '../../support/fixtures';
import { ensurePage } from '../../support/wordpress';

/** The plain page: the area page's title, a paragraph for content. */
export const PLAIN_PAGE = '/theme-plain-page/';

/** The theme's parts around the content, in classic and block themes. */
const THEME_PARTS = [
	'header',
	'[role="banner"]',
	'#masthead',
	'nav',
	'.wp-block-navigation',
	'.wp-block-site-title',
	'.wp-block-post-title',
	'.entry-title',
	'.entry-header',
	'footer',
	'[role="contentinfo"]',
	'#colophon',
].join( ', ' );

/** Element key → property → computed value. */
export type PageStyles = Record< string, Record< string, string > >;

/**
 * The computed styles of `html`, `body` and every element of the theme's parts, keyed by their
 * path from `body` (tags, classes but those with a post's id, `aria-current` and position among
 * their siblings).
 *
 * @param page The page.
 */
export function themeStyles( page: Page ): Promise< PageStyles > {
	return page.evaluate(
		( { parts, roots } ) => {
			const keyOf = ( element: Element ): string => {
				const steps: string[] = [];
				for (
					let node: Element | null = element;
					node && node !== document.body;
					node = node.parentElement
				) {
					const index = node.parentElement
						? Array.from( node.parentElement.children ).indexOf(
								node
							)
						: 0;
					const current = node.getAttribute( 'aria-current' );
					// Classes that carry a post's id (`post-12`, `page-id-12`) differ by page.
					steps.unshift(
						`${ node.tagName.toLowerCase() }${ Array.from(
							node.classList
						)
							.filter( ( name ) => ! /\d/.test( name ) )
							.sort()
							.map( ( name ) => `.${ name }` )
							.join( '' ) }${
							current ? `[aria-current=${ current }]` : ''
						}:${ index }`
					);
				}
				return steps.join( ' > ' ) || element.tagName.toLowerCase();
			};
			const read = ( element: Element ) => {
				const style = getComputedStyle( element );
				const values: Record< string, string > = {};
				for ( let i = 0; i < style.length; i++ ) {
					const property = style.item( i );
					values[ property ] = style.getPropertyValue( property );
				}
				return values;
			};
			const elements = new Set< Element >( [
				document.documentElement,
				document.body,
			] );
			for ( const part of document.querySelectorAll( parts ) ) {
				if ( part.closest( roots ) ) {
					continue;
				}
				elements.add( part );
				part.querySelectorAll( '*' ).forEach( ( child ) =>
					elements.add( child )
				);
			}
			const out: Record< string, Record< string, string > > = {};
			for ( const element of elements ) {
				out[
					element === document.documentElement
						? 'html'
						: keyOf( element )
				] = read( element );
			}
			return out;
		},
		{ parts: THEME_PARTS, roots: ROOT_SELECTOR }
	);
}

/** Properties of `html` and `body` that follow the content's height, not any style. */
const FOLLOW_THE_CONTENT = [
	'height',
	'block-size',
	'perspective-origin',
	'transform-origin',
];

/**
 * Compares the theme's parts on a page with the area with the plain page: the properties that
 * differ on elements both have, one line each, and the share of the plain page's elements the area
 * page has too (the current page's menu entry differs by design).
 *
 * @param plain The plain page's styles.
 * @param area  The area page's styles.
 */
export function compareThemeParts( plain: PageStyles, area: PageStyles ) {
	const differences: string[] = [];
	const unshared: string[] = [];
	for ( const [ key, expected ] of Object.entries( plain ) ) {
		const actual = area[ key ];
		if ( ! actual ) {
			unshared.push( key );
			continue;
		}
		for ( const [ property, value ] of Object.entries( expected ) ) {
			if (
				( key === 'html' || key === 'body' ) &&
				FOLLOW_THE_CONTENT.includes( property )
			) {
				continue;
			}
			if ( actual[ property ] !== value ) {
				differences.push(
					`${ key } ${ property }: ${ value } on the plain page, ${ actual[ property ] } with the area`
				);
			}
		}
	}
	const total = Object.keys( plain ).length;
	return {
		differences,
		unshared,
		share: ( total - unshared.length ) / total,
	};
}

/**
 * Creates the plain page (the same in every theme, so once per run).
 */
export function ensurePlainPage(): void {
	ensurePage(
		'theme-plain-page',
		'Customer Area',
		'<!-- wp:paragraph --><p>A page without the customer area.</p><!-- /wp:paragraph -->'
	);
}
