<?php
/**
 * Hostile shortcode and block attributes against the shortcode renderer and the area-page
 * detection.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Tests\Reliability;

if ( ! defined( 'ABSPATH' ) ) {
	http_response_code( 403 );
	exit;
}

use CustomerArea\Frontend\Config;
use CustomerArea\Settings\AreaPage;
use CustomerArea\Tests\TestCase;

require_once __DIR__ . '/embed-checks.php';

/**
 * No attribute value reaches the HTML: the markup of an embed is the same as that of a harmless
 * embed of its kind. Every value reaches the configuration only sanitized: known keys only,
 * flags as booleans, the view from its list, labels as one line of plain text, the forward link
 * same-site or empty; and the printed configuration script survives it (no `</script>`, no
 * comment, the same values when decoded). Block comments with hostile attributes are read
 * with the shortcode's own rules when the customer area page is looked for; the block's render
 * path has its own suite (block-attributes-test.php).
 */
final class EmbedAttributesTest extends TestCase {
	use EmbedChecks;

	/**
	 * Hostile attributes, one case each: attribute name and value as WordPress or a filter hands
	 * them to the callback.
	 *
	 * @return array<string, array{0: array<string, mixed>}> Case => attributes.
	 */
	public static function hostile_attributes(): array {
		$script = '"><script>alert(1)</script>';
		$cases  = array(
			'label breaking out of an attribute' => array( 'register-label' => $script ),
			'label closing the config script'    => array( 'register-label' => '</script><script>alert(1)</script>' ),
			'label opening an HTML comment'      => array( 'back-label' => '<!--<script>' ),
			'label with an event handler'        => array( 'back-label' => '<img src=x onerror=alert(1)>' ),
			'label with entities'                => array( 'register-label' => '&lt;script&gt;alert(1)&lt;/script&gt;' ),
			'label with line breaks'             => array( 'register-label' => "Sign\nup\r\nnow\tplease" ),
			'label with line separators'         => array( 'back-label' => "Back\u{2028}\u{2029}now" ),
			'label with a NUL byte'              => array( 'back-label' => "Back\0<script>" ),
			'label of 10 000 characters'         => array( 'register-label' => str_repeat( '<b>x</b>', 1250 ) ),
			'label with a nested shortcode'      => array( 'register-label' => '[customer_area popup="true"]' ),
			'label with template syntax'         => array( 'back-label' => '{{constructor.constructor("alert(1)")()}} ${alert(1)}' ),
			'label with right-to-left override'  => array( 'back-label' => "\u{202E}kcab og" ),
			'label as an array'                  => array( 'register-label' => array( '<script>' ) ),
			'label as an object'                 => array( 'back-label' => (object) array( 'x' => '<script>' ) ),
			'view outside its list'              => array( 'initial-view' => 'dashboard' ),
			'view with a script'                 => array( 'initial-view' => 'login<script>alert(1)</script>' ),
			'view as a path'                     => array( 'initial-view' => '../../wp-admin' ),
			'view as an array'                   => array( 'initial-view' => array( 'register' ) ),
			'flag with a script'                 => array( 'popup' => 'true<script>alert(1)</script>' ),
			'flag with an event handler'         => array( 'is-leadgen' => '1 onclick=alert(1)' ),
			'flag as an array'                   => array( 'force-redirect' => array( 'true' ) ),
			'flag as a number'                   => array( 'hide-owner-checkbox' => 2 ),
			'flag as null'                       => array( 'popup' => null ),
			'forward link to another site'       => array( 'forward-link' => 'https://evil.example/' ),
			'forward link javascript:'           => array( 'forward-link' => 'javascript:alert(1)' ),
			'forward link breaking out'          => array( 'forward-link' => '/offers/' . $script ),
			'forward link protocol-relative'     => array( 'forward-link' => '//evil.example' ),
			'forward link as an array'           => array( 'forward-link' => array( '/offers/' ) ),
			'unknown attribute onload'           => array( 'onload' => 'alert(1)' ),
			'unknown attribute style'            => array( 'style' => 'background:url(javascript:alert(1))' ),
			'unknown attribute id'               => array( 'id' => 'customer-area-1" onmouseover="alert(1)' ),
			'unknown attribute class'            => array( 'class' => 'x" data-customer-area-root onfocus="alert(1)' ),
			'numeric attribute names'            => array(
				0 => '<script>alert(1)</script>',
				1 => 'popup',
			),
			'every attribute hostile at once'    => array(
				'is-leadgen'          => $script,
				'initial-view'        => $script,
				'popup'               => $script,
				'hide-owner-checkbox' => $script,
				'register-label'      => $script,
				'back-label'          => $script,
				'force-redirect'      => $script,
				'forward-link'        => $script,
			),
		);
		$rows   = array();
		foreach ( $cases as $name => $atts ) {
			$rows[ $name ] = array( $atts );
		}
		return $rows;
	}

