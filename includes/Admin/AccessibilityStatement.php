<?php
/**
 * The accessibility statement a broker can adapt and publish.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Admin;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * A statement of how the customer area meets the accessibility requirements, with what the
 * German Accessibility Strengthening Act (BFSG, Annex 3) asks a provider to publish: a description
 * of the service and how it works, how it meets the requirements (WCAG 2.2 level AA, and how that
 * is tested), its known limits, and placeholders for the broker's contact and the enforcement body.
 * The settings page shows it, in the administrator's language, with a button that copies it
 * (build/admin/settings.js). The claims are those the tests back (docs/architecture.md "Tests",
 * tests/e2e); change them together.
 */
final class AccessibilityStatement {

	/** Id of the element that holds the statement (the copy button reads it). */
	public const ELEMENT_ID = 'customer-area-accessibility-statement';

	/**
	 * The markup the statement consists of.
	 *
	 * @var array<string, array<string, bool>>
	 */
	private const ALLOWED_HTML = array(
		'h2' => array(),
		'h3' => array(),
		'p'  => array(),
		'ul' => array(),
		'li' => array(),
	);

	/**
	 * The statement as HTML: headings, paragraphs and lists, ready to paste into a page.
	 *
	 * @return string HTML (every part escaped).
	 */
	public static function content(): string {
		$sections = array(
			array(
				__( 'Accessibility statement for our customer area', 'customer-area' ),
				array(
					__( 'This statement covers the customer area and the online property valuation of this website. [Name of your company] provides them.', 'customer-area' ),
				),
			),
			array(
				__( 'The service', 'customer-area' ),
				array(
					__( 'In the customer area, customers sign in, keep their profile up to date, see their properties with key figures, charts and activities, and upload documents. In the online property valuation, visitors describe a property step by step, send it for valuation and create an account.', 'customer-area' ),
					__( 'The customer area runs in your web browser and needs JavaScript. You sign in with your e-mail address and password. Forms show each error next to the field it concerns, and the focus moves to the heading of each new screen. Every function can be used with the keyboard alone, on a phone as well as on a computer.', 'customer-area' ),
				),
			),
			array(
				__( 'How the service meets the accessibility requirements', 'customer-area' ),
				array(
					__( 'The customer area is designed to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, which include the requirements of WCAG 2.1 level AA that the European standard EN 301 549 refers to. This is how it is checked:', 'customer-area' ),
					array(
						__( 'Every screen is checked automatically with axe against the WCAG 2.0, 2.1 and 2.2 rules of levels A and AA, in a real browser.', 'customer-area' ),
						__( 'Signing in and out, registering, the whole profile, the property valuation on a phone, the photo gallery of a property and uploading a document are tested with the keyboard alone, including where the focus goes after each step.', 'customer-area' ),
						__( 'Tests measure the contrast of text on coloured backgrounds (at least 4.5:1) and of chart colours (at least 3:1). Information is never given by colour alone.', 'customer-area' ),
						__( 'Every chart comes with a table of its data. Errors, confirmations and notifications are announced to screen readers, and the language of the customer area is marked for them. When your device asks for reduced motion, transitions and chart animations are switched off and loading indicators turn slowly.', 'customer-area' ),
					),
				),
			),
			array(
				__( 'Known limits', 'customer-area' ),
				array(
					array(
						__( 'Automated tests find only part of all barriers. [The customer area has not yet been checked by an independent audit or with users of assistive technology.]', 'customer-area' ),
						__( 'Photos of a property are described by the title they have in our broker software; photos without a title are only numbered (“Image 1 of 4”).', 'customer-area' ),
						__( 'Texts and documents from our broker software, such as property descriptions and the documents you download, are only as accessible as they were made; PDF documents may not be accessible.', 'customer-area' ),
						__( 'For your security, a sign-in ends after about two hours without activity; you then sign in again.', 'customer-area' ),
						__( 'The rest of this website (its layout, menus and other pages) is not covered by this statement. [Describe its state here, or link its own statement.]', 'customer-area' ),
					),
				),
			),
			array(
				__( 'Feedback and contact', 'customer-area' ),
				array(
					__( 'If you come across a barrier, or need information in another form, please contact us: [name, postal address, e-mail address and telephone number]. We answer within [period].', 'customer-area' ),
				),
			),
			array(
				__( 'Enforcement', 'customer-area' ),
				array(
					__( 'If our answer does not solve the problem, you can turn to the market surveillance authority. In Germany this is the Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF): [address and website of the authority].', 'customer-area' ),
					__( 'This statement was prepared on [date] and last reviewed on [date].', 'customer-area' ),
				),
			),
		);

		$html = '';
		foreach ( $sections as $index => [ $heading, $blocks ] ) {
			$html .= ( 0 === $index ? '<h2>' : '<h3>' ) . esc_html( $heading ) . ( 0 === $index ? '</h2>' : '</h3>' );
			foreach ( $blocks as $block ) {
				$html .= is_array( $block )
					? '<ul>' . implode( '', array_map( static fn ( string $item ): string => '<li>' . esc_html( $item ) . '</li>', $block ) ) . '</ul>'
					: '<p>' . esc_html( $block ) . '</p>';
			}
		}
		return $html;
	}

	/**
	 * Prints the settings page's section: why a broker needs the statement, the button that copies
	 * it, the live region that says it was copied, and the statement itself. The button stays
	 * disabled until the script takes it over.
	 */
	public static function render_section(): void {
		?>
		<h2 id="customer-area-statement-title"><?php esc_html_e( 'Accessibility statement', 'customer-area' ); ?></h2>
		<div id="customer-area-statement-tools">
			<p id="customer-area-statement-help">
				<?php esc_html_e( 'Since 28 June 2025 the German Accessibility Strengthening Act (BFSG, Annex 3) has asked providers of services for consumers to publish how their service meets the accessibility requirements. Here is a statement of the customer area to start from: copy it into a page of your site, fill in the parts in square brackets, and link the page from every page, for example in the footer. It is shown in the language of your profile; to get it in another language, change the language under Users → Profile.', 'customer-area' ); ?>
			</p>
			<p>
				<button type="button" class="button" id="customer-area-copy-statement" aria-describedby="customer-area-statement-help" data-copied="<?php esc_attr_e( 'The statement has been copied. Paste it into a page and fill in the parts in square brackets.', 'customer-area' ); ?>" data-select="<?php esc_attr_e( 'The statement could not be copied automatically; it is now selected. Press Ctrl+C (⌘+C on a Mac) to copy it.', 'customer-area' ); ?>" disabled>
					<?php esc_html_e( 'Copy statement', 'customer-area' ); ?>
				</button>
			</p>
			<p id="customer-area-statement-status" role="status"></p>
		</div>
		<section id="<?php echo esc_attr( self::ELEMENT_ID ); ?>" class="customer-area-statement card" aria-labelledby="customer-area-statement-title">
			<?php echo wp_kses( self::content(), self::ALLOWED_HTML ); ?>
		</section>
		<?php
	}
}
