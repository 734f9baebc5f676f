/**
 * What the CRM HTML sanitizer may let through, written down independently of its own list, so the
 * tests that check its output (the generated CRM documents, the generated API answers) fail when
 * the sanitizer starts letting more through.
 */

/** Tags (upper case, as `tagName` gives them) the sanitizer keeps. */
export const SANITIZER_TAGS: ReadonlySet< string > = new Set( [
	'P',
	'BR',
	'STRONG',
	'B',
	'EM',
	'I',
	'U',
	'UL',
	'OL',
	'LI',
	'H3',
	'H4',
	'A',
	'SPAN',
] );
