/**
 * What every generated answer must leave behind (tests/support/generated-answers/generated-answers.tsx): no uncaught
 * error or React error report, no markup from a string outside the one sanitizer, and nothing
 * that can run script; with the selectors of the error fallback and of a loading state.
 */
import { INJECTED_FLAG } from './hostile-values';
import { SANITIZER_TAGS } from '../sanitizer-output';

/** Where the one sanitizer's output sits (the read-more block of CRM HTML). */
export const SANITIZER_OUTPUT = '.ca-read-more';

/** The fallback of the route error boundary. */
export const ERROR_FALLBACK = '.ca-screen-error';

/** A loading state: a spinner, a skeleton or a busy control. */
export const BUSY = '.ca-spinner, [aria-busy="true"]';

/** Attributes whose value is a URL a browser may follow or load. */
const URL_ATTRIBUTES = [ 'href', 'src', 'action', 'formaction', 'xlink:href' ];

/** What went wrong while an answer was on screen. */
export interface ErrorWatch {
	/** Uncaught errors and React's error reports, as text. */
	errors: string[];
	/** Stops watching. */
	stop: () => void;
}

/**
 * Collects console errors (React reports render errors and act() problems there), uncaught
 * errors (window `error`) and unhandled promise rejections until `stop`.
 */
export function watchErrors(): ErrorWatch {
	const errors: string[] = [];
	const spy = jest
		.spyOn( console, 'error' )
		.mockImplementation( ( ...args: unknown[] ) => {
			errors.push( args.map( String ).join( ' ' ).slice( 0, 400 ) );
		} );
	const warn = jest
		.spyOn( console, 'warn' )
		.mockImplementation( () => undefined );
	const onError = ( event: ErrorEvent ) =>
		errors.push( `uncaught: ${ event.message }` );
	const onRejection = ( reason: unknown ) =>
		errors.push( `unhandled rejection: ${ String( reason ) }` );
	window.addEventListener( 'error', onError );
	process.on( 'unhandledRejection', onRejection );
	return {
		errors,
		stop() {
			spy.mockRestore();
			warn.mockRestore();
			window.removeEventListener( 'error', onError );
			process.off( 'unhandledRejection', onRejection );
		},
	};
}

/**
 * The problems of the DOM under `root`: markup that came from a string outside the sanitizer,
 * and anything that could run script (script elements, `on*` attributes, `javascript:` URLs,
 * frames), wherever it came from.
 *
 * @param root Where to look (default the whole document, portals included).
 */
export function unsafeMarkup( root: ParentNode = document.body ): string[] {
	const problems: string[] = [];
	for ( const element of Array.from( root.querySelectorAll( '*' ) ) ) {
		const tag = element.tagName;
		if (
			[ 'SCRIPT', 'IFRAME', 'OBJECT', 'EMBED', 'STYLE' ].includes( tag )
		) {
			problems.push( `a <${ tag.toLowerCase() }> element` );
		}
		for ( const attribute of Array.from( element.attributes ) ) {
			if ( /^on/i.test( attribute.name ) ) {
				problems.push(
					`${ attribute.name } on <${ tag.toLowerCase() }>`
				);
			}
			if (
				URL_ATTRIBUTES.includes( attribute.name.toLowerCase() ) &&
				// Browsers skip control characters and spaces before a scheme.
				/^[\u0000-\u0020]*(javascript|vbscript|data):/i.test(
					attribute.value
				)
			) {
				problems.push(
					`${ attribute.name }="${ attribute.value.slice( 0, 40 ) }"`
				);
			}
		}
		if ( element.hasAttribute( 'data-injected' ) ) {
			const sanitized =
				element.closest( SANITIZER_OUTPUT ) !== null &&
				SANITIZER_TAGS.has( tag );
			if ( ! sanitized ) {
				problems.push(
					`an injected <${ tag.toLowerCase() }> outside the sanitizer`
				);
			}
		}
	}
	if ( ( window as unknown as Record< string, unknown > )[ INJECTED_FLAG ] ) {
		problems.push( 'injected script ran' );
	}
	return problems;
}
