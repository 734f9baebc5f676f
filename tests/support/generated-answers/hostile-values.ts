/**
 * The hostile values of the generated answers (tests/support/generated-answers/contract-arbitrary.ts): markup and
 * script whose every element carries `data-injected`, unicode and 10,000-character texts, numbers
 * at JSON's edges and strings a number parser might take.
 */

/** The marker global an injected script or handler would set. */
export const INJECTED_FLAG = '__caInjected';

/** Markup and script fragments; every element carries `data-injected`. */
export const HOSTILE_FRAGMENTS = [
	'<b data-injected>bold</b>',
	`<img src="x" data-injected onerror="window.${ INJECTED_FLAG }=1">`,
	`<script data-injected>window.${ INJECTED_FLAG }=1</script>`,
	`<a data-injected href="javascript:window.${ INJECTED_FLAG }=1">link</a>`,
	`<svg data-injected onload="window.${ INJECTED_FLAG }=1"></svg>`,
	`<iframe data-injected srcdoc="<script>parent.${ INJECTED_FLAG }=1</script>"></iframe>`,
	`"><img src=x data-injected onerror=window.${ INJECTED_FLAG }=1>`,
	`' onmouseover='window.${ INJECTED_FLAG }=1`,
	`javascript:window.${ INJECTED_FLAG }=1`,
	`<style data-injected>*{display:none}</style>`,
	`<div data-injected style="position:fixed;inset:0">cover</div>`,
	'{{constructor.constructor("return 1")()}}',
];

/** Right-to-left, combining, emoji and control-character texts. */
export const UNICODE_TEXTS = [
	'مرحبا بالعالم',
	'שלום עולם',
	'\u202Etxt.exe\u202C',
	'Z̸̢̛a̶͎͝l̵̰̈g̷̣̈o̵̡͝',
	'👩‍👩‍👧‍👦🏠🇩🇪',
	'\u0000\u0007\u001b[31m',
	'Straße Ärger Öl Übel',
	'\uFEFF\u200B\u200D',
];

/** Texts the size of a long CRM field. */
export const LONG_TEXTS = [
	'x'.repeat( 10000 ),
	'مرحبا '.repeat( 1667 ).slice( 0, 10000 ),
	`${ '<b data-injected>b</b>'.repeat( 454 ) }xx`.slice( 0, 10000 ),
];

/** Numbers at the edges of what JSON carries. */
export const EXTREME_NUMBERS = [
	1e308,
	-1e308,
	-0,
	Number.MAX_SAFE_INTEGER,
	-Number.MAX_SAFE_INTEGER,
	Number.MIN_VALUE,
	0.1 + 0.2,
];

/** Strings that look like numbers a parser might take. */
export const NUMBER_LIKE_STRINGS = [
	'NaN',
	'Infinity',
	'-Infinity',
	'1e309',
	'-0',
	'0x1F',
	'',
	'12,5',
];

/** Every hostile string, for the mutations. */
export const HOSTILE_STRINGS = [
	...HOSTILE_FRAGMENTS,
	...UNICODE_TEXTS,
	...LONG_TEXTS,
	...NUMBER_LIKE_STRINGS,
];
