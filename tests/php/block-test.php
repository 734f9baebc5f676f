<?php
/**
 * The block 'Customer Area' (customer-area/customer-area) as WordPress registers and renders it.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Tests;

if ( ! defined( 'ABSPATH' ) ) {
	http_response_code( 403 );
	exit;
}

use CustomerArea\Frontend\Block;
use CustomerArea\Frontend\Shortcode;

/**
 * The block renders through the shortcode's own path: the same markup and the same embed in the
 * page's configuration for every choice, the same one-full-area rule, and its attributes are
 * exactly the shortcode's. Its editor files load only in the block editor.
 */
final class BlockTest extends TestCase {

	/**
	 * The block.json the build copies, read as the plugin registers it.
	 *
	 * @return array<string, mixed> Metadata.
	 */
	private static function metadata(): array {
		$json = (string) file_get_contents( CUSTOMER_AREA_DIR . 'src/blocks/customer-area/block.json' );
		$data = json_decode( $json, true );
		self::assertIsArray( $data, 'src/blocks/customer-area/block.json is not JSON' );
		return $data;
	}

	/**
	 * WordPress knows the block as a dynamic block of the widgets category, apiVersion 3, with an
	 * icon and keywords, and with no script or style of its own on the public pages.
	 */
	public function test_block_is_registered(): void {
		self::require_build();
		$type = \WP_Block_Type_Registry::get_instance()->get_registered( Block::NAME );

		self::assertNotNull( $type );
		self::assertSame( 3, $type->api_version );
		self::assertSame( 'widgets', $type->category );
		self::assertSame( 'Customer Area', $type->title );
		self::assertNotEmpty( $type->icon );
		self::assertContains( 'login', $type->keywords );
		self::assertContains( 'valuation', $type->keywords );
		self::assertTrue( $type->is_dynamic() );
		self::assertSame( array( Block::EDITOR_HANDLE ), $type->editor_script_handles );
		self::assertSame( array( Block::EDITOR_HANDLE ), $type->editor_style_handles );
		self::assertSame( array(), $type->script_handles, 'no block script on the public pages' );
		self::assertSame( array(), $type->view_script_handles, 'no view script on the public pages' );
		self::assertSame( array(), $type->style_handles, 'no block style on the public pages' );
		self::assertSame( array(), $type->view_style_handles, 'no view style on the public pages' );
	}

	/**
	 * block.json and the registered type carry exactly the shortcode's attributes (in camelCase),
	 * so no attribute is missing from either side.
	 */
	public function test_block_attributes_are_the_shortcode_attributes(): void {
		$shortcode = array_keys( Shortcode::defaults() );
		sort( $shortcode );

		$from_json = array_map( array( Block::class, 'shortcode_name' ), array_keys( self::metadata()['attributes'] ) );
		sort( $from_json );
		self::assertSame( $shortcode, $from_json, 'src/blocks/customer-area/block.json' );

		$type = \WP_Block_Type_Registry::get_instance()->get_registered( Block::NAME );
		self::assertNotNull( $type );
		// WordPress gives every block type a few attributes of its own (lock, metadata): leave them out.
		$every_block = array_keys( ( new \WP_Block_Type( 'customer-area-test/baseline' ) )->get_attributes() );
		$registered  = array_map( array( Block::class, 'shortcode_name' ), array_diff( array_keys( $type->get_attributes() ), $every_block ) );
		sort( $registered );
		self::assertSame( $shortcode, $registered, 'registered block type' );

		// Defaults mean "off" and "empty" on both sides.
		foreach ( self::metadata()['attributes'] as $name => $schema ) {
			$default = Shortcode::defaults()[ Block::shortcode_name( $name ) ];
			if ( 'boolean' === $schema['type'] ) {
				self::assertFalse( $schema['default'], $name );
				self::assertSame( 'false', $default, $name );
			} else {
				self::assertSame( '', $schema['default'], $name );
				self::assertSame( '', $default, $name );
			}
		}
		self::assertSame( array_merge( array( '' ), Shortcode::INITIAL_VIEWS ), self::metadata()['attributes']['initialView']['enum'] );
	}

	/**
	 * Every combination of attribute values (hostile texts included) gives the block the
	 * shortcode's markup and the shortcode's embed in the page configuration.
	 */
	public function test_block_render_equals_shortcode_render_for_every_combination(): void {
		$values       = array(
			'isLeadgen'         => array( false, true ),
			'initialView'       => array( '', 'login', 'register', 'forgot-password', 'secret-sale-notice' ),
			'popup'             => array( false, true ),
			'hideOwnerCheckbox' => array( false, true ),
			'registerLabel'     => array( '', 'Jetzt <b>Konto</b> anlegen & los' ),
			'backLabel'         => array( '', "Zurück zum 'Angebot'" ),
			'forceRedirect'     => array( false, true ),
			'forwardLink'       => array( '', '/offers/?id=5', 'https://evil.example/', 'javascript:alert(1)' ),
		);
		$combinations = array( array() );
		foreach ( $values as $name => $choices ) {
			$next = array();
			foreach ( $combinations as $combination ) {
				foreach ( $choices as $choice ) {
					$next[] = $combination + array( $name => $choice );
				}
			}
			$combinations = $next;
		}
		self::assertCount( 2 * 5 * 2 * 2 * 2 * 2 * 2 * 4, $combinations );

		foreach ( $combinations as $attributes ) {
			$text = '';
			foreach ( $attributes as $name => $value ) {
				$text .= sprintf( ' %s="%s"', Block::shortcode_name( $name ), is_bool( $value ) ? ( $value ? 'true' : 'false' ) : $value );
			}
			$page      = $this->fresh_page();
			$shortcode = do_shortcode( '[customer_area' . $text . ']' );
			$expected  = $page['config']->embeds();

			$page   = $this->fresh_page();
			$parsed = parse_blocks( get_comment_delimited_block_content( Block::NAME, $attributes, '' ) );
			$block  = render_block( $parsed[0] );

			$label = wp_json_encode( $attributes );
			self::assertSame( $shortcode, $block, 'markup of ' . $label );
			self::assertSame( $expected, $page['config']->embeds(), 'embed of ' . $label );
		}
	}

