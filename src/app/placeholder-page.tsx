/**
 * Placeholder screens: /searchorder, /favorites and /documents show only a heading and the word
 * Hello.
 */
import { __ } from '@wordpress/i18n';
import { ScreenTitle } from '../components/screen-title';

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
			<ScreenTitle>{ title }</ScreenTitle>
			<p>{ __( 'Hello', 'customer-area' ) }</p>
		</section>
	);
}
