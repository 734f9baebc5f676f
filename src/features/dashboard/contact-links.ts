/**
 * `mailto:` and `tel:` links to the broker built from data: only a plain address or number gets a
 * link, so nothing from the answer can smuggle headers or another scheme into an `href`.
 */

const PLAIN_EMAIL =
	/^[^\s@<>()[\]\\,;:"?&#%]+@[^\s@<>()[\]\\,;:"?&#%]+\.[^\s@<>()[\]\\,;:"?&#%]+$/;

/**
 * The address when it is a plain e-mail address, else `''`.
 *
 * @param email An address from the API.
 */
export function plainEmail( email: string ): string {
	const trimmed = email.trim();
	return PLAIN_EMAIL.test( trimmed ) ? trimmed : '';
}

/**
 * A `mailto:` link to `email`, with a subject when given; `''` when the address is not plain.
 *
 * @param email   The address.
 * @param subject The subject line.
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
 * A `tel:` link of a telephone number (digits and a leading +), or `''` when it has no digits.
 *
 * @param phone The number as written.
 */
export function telHref( phone: string ): string {
	const digits = phone.replace( /[^\d+]/g, '' ).replace( /(?!^)\+/g, '' );
	return /\d/.test( digits ) ? `tel:${ digits }` : '';
}
