/**
 * Renders the pre-rendered first screens to HTML (`renderToStaticMarkup`): the build writes one file
 * per view and language (scripts/first-view/first-view-plugin.cjs → build/first-view/), and the
 * budgets suite renders them again to prove the built files are current. Only the build and the
 * tests import this module, never the app.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { resetLocaleData, type LocaleData } from '@wordpress/i18n';
import { FIRST_VIEWS, FirstViewScreen, type FirstView } from './first-views';

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
 * One view's first screen as HTML.
 *
 * @param  view     The view.
 * @param  language The language code of the text.
 * @throws {Error} When the markup holds anything interactive.
 */
export function renderFirstView( view: FirstView, language: string ): string {
	const html = renderToStaticMarkup(
		<FirstViewScreen view={ view } language={ language } />
	).replace( APP_ATTRIBUTES, '' );
	const found = FORBIDDEN.exec( html );
	if ( found ) {
		throw new Error(
			`The pre-rendered first screen "${ view }" holds "${ found[ 0 ].trim() }": it must be text only (docs/architecture.md "First screens").`
		);
	}
	return html;
}

/** One catalogue to render in. */
export interface FirstViewCatalogue {
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
export function renderFirstViews(
	catalogues: FirstViewCatalogue[]
): Record< string, string > {
	const files: Record< string, string > = {};
	try {
		for ( const catalogue of catalogues ) {
			resetLocaleData( catalogue.messages ?? {}, 'customer-area' );
			for ( const view of FIRST_VIEWS ) {
				files[ `${ view }.${ catalogue.key }.html` ] = renderFirstView(
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
