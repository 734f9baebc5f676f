<?php
/**
 * Hostile block attributes through WordPress's block parser and the plugin's block.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Tests\Reliability;

if ( ! defined( 'ABSPATH' ) ) {
	http_response_code( 403 );
	exit;
}

use CustomerArea\Frontend\Block;
use CustomerArea\Tests\TestCase;

require_once __DIR__ . '/embed-checks.php';

/**
 * A block comment as an author (or an import, or a REST client) may store it, rendered the way
 * a page renders it (`parse_blocks` and `render_block`, the block type's attribute schema
 * included): whatever its attributes, the markup is that of a harmless embed of its kind and the
 * configuration holds only sanitized values (see EmbedChecks).
 */
final class BlockAttributesTest extends TestCase {
	use EmbedChecks;

	/**
	 * Hostile block attributes as JSON in the block comment, one case each.
	 *
	 * @return array<string, array{0: string}> Case => attributes JSON.
	 */
	public static function hostile_blocks(): array {
		$script = '\"><script>alert(1)<\/script>';
		$cases  = array(
			'label breaking out of an attribute' => '{"registerLabel":"' . $script . '"}',
			'label closing the config script'    => '{"backLabel":"<\/script><script>alert(1)<\/script>"}',
			'label with an event handler'        => '{"backLabel":"<img src=x onerror=alert(1)>"}',
			'label with an unclosed tag'         => '{"registerLabel":"Join <img src=x onerror=alert(1)"}',
			'label with line breaks'             => '{"registerLabel":"Sign\nup\u2028now"}',
			'label as an object'                 => '{"registerLabel":{"html":"<script>"}}',
			'label as a number'                  => '{"backLabel":1e308}',
			'view outside its list'              => '{"initialView":"dashboard"}',
			'view with a script'                 => '{"initialView":"login<script>alert(1)<\/script>"}',
			'flag as a string with a script'     => '{"popup":"true<script>"}',
			'flag as a string'                   => '{"isLeadgen":"true"}',
			'flag as an array'                   => '{"forceRedirect":[true]}',
			'forward link to another site'       => '{"forwardLink":"https://evil.example/"}',
			'forward link javascript:'           => '{"forwardLink":"javascript:alert(1)"}',
			'forward link breaking out'          => '{"forwardLink":"/offers/' . $script . '"}',
			'class name breaking out'            => '{"className":"x\" onmouseover=\"alert(1)"}',
			'style attribute'                    => '{"style":{"color":{"background":"url(javascript:alert(1))"}}}',
			'anchor breaking out'                => '{"anchor":"x\" onfocus=\"alert(1)"}',
			'metadata bindings'                  => '{"metadata":{"bindings":{"registerLabel":{"source":"core/post-meta","args":{"key":"secret"}}}}}',
			'unknown attribute onload'           => '{"onload":"alert(1)"}',
			'every attribute hostile at once'    => '{"isLeadgen":"' . $script . '","initialView":"' . $script . '","popup":"' . $script . '","hideOwnerCheckbox":"' . $script . '","registerLabel":"' . $script . '","backLabel":"' . $script . '","forceRedirect":"' . $script . '","forwardLink":"' . $script . '"}',
		);
		$rows   = array();
		foreach ( $cases as $name => $json ) {
			$rows[ $name ] = array( $json );
		}
		return $rows;
	}

	/**
	 * Renders one block comment on a fresh page as a page does.
	 *
	 * @param string $json The block's attributes.
	 * @return array{html: string, config: \CustomerArea\Frontend\Config} Markup and configuration.
	 */
	private function render_block_comment( string $json ): array {
		$page   = $this->fresh_page();
		$blocks = parse_blocks( '<!-- wp:' . Block::NAME . ' ' . $json . ' /-->' );
		self::assertSame( Block::NAME, $blocks[0]['blockName'] ?? null, 'the comment parses as the block' );
		return array(
			'html'   => render_block( $blocks[0] ),
			'config' => $page['config'],
		);
	}

	/**
	 * Hostile attributes stay out of the HTML and reach the configuration sanitized.
	 *
	 * @dataProvider hostile_blocks
	 *
	 * @param string $json The block's attributes.
	 */
	public function test_hostile_block_attributes_stay_out_of_the_html_and_reach_the_config_sanitized( string $json ): void {
		$rendered = $this->render_block_comment( $json );
		self::assert_embed_is_safe(
			$rendered['html'],
			$rendered['config'],
			function ( array $harmless ): string {
				$page = $this->fresh_page();
				return $page['shortcode']->render( $harmless );
			}
		);
	}
}