	/**
	 * Blocks and shortcodes render the same roots: every full area (the wizard included) gets a
	 * full root, so the browser's rule of one full area per page (docs/behaviour.md "Embeds and
	 * popups") counts both alike; popups get popup roots.
	 */
	public function test_blocks_and_shortcodes_render_the_same_full_and_popup_roots(): void {
		$page    = $this->fresh_page();
		$content = do_blocks(
			'<!-- wp:customer-area/customer-area {"isLeadgen":true} /-->'
			. '<!-- wp:shortcode -->[customer_area]<!-- /wp:shortcode -->'
			. '<!-- wp:customer-area/customer-area /-->'
			. '<!-- wp:customer-area/customer-area {"popup":true} /-->'
		);
		$content = do_shortcode( $content );

		// Full roots hold their pre-rendered first screen, busy; popups stay empty.
		preg_match_all( '/<div id="(customer-area-\d+)" class="customer-area-root customer-area-root--(full alignwide" data-customer-area-root aria-busy="true"><div class="ca-app customer-area-opening |popup" data-customer-area-root><\/div>)/', $content, $roots );
		$embeds = $page['config']->embeds();
		self::assertCount( 4, $roots[1] );
		self::assertSame( array( 'full', 'full', 'full', 'popup' ), array_map( static fn ( $kind ) => strtok( $kind, ' "' ), $roots[2] ), 'in document order' );
		self::assertSame( array( true, false, false, false ), array_map( static fn ( $id ) => $embeds[ $id ]['isLeadgen'], $roots[1] ) );
		self::assertSame( array( false, false, false, true ), array_map( static fn ( $id ) => $embeds[ $id ]['popup'], $roots[1] ) );
		self::assertStringNotContainsString( '<!--', $content );
	}

	/**
	 * A published page with the block serves the customer area's bundle and configuration, and
	 * none of the editor's files.
	 */
	public function test_published_block_page_loads_the_area_and_no_editor_file(): void {
		self::require_build();
		$url  = $this->create_page( '<!-- wp:customer-area/customer-area {"initialView":"register","hideOwnerCheckbox":true} /-->' );
		$html = ( new HttpClient() )->get( $url )['body'];

		self::assertStringContainsString( 'data-customer-area-root', $html );
		self::assertStringContainsString( 'plugins/customer-area/build/index.js', $html );
		$config = self::config_in( $html );
		self::assertSame( 'register', $config['embeds']['customer-area-1']['initialView'] );
		self::assertTrue( $config['embeds']['customer-area-1']['hideOwnerCheckbox'] );
		self::assertStringNotContainsString( 'build/blocks/customer-area', $html );
		self::assertStringNotContainsString( Block::EDITOR_OBJECT, $html );
		self::assertStringNotContainsString( 'build/admin/', $html );
	}

	/**
	 * The block editor gets the editor script, its translations' home and the site's origin.
	 */
	public function test_block_editor_loads_the_editor_script(): void {
		self::require_build();
		$admin  = $this->create_user( 'administrator' );
		$client = new HttpClient();
		$client->log_in( $admin['login'], $admin['password'] );
		$html = $client->get( '/wp-admin/post-new.php?post_type=page' )['body'];

		self::assertStringContainsString( 'plugins/customer-area/build/blocks/customer-area/index.js', $html );
		self::assertStringContainsString( 'var ' . Block::EDITOR_OBJECT . ' = {"siteOrigin":"' . str_replace( '/', '\/', untrailingslashit( home_url() ) ) . '"};', $html );
		self::assertStringNotContainsString( 'plugins/customer-area/build/index.js', $html, 'the customer area itself does not load in the editor' );
	}

	/**
	 * Attribute names map to the shortcode's spelling and back to nothing else.
	 */
	public function test_attribute_names_and_values_in_shortcode_spelling(): void {
		self::assertSame( 'hide-owner-checkbox', Block::shortcode_name( 'hideOwnerCheckbox' ) );
		self::assertSame( 'is-leadgen', Block::shortcode_name( 'isLeadgen' ) );
		self::assertSame( 'is-leadgen', Block::shortcode_name( 'is-leadgen' ) );
		self::assertSame(
			array(
				'popup'          => 'true',
				'initial-view'   => 'register',
				'force-redirect' => 'false',
			),
			Block::shortcode_attributes(
				array(
					'popup'         => true,
					'initialView'   => 'register',
					'forceRedirect' => false,
					'className'     => 'not-an-attribute',
					'lock'          => array( 'move' => true ),
				)
			)
		);
		// WordPress empties a shortcode attribute with an unclosed tag; the block does the same.
		self::assertSame(
			array(
				'register-label' => '',
				'back-label'     => 'Back <b>now</b>',
			),
			Block::shortcode_attributes(
				array(
					'registerLabel' => 'Join <b now',
					'backLabel'     => 'Back <b>now</b>',
				)
			)
		);
	}
}
