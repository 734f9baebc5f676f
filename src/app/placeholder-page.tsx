/**
 * Placeholder screens: /searchorder, /favorites and /documents show only a heading and the word
 * Hello.
 */
import { __ } from '@wordpress/i18n';

/** Props of a placeholder page. */
interface HelloPageProps {
	/** The page heading. */
	title: string;
}

/**
 * A page that shows its heading and the word Hello.
 *
 * @param props See `HelloPageProps`.
 */
export function HelloPage( { title }: HelloPageProps ) {
	return (
		<section className="ca-page">
			<h1 className="ca-page__title">{ title }</h1>
			<p>{ __( 'Hello', 'customer-area' ) }</p>
		</section>
	);
}
