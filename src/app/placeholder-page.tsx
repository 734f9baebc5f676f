/**
 * Placeholder screens: /searchorder, /favorites and /documents show only a heading and the word
 * Hello; screens of later issues say that they are coming.
 */
import { __ } from '@wordpress/i18n';

/** Props of `HelloPage`. */
export interface HelloPageProps {
	/** The page heading. */
	title: string;
}

/**
 * A page that shows its heading and the word Hello.
 *
 * @param props See HelloPageProps.
 */
export function HelloPage( { title }: HelloPageProps ) {
	return (
		<section className="ca-page">
			<h1 className="ca-page__title">{ title }</h1>
			<p>{ __( 'Hello', 'customer-area' ) }</p>
		</section>
	);
}

/** Props of `ComingSoonPage`. */
export interface ComingSoonPageProps {
	/** The screen's heading. */
	title: string;
}

/**
 * A screen that a later release fills in.
 *
 * @param props See ComingSoonPageProps.
 */
export function ComingSoonPage( { title }: ComingSoonPageProps ) {
	return (
		<section className="ca-page">
			<h1 className="ca-page__title">{ title }</h1>
			<p>{ __( 'This screen is being prepared.', 'customer-area' ) }</p>
		</section>
	);
}