	/**
	 * Renders attributes the way WordPress does (defaults merged) on a fresh page.
	 *
	 * @param array<int|string, mixed> $atts Attributes.
	 * @return array{html: string, config: Config} The markup and the page's configuration.
	 */
	private function render_embed( array $atts ): array {
		$page = $this->fresh_page();
		$html = $page['shortcode']->render( $atts );
		return array(
			'html'   => $html,
			'config' => $page['config'],
		);
	}

	/**
	 * The markup depends on nothing but the kind of embed, and the configuration holds every value
	 * sanitized.
	 *
	 * @dataProvider hostile_attributes
	 *
	 * @param array<int|string, mixed> $atts Hostile attributes.
	 */
	public function test_hostile_attributes_stay_out_of_the_html_and_reach_the_config_sanitized( array $atts ): void {
		$rendered = $this->render_embed( $atts );
		self::assert_embed_is_safe(
			$rendered['html'],
			$rendered['config'],
			fn( array $harmless ): string => $this->render_embed( $harmless )['html']
		);
	}

	/**
	 * The same attributes written into post content reach the callback through WordPress's own
	 * shortcode parser and come out the same way: no value in the HTML.
	 */
	public function test_hostile_attributes_written_in_content_stay_out_of_the_html(): void {
		$page     = $this->fresh_page();
		$html     = do_shortcode( '[customer_area register-label=\'"><script>alert(1)</script>\' back-label="</noscript><img src=x onerror=alert(1)>" initial-view="<svg onload=alert(1)>" forward-link="javascript:alert(1)" style="x" onload="alert(1)"]' );
		$harmless = $this->render_embed( array() );
		self::assertSame( $harmless['html'], $html );
		self::assertSame( '', $page['config']->embeds()['customer-area-1']['forwardLink'] );
	}

	/**
	 * Block comments with hostile attributes, and whether the page counts as the customer area
	 * page: the shortcode's rules apply (only "true", "1", "yes" or boolean true set a flag).
	 *
	 * @return array<string, array{0: string, 1: bool}> Case => content, holds the full area.
	 */
	public static function hostile_blocks(): array {
		$block = static fn( string $json ): string => '<!-- wp:customer-area/customer-area ' . $json . ' /-->';
		return array(
			'popup with a script'          => array( $block( '{"popup":"<script>alert(1)<\/script>"}' ), true ),
			'popup as an object'           => array( $block( '{"popup":{"value":"true"}}' ), true ),
			'popup as boolean true'        => array( $block( '{"popup":true}' ), false ),
			'leadgen as an array'          => array( $block( '{"isLeadgen":["true"]}' ), true ),
			'leadgen in capitals'          => array( $block( '{"isLeadgen":"TRUE"}' ), false ),
			'forward link javascript:'     => array( $block( '{"forwardLink":"javascript:alert(1)"}' ), true ),
			'broken JSON is no block'      => array( '<!-- wp:customer-area/customer-area {"popup": /-->', false ),
			'deeply nested attributes'     => array( $block( str_repeat( '{"a":', 200 ) . '1' . str_repeat( '}', 200 ) ), true ),
			'inside a hostile group block' => array( '<!-- wp:group {"onload":"alert(1)"} -->' . $block( '{"popup":"no"}' ) . '<!-- /wp:group -->', true ),
			'a look-alike block name'      => array( '<!-- wp:customer-area/customer-area-x {"popup":false} /-->', false ),
		);
	}

	/**
	 * Hostile block attributes neither break the detection nor change its rules.
	 *
	 * @dataProvider hostile_blocks
	 *
	 * @param string $content Post content.
	 * @param bool   $full    Whether it holds the full area.
	 */
	public function test_hostile_block_attributes_follow_the_shortcode_rules( string $content, bool $full ): void {
		self::assertSame( $full, AreaPage::holds_full_area( $content ) );
	}
}
