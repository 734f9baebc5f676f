/**
 * The build of the pre-rendered openings (`renderToStaticMarkup`): one file per view and catalogue,
 * and the table of which view an embed gets, which the PHP side reads instead of repeating the
 * rule (`openingViewOf` in plan.ts). build/views-plugin.cjs writes them into build/first-paint/
 * with every build (a change to src/ or languages/ makes build/ stale, scripts/lib/prepare.mjs).
 * Only the build and the tests import this module, never the app. See docs/architecture.md "First paint and start-up".
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { resetLocaleData, type LocaleData } from '@wordpress/i18n';
import { AUTH_VIEWS } from '../config/config';
import { openingViewOf } from './plan';
import { Opening, OPENING_VIEWS } from './views';

/**
 * Attributes that tie markup to the running app (ids and what points at them) or make it
 * focusable: the components render them for the app, the pre-rendered text leaves them out.
 */
const APP_ATTRIBUTES =
	/\s(?:id|tabindex|aria-labelledby|aria-describedby|aria-controls)="[^"]*"/g;

/** What pre-rendered text must never hold: a control, a form, a link, a live region, an id, focus. */
const FORBIDDEN =
	/<(?:form|input|button|select|textarea|a|iframe)\b|\s(?:id|tabindex|contenteditable|aria-live|autofocus)=|\srole="(?:status|alert|log|marquee|timer)"/i;

/**
 * One view's opening as HTML.
 *
 * @param  view     The view.
 * @param  language The language code of the text.
 * @throws {Error} When the markup holds anything interactive.
 */
export function renderOpening(
	view: ( typeof OPENING_VIEWS )[ number ],
	language: string
): string {
	const html = renderToStaticMarkup(
		<Opening view={ view } language={ language } />
	).replace( APP_ATTRIBUTES, '' );
	const found = FORBIDDEN.exec( html );
	if ( found ) {
		throw new Error(
			`The pre-rendered opening "${ view }" holds "${ found[ 0 ].trim() }": it must be text only (docs/architecture.md "First paint and start-up").`
		);
	}
	return html;
}

/** One catalogue to render in. */
export interface OpeningCatalogue {
	/** The file name's part: the catalogue locale (`de_DE`, `de_CH`) or the source language (`en`). */
	key: string;
	/** The language code (`de`). */
	language: string;
	/** The catalogue's messages; none for the source language. */
	messages?: LocaleData;
}

/**
 * Every view in every catalogue, by file name (`wizard.de_DE.html`).
 *
 * @param catalogues The catalogues.
 */
export function renderOpenings(
	catalogues: OpeningCatalogue[]
): Record< string, string > {
	const files: Record< string, string > = {};
	try {
		for ( const catalogue of catalogues ) {
			resetLocaleData( catalogue.messages ?? {}, 'customer-area' );
			for ( const view of OPENING_VIEWS ) {
				files[ `${ view }.${ catalogue.key }.html` ] = renderOpening(
					view,
					catalogue.language
				);
			}
		}
	} finally {
		resetLocaleData( {}, 'customer-area' );
	}
	return files;
}

/**
 * The view of every embed, by a key of its attributes: `{popup}{isLeadgen}{forward link in
 * force}:{initial view}` with `1`/`0` flags, e.g. `001:` → `secret-sale-notice`; '' for none.
 */
export function openingViewTable(): Record< string, string > {
	const flags = [ false, true ];
	return Object.fromEntries(
		flags.flatMap( ( popup ) =>
			flags.flatMap( ( isLeadgen ) =>
				flags.flatMap( ( hasForwardLink ) =>
					( [ '', ...AUTH_VIEWS ] as const ).map( ( initialView ) => [
						`${ +popup }${ +isLeadgen }${ +hasForwardLink }:${ initialView }`,
						openingViewOf( {
							popup,
							isLeadgen,
							initialView,
							hasForwardLink,
						} ) ?? '',
					] )
				)
			)
		)
	);
}
