/**
 * Placeholder screens: /searchorder, /favorites and /documents show only a heading and the word
 * Hello (spec 1 section 2); screens of later issues say that they are coming.
 */
import { __ } from '@wordpress/i18n';

/**
 * A page that shows its heading and the word Hello.
 *
 * @param props
 * @param props.title The page heading.
 */
export function HelloPage( { title }: { title: string } ) {
	return (
		<section className="ca-page">
			<h1 className="ca-page__title">{ title }</h1>
			<p>{ __( 'Hello', 'customer-area' ) }</p>
		</section>
	);
}

/**
 * A screen that a later release fills in.
 *
 * @param props
 * @param props.title The screen's heading.
 */
export function ComingSoonPage( { title }: { title: string } ) {
	return (
		<section className="ca-page">
			<h1 className="ca-page__title">{ title }</h1>
			<p>{ __( 'This screen is being prepared.', 'customer-area' ) }</p>
		</section>
	);
}
