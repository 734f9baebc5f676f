/**
 * What the wizard's layout spec measures in the browser, in one call per screen: the columns of
 * each kind of card grid, the words split across lines, the cards whose content runs out of them,
 * and the card texts that touch their choice marker.
 *
 * A word is a run of letters between spaces; a line break after a hyphen is a break between words
 * ('Online-/Immobilienbewertung'). A word is split when the rectangles of its Range lie on more
 * than one line. Text inside a box of 2 px or less (visually hidden labels) is not looked at.
 */
import type { Page } from '@playwright/test';

/** One screen's measurements. */
export interface WizardLayout {
	/** Columns of the first grid of each kind on the screen: `default`, `multi`, `features`. */
	columns: Record< string, number >;
	/** Words split across lines, with the text they belong to. */
	splitWords: string[];
	/** Cards whose content is wider than the card. */
	overflowing: string[];
	/** Card texts that overlap their choice marker, or come nearer than 2 px. */
	touchingMarker: string[];
}

/**
 * Measures the wizard's screen. Runs in the browser: it may use only what it declares.
 */
function measureInPage(): WizardLayout {
	const wizard = document.querySelector( '.ca-wizard' );
	if ( ! wizard ) {
		throw new Error( 'no wizard on the page' );
	}
	const columns: Record< string, number > = {};
	for ( const grid of wizard.querySelectorAll( '.ca-wizard__grid' ) ) {
		const kind = /ca-wizard__grid--(\w+)/.exec( grid.className )?.[ 1 ];
		if ( kind && ! ( kind in columns ) ) {
			columns[ kind ] = window
				.getComputedStyle( grid )
				.gridTemplateColumns.split( ' ' ).length;
		}
	}

	const splitWords: string[] = [];
	const walker = document.createTreeWalker( wizard, NodeFilter.SHOW_TEXT );
	for ( let node = walker.nextNode(); node; node = walker.nextNode() ) {
		const text = node as Text;
		const box = text.parentElement?.getBoundingClientRect();
		if ( ! box || box.width <= 2 || box.height <= 2 ) {
			continue;
		}
		for ( const match of text.data.matchAll(
			/[^\s\-\u2010]+[-\u2010]?/g
		) ) {
			const range = document.createRange();
			range.setStart( text, match.index );
			range.setEnd( text, match.index + match[ 0 ].length );
			const rects = Array.from( range.getClientRects() ).filter(
				( rect ) => rect.width > 0
			);
			const first = rects[ 0 ];
			if (
				first &&
				rects.some( ( rect ) => rect.top >= first.bottom - 1 )
			) {
				splitWords.push(
					`${ match[ 0 ] } (in "${ text.data.trim() }")`
				);
			}
		}
	}

	const overflowing: string[] = [];
	const touchingMarker: string[] = [];
	for ( const label of wizard.querySelectorAll< HTMLElement >(
		'.ca-card__label'
	) ) {
		const name = label.textContent?.trim() ?? '';
		if ( label.scrollWidth > label.clientWidth + 1 ) {
			overflowing.push( name );
		}
		const marker = window.getComputedStyle( label, '::before' );
		const px = ( value: string ) => Number.parseFloat( value ) || 0;
		// A content-box marker is its width plus its borders.
		const borders =
			marker.boxSizing === 'border-box'
				? 0
				: px( marker.borderLeftWidth ) + px( marker.borderRightWidth );
		const own = label.getBoundingClientRect();
		const left = own.left + px( marker.left );
		const top = own.top + px( marker.top );
		const right = left + px( marker.width ) + borders;
		const bottom = top + px( marker.height ) + borders;
		const words = label.querySelector( '.ca-card__text' );
		if ( ! words ) {
			continue;
		}
		const range = document.createRange();
		range.selectNodeContents( words );
		const near = Array.from( range.getClientRects() ).some(
			( rect ) =>
				rect.left < right + 2 &&
				rect.right > left - 2 &&
				rect.top < bottom + 2 &&
				rect.bottom > top - 2
		);
		if ( near ) {
			touchingMarker.push( name );
		}
	}
	return { columns, splitWords, overflowing, touchingMarker };
}

/**
 * Measures the wizard's current screen.
 *
 * @param page The page showing the wizard.
 */
export function measureWizard( page: Page ): Promise< WizardLayout > {
	return page.evaluate( measureInPage );
}
