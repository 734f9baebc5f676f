/**
 * What the theme matrix checks on every screen besides the computed styles (style-probe.ts) and
 * axe (support/axe.ts): dialogs and popovers inside a root, nothing shown that carries the
 * `hidden` attribute, headings in the plugin's own type scale, the wizard's information buttons
 * inside their cards and unpainted, no horizontal scroll on a phone, and a screenshot kept for
 * people to look at.
 */
import type { Page, TestInfo } from '@playwright/test';
import { PLUGIN_ROOTS } from './style-probe';

/**
 * The plugin's type scale in px (src/styles/_tokens.scss, `$font-size-*`): every heading of the
 * plugin has one of these sizes, whatever the theme's own headings are.
 */
export const TYPE_SCALE_PX = [ 12, 14, 16, 18, 20, 24, 28 ];

/**
 * Dialogs, popovers and toasts that render outside every plugin root: none may (their styles and
 * axe's check reach only the roots).
 *
 * @param page The page.
 */
export function layersOutsideRoots( page: Page ): Promise< string[] > {
	return page.evaluate( ( roots ) => {
		const layers =
			'[role="dialog"], [role="alertdialog"], [role="tooltip"], [data-radix-popper-content-wrapper], [data-radix-toast-viewport], .ca-toast';
		return Array.from( document.querySelectorAll( layers ) )
			.filter( ( element ) => ! element.closest( roots ) )
			.map(
				( element ) =>
					`${ element.tagName.toLowerCase() }.${ Array.from(
						element.classList
					).join( '.' ) }`
			);
	}, PLUGIN_ROOTS );
}

/**
 * The plugin's headings whose size is not on its type scale.
 *
 * @param page The page.
 */
export function headingsOffScale( page: Page ): Promise< string[] > {
	return page.evaluate(
		( { roots, scale } ) =>
			Array.from(
				document.querySelectorAll(
					`:is(${ roots }) :is(h1, h2, h3, h4, h5, h6)`
				)
			)
				.map( ( heading ) => ( {
					text: ( heading.textContent ?? '' ).trim().slice( 0, 40 ),
					tag: heading.tagName.toLowerCase(),
					size: parseFloat( getComputedStyle( heading ).fontSize ),
				} ) )
				.filter( ( { size } ) => ! scale.includes( size ) )
				.map(
					( { tag, text, size } ) =>
						`${ tag } "${ text }" is ${ size }px, not on the scale ${ scale.join(
							'/'
						) }`
				),
		{ roots: PLUGIN_ROOTS, scale: TYPE_SCALE_PX }
	);
}

/**
 * The wizard cards' information buttons that leave their card or are painted (a background, a
 * border or a shadow at rest): each must sit inside its card as a plain icon.
 *
 * @param page The page, showing wizard cards.
 */
export function infoButtonsOutOfPlace( page: Page ): Promise< string[] > {
	return page.evaluate( ( roots ) => {
		const problems: string[] = [];
		const buttons = document.querySelectorAll< HTMLElement >(
			`:is(${ roots }) .ca-card .ca-toggletip__button`
		);
		buttons.forEach( ( button, index ) => {
			const card = button.closest( '.ca-card' ) as HTMLElement;
			const inner = button.getBoundingClientRect();
			const outer = card.getBoundingClientRect();
			const name = `info button ${ index + 1 } (${
				button.getAttribute( 'aria-label' ) ?? ''
			})`;
			if (
				inner.left < outer.left ||
				inner.right > outer.right ||
				inner.top < outer.top ||
				inner.bottom > outer.bottom
			) {
				problems.push( `${ name } leaves its card` );
			}
			const style = getComputedStyle( button );
			const transparent =
				style.backgroundColor === 'rgba(0, 0, 0, 0)' &&
				style.backgroundImage === 'none';
			if (
				! transparent ||
				parseFloat( style.borderTopWidth ) > 0 ||
				style.boxShadow !== 'none'
			) {
				problems.push(
					`${ name } is painted: background ${ style.backgroundColor }, border ${ style.borderTopWidth }, shadow ${ style.boxShadow }`
				);
			}
		} );
		if ( buttons.length === 0 ) {
			problems.push( 'no information button on a card' );
		}
		return problems;
	}, PLUGIN_ROOTS );
}

/**
 * Elements inside the plugin's roots that carry the `hidden` attribute and still show (the reset
 * must not undo it).
 *
 * @param page The page.
 */
export function hiddenElementsShown( page: Page ): Promise< string[] > {
	return page.evaluate(
		( roots ) =>
			Array.from(
				document.querySelectorAll< HTMLElement >(
					`:is(${ roots }) [hidden]:not([hidden="until-found" i])`
				)
			)
				.filter(
					( element ) =>
						getComputedStyle( element ).display !== 'none'
				)
				.map(
					( element ) =>
						`${ element.tagName.toLowerCase() }.${ Array.from(
							element.classList
						).join( '.' ) } "${ ( element.textContent ?? '' )
							.trim()
							.slice( 0, 40 ) }"`
				),
		PLUGIN_ROOTS
	);
}

/**
 * How far the page scrolls sideways (0 when it does not).
 *
 * @param page The page.
 */
export function horizontalOverflow( page: Page ): Promise< number > {
	return page.evaluate(
		() =>
			document.documentElement.scrollWidth -
			document.documentElement.clientWidth
	);
}

/**
 * Keeps a screenshot of the screen in the test's output folder and attaches it to the report: the
 * whole page, or the viewport for a dialog (which covers the viewport wherever the page is).
 *
 * @param page     The page.
 * @param testInfo The running test's info.
 * @param name     The file's name without extension.
 * @param fullPage Whether to take the whole page.
 */
export async function keepScreenshot(
	page: Page,
	testInfo: TestInfo,
	name: string,
	fullPage: boolean
): Promise< void > {
	const path = testInfo.outputPath(
		`${ name.replace( /[^a-z0-9]+/gi, '-' ).toLowerCase() }.png`
	);
	await page.screenshot( { path, fullPage } );
	await testInfo.attach( name, { path, contentType: 'image/png' } );
}
