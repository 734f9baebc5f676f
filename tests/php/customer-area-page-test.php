<?php
/**
 * The setting 'Customer area page': its sanitizer, the automatic detection and the URL the
 * browser receives.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Tests;

if ( ! defined( 'ABSPATH' ) ) {
	http_response_code( 403 );
	exit;
}

use CustomerArea\Admin\Settings;
use CustomerArea\Options;
use CustomerArea\Settings\AreaPage;

/**
 * The pages the stack publishes (/customer-area/, /property-valuation/) are set to draft for
 * each test, so every test decides which pages exist; they are published again afterwards.
 */
final class CustomerAreaPageTest extends TestCase {

	/**
	 * Published pages of the site that mention the area, hidden for the test.
	 *
	 * @var array<int, int>
	 */
	private array $hidden_pages = array();

	/**
	 * Hides every published page that holds an embed, so the test starts with none.
	 */
	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$this->hidden_pages = array_map(
			'intval',
			$wpdb->get_col(
				"SELECT ID FROM {$wpdb->posts} WHERE post_type = 'page' AND post_status = 'publish' AND ( post_content LIKE '%customer_area%' OR post_content LIKE '%wp:customer-area/%' )"
			)
		);
		$this->set_status( $this->hidden_pages, 'draft' );
	}

	/**
	 * Publishes the hidden pages again.
	 */
	protected function tearDown(): void {
		$this->set_status( $this->hidden_pages, 'publish' );
		$this->hidden_pages = array();
		parent::tearDown();
	}

	/**
	 * Sets the status of pages without touching anything else (no revision, no new date).
	 *
	 * @param array<int, int> $ids    Page IDs.
	 * @param string          $status Post status.
	 */
	private function set_status( array $ids, string $status ): void {
		global $wpdb;
		foreach ( $ids as $id ) {
			$wpdb->update( $wpdb->posts, array( 'post_status' => $status ), array( 'ID' => $id ) );
			clean_post_cache( $id );
		}
	}

	/**
	 * The sanitizer keeps Automatic ('') and a published page's ID.
	 */
	public function test_sanitizer_accepts_automatic_and_a_published_page(): void {
		$page = $this->create_post( 'About us' );

		self::assertSame( '', AreaPage::sanitize( '' ) );
		self::assertSame( '', AreaPage::sanitize( '  ' ) );
		self::assertSame( (string) $page, AreaPage::sanitize( (string) $page ) );
		self::assertSame( (string) $page, AreaPage::sanitize( ' ' . $page . ' ' ) );
	}

	/**
	 * Anything but a published page of this site is refused.
	 */
	public function test_sanitizer_refuses_anything_else(): void {
		global $wpdb;
		$draft     = $this->create_post( '[customer_area]', 'page', 'draft' );
		$pending   = $this->create_post( '[customer_area]', 'page', 'pending' );
		$private   = $this->create_post( '[customer_area]', 'page', 'private' );
		$scheduled = $this->create_post( '[customer_area]', 'page', 'future' );
		$trashed   = $this->create_post( '[customer_area]' );
		wp_trash_post( $trashed );
		$post    = $this->create_post( '[customer_area]', 'post' );
		$unknown = (int) $wpdb->get_var( "SELECT MAX(ID) FROM {$wpdb->posts}" ) + 1000;
		$page    = $this->create_post( '[customer_area]' );

		foreach ( array( $draft, $pending, $private, $scheduled, $trashed, $post, $unknown ) as $id ) {
			self::assertNull( AreaPage::sanitize( (string) $id ), 'accepted ' . $id . ' (' . get_post_type( $id ) . ', ' . get_post_status( $id ) . ')' );
		}
		foreach ( array( '0', '-' . $page, $page . '.0', $page . 'abc', 'page', get_permalink( $page ), '99999999999999999999' ) as $value ) {
			self::assertNull( AreaPage::sanitize( (string) $value ), 'accepted "' . $value . '"' );
		}
	}

	/**
	 * On the settings page, a refused page keeps the previous choice and the notice names
	 * the field; a published page is stored.
	 */
	public function test_settings_keep_the_previous_page_when_refused(): void {
		$published = $this->create_post( 'Area' );
		$draft     = $this->create_post( 'Draft', 'page', 'draft' );
		$this->store_settings( array( 'customer_area_page' => (string) $published ) );

		$refused = ( new Settings() )->sanitize( array( 'customer_area_page' => (string) $draft ) );

		self::assertSame( (string) $published, $refused['customer_area_page'] );
		$errors = get_settings_errors( Options::NAME );
		self::assertCount( 1, $errors );
		self::assertSame( Options::NAME . '_customer_area_page', $errors[0]['code'] );
		self::assertStringStartsWith( 'Customer area page: ', $errors[0]['message'] );

		$other = $this->create_post( 'Other' );
		self::assertSame( (string) $other, ( new Settings() )->sanitize( array( 'customer_area_page' => (string) $other ) )['customer_area_page'] );
		self::assertSame( '', ( new Settings() )->sanitize( array( 'customer_area_page' => '' ) )['customer_area_page'] );
	}

	/**
	 * Without a published page that holds the full area, nothing is detected and the browser
	 * gets ''.
	 */
	public function test_no_page_detected(): void {
		$this->create_post( '[customer_area popup="true"]' );
		$this->create_post( '[customer_area]', 'page', 'draft' );
		$this->create_post( '[customer_area]', 'post' );

		self::assertSame( 0, AreaPage::detect() );
		self::assertSame( '', $this->fresh_page()['config']->build()['customerAreaUrl'] );
	}

	/**
	 * One page with the full area is found, and its permalink is the browser's value.
	 */
	public function test_one_page_detected(): void {
		$this->create_post( 'About us' );
		$area = $this->create_post( "<!-- wp:paragraph --><p>Welcome</p><!-- /wp:paragraph -->\n[customer_area initial-view=\"register\"]" );

		self::assertSame( $area, AreaPage::detect() );
		self::assertSame( get_permalink( $area ), $this->fresh_page()['config']->build()['customerAreaUrl'] );
	}

	/**
	 * Of several pages the lowest ID wins; popups and the valuation wizard do not count,
	 * wherever they are on the page and however the flag is written.
	 */
	public function test_lowest_full_area_page_wins(): void {
		$this->create_post( '[customer_area popup="true" force-redirect="true"]' );
		$this->create_post( '[customer_area is-leadgen="true"]' );
		$this->create_post( "[customer_area popup='yes'][customer_area is-leadgen=1]" );
		$this->create_post( '[[customer_area]] shows the shortcode as text' );
		$first  = $this->create_post( '[customer_area popup="true"] then the full one: [customer_area]' );
		$second = $this->create_post( '[customer_area]' );

		self::assertSame( $first, AreaPage::detect() );

		wp_trash_post( $first );
		self::assertSame( $second, AreaPage::detect(), 'a trashed page no longer counts' );
	}

	/**
	 * Which contents hold the full area (shortcode and the customer-area block).
	 *
	 * @return array<string, array{string, bool}> Content and expected answer.
	 */
	public function contents(): array {
		return array(
			'plain shortcode'                 => array( '[customer_area]', true ),
			'shortcode with attributes'       => array( '[customer_area initial-view="login" hide-owner-checkbox="true"]', true ),
			'explicit popup false'            => array( '[customer_area popup="false"]', true ),
			'popup'                           => array( '[customer_area popup="true"]', false ),
			'popup written 1'                 => array( '[customer_area popup=1]', false ),
			'lead generation'                 => array( '[customer_area is-leadgen="true"]', false ),
			'escaped shortcode'               => array( '[[customer_area]]', false ),
			'other shortcode with same start' => array( '[customer_area_extra]', false ),
			'no embed'                        => array( '<p>customer_area</p>', false ),
			'block'                           => array( '<!-- wp:customer-area/customer-area /-->', true ),
			'block with view'                 => array( '<!-- wp:customer-area/customer-area {"initialView":"register"} /-->', true ),
			'block popup'                     => array( '<!-- wp:customer-area/customer-area {"popup":true} /-->', false ),
			'block lead generation'           => array( '<!-- wp:customer-area/customer-area {"isLeadgen":true} /-->', false ),
			'block lead generation kebab'     => array( '<!-- wp:customer-area/customer-area {"is-leadgen":"true"} /-->', false ),
			'block popup false'               => array( '<!-- wp:customer-area/customer-area {"popup":false,"isLeadgen":false} /-->', true ),
			'block inside a group'            => array( '<!-- wp:group --><div class="wp-block-group"><!-- wp:customer-area/customer-area /--></div><!-- /wp:group -->', true ),
			'popup block and full shortcode'  => array( '<!-- wp:customer-area/customer-area {"popup":true} /-->[customer_area]', true ),
			'another plugin\'s block'         => array( '<!-- wp:customer-area/other /-->', false ),
		);
	}

	/**
	 * The content test behind the detection.
	 *
	 * @dataProvider contents
	 * @param string $content  Post content.
	 * @param bool   $expected Whether it holds the full area.
	 */
	public function test_content_holds_full_area( string $content, bool $expected ): void {
		self::assertSame( $expected, AreaPage::holds_full_area( $content ) );
	}

	/**
	 * A page that holds the block is found like one that holds the shortcode.
	 */
	public function test_block_page_detected(): void {
		$this->create_post( '<!-- wp:customer-area/customer-area {"popup":true} /-->' );
		$block = $this->create_post( '<!-- wp:customer-area/customer-area /-->' );

		self::assertSame( $block, AreaPage::detect() );
	}

	/**
	 * The detection is remembered, and forgotten when a page changes: a page published later,
	 * or one whose content changes, is found without waiting.
	 */
	public function test_detection_is_cached_until_a_page_changes(): void {
		self::assertSame( 0, AreaPage::detect() );
		self::assertSame( '0', (string) get_transient( AreaPage::TRANSIENT ), 'no page found is remembered too' );

		$page = $this->create_post( 'Soon the area' );
		self::assertSame( 0, AreaPage::detect() );
		wp_update_post(
			array(
				'ID'           => $page,
				'post_content' => '[customer_area]',
			)
		);
		self::assertFalse( get_transient( AreaPage::TRANSIENT ), 'saving a page drops the remembered answer' );
		self::assertSame( $page, AreaPage::detect() );
		self::assertSame( (string) $page, (string) get_transient( AreaPage::TRANSIENT ) );

		// A post that is not a page leaves the remembered answer alone.
		$this->create_post( 'News', 'post' );
		self::assertSame( (string) $page, (string) get_transient( AreaPage::TRANSIENT ) );
	}

	/**
	 * The browser value: the chosen page wins over the detected one; a chosen page that is
	 * no longer published counts as Automatic.
	 */
	public function test_config_value_follows_the_setting(): void {
		$detected = $this->create_post( '[customer_area]' );
		$chosen   = $this->create_post( 'The broker\'s own area page' );

		$this->store_settings( array( 'customer_area_page' => (string) $chosen ) );
		self::assertSame( get_permalink( $chosen ), $this->fresh_page()['config']->build()['customerAreaUrl'] );

		$this->store_settings( array( 'customer_area_page' => '' ) );
		self::assertSame( get_permalink( $detected ), $this->fresh_page()['config']->build()['customerAreaUrl'] );

		$this->store_settings( array( 'customer_area_page' => (string) $chosen ) );
		wp_trash_post( $chosen );
		self::assertSame( '', Options::all()['customer_area_page'] );
		self::assertSame( get_permalink( $detected ), $this->fresh_page()['config']->build()['customerAreaUrl'] );
	}

	/**
	 * The picker offers Automatic first, then every published page; the help text names the
	 * page Automatic finds.
	 */
	public function test_picker_offers_automatic_and_published_pages(): void {
		$area  = $this->create_post( '[customer_area]' );
		$draft = $this->create_post( 'Draft', 'page', 'draft' );

		$choices = AreaPage::choices();
		ob_start();
		( new Settings() )->render_field( array( 'key' => 'customer_area_page' ) );
		$html = (string) ob_get_clean();

		self::assertSame( '', array_key_first( $choices ) );
		self::assertSame( 'Automatic', $choices[''] );
		self::assertArrayHasKey( $area, $choices );
		self::assertArrayNotHasKey( $draft, $choices );
		self::assertStringContainsString( '<option value="" selected=\'selected\'>Automatic</option>', $html );
		self::assertStringContainsString( '<option value="' . $area . '">' . esc_html( get_the_title( $area ) ) . ' (ID ' . $area . ')</option>', $html );
		self::assertStringContainsString( 'Now that is &quot;' . esc_html( get_the_title( $area ) ) . '&quot;.', $html );
	}
}
