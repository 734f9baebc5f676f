/**
 * `mailto:` and `tel:` links, strictly (docs/behaviour.md "Safe links and CRM HTML"): a link is
 * made, or kept, only for one plain e-mail address with nothing after it, or for one plain
 * telephone number. Anything else is refused, never rewritten: headers after `?` (`bcc`, `body`),
 * several addresses, percent-encoded or control characters, extensions and dial codes (`;ext=`,
 * `,`, `*`, `#`), letters and digits other than 0–9. A rewrite would link to something the text
 * does not say (`0301234;ext=99` is not `tel:030123499`).
 */

/**
 * What an address may not hold: separators of headers, lists and URLs, quotes, percent-encodings,
 * spaces, control characters and the invisible format characters (zero-width, direction marks).
 */
const NOT_IN_ADDRESS = String.raw`\s@<>()[\]\\,;:"'?&#%/\u0000-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2060-\u206f`;

const PLAIN_EMAIL = new RegExp(
	`^[^${ NOT_IN_ADDRESS }]+@[^${ NOT_IN_ADDRESS }.][^${ NOT_IN_ADDRESS }]*\\.[^${ NOT_IN_ADDRESS }.]+$`
);

/** A number as people write it: an optional leading +, digits 0–9 and the usual separators. */
const PLAIN_NUMBER = /^\+?\(?[0-9][0-9 ./()-]*$/;

/** The fewest digits a telephone number has (an emergency number has three). */
const MIN_DIGITS = 3;

/**
 * True for one plain e-mail address (`name@example.com`) and nothing else.
 *
 * @param email The text.
 */
export function isPlainEmail( email: string ): boolean {
	return PLAIN_EMAIL.test( email );
}

/**
 * True for one plain telephone number: an optional leading `+`, the digits 0–9 (at least three)
 * and the separators space, `.`, `/`, `-`, `(` and `)`; no extension, pause, dial code or letter.
 *
 * @param number The text.
 */
export function isPlainTelephone( number: string ): boolean {
	return (
		PLAIN_NUMBER.test( number ) &&
		number.replace( /\D/g, '' ).length >= MIN_DIGITS
	);
}

/**
 * True when an `href` is `mailto:` (any case) followed by one plain address and nothing else.
 *
 * @param href The link target, as written.
 */
export function isPlainMailtoHref( href: string ): boolean {
	const match = /^mailto:(.*)$/is.exec( href );
	return match !== null && isPlainEmail( match[ 1 ] as string );
}

/**
 * True when an `href` is `tel:` (any case) followed by one plain number and nothing else.
 *
 * @param href The link target, as written.
 */
export function isPlainTelHref( href: string ): boolean {
	const match = /^tel:(.*)$/is.exec( href );
	return match !== null && isPlainTelephone( match[ 1 ] as string );
}

/**
 * The address when it is a plain e-mail address (surrounding spaces ignored), else `''`.
 *
 * @param email An address from the API.
 */
export function plainEmail( email: string ): string {
	const trimmed = email.trim();
	return isPlainEmail( trimmed ) ? trimmed : '';
}

/**
 * A `mailto:` link to `email`, with a subject when given; `''` when the address is not plain.
 *
 * @param email   The address.
 * @param subject The subject line (encoded, so it cannot add headers).
 */
export function mailtoHref( email: string, subject?: string ): string {
	const address = plainEmail( email );
	if ( address === '' ) {
		return '';
	}
	return subject
		? `mailto:${ address }?subject=${ encodeURIComponent( subject ) }`
		: `mailto:${ address }`;
}

/**
 * A `tel:` link of a telephone number as written (`+49 30 5550100` → `tel:+49305550100`), or `''`
 * when it is not one plain number.
 *
 * @param phone The number as written.
 */
export function telHref( phone: string ): string {
	const trimmed = phone.trim();
	return isPlainTelephone( trimmed )
		? `tel:${ trimmed.replace( /[^\d+]/g, '' ) }`
		: '';
}
