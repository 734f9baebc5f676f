<?php
/**
 * Hostile forward-link targets against the PHP side of the same-site rule.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Tests\Reliability;

if ( ! defined( 'ABSPATH' ) ) {
	http_response_code( 403 );
	exit;
}

use CustomerArea\Frontend\Shortcode;
use CustomerArea\Settings\Sanitize;
use CustomerArea\Support\Url;
use CustomerArea\Tests\TestCase;

/**
 * Every way a forward link reaches the browser: the setting's sanitizer, the shortcode
 * attribute and the shared URL rule. A hostile target must come out as "no link" (null from
 * the rule and the sanitizer, '' in the embed), never "repaired" into something else; a
 * same-site target comes out absolute on the site's origin (see docs/behaviour.md "Forward link
 * and secret sale").
 */
final class ForwardLinkTargetsTest extends TestCase {

	/**
	 * Hostile targets, by the trick they try. Built from the site's own origin where the trick
	 * needs it, so they hold whatever port the test site runs on.
	 *
	 * @return array<string, array{0: string}> Trick => target.
	 */
	public static function hostile_targets(): array {
		$site  = Url::site_origin();
		$host  = (string) wp_parse_url( $site, PHP_URL_HOST );
		$port  = wp_parse_url( $site, PHP_URL_PORT );
		$hp    = $host . ( $port ? ':' . $port : '' );
		$cases = array(
			'other origin'                  => 'https://evil.example/',
			'other scheme of the site'      => ( str_starts_with( $site, 'https:' ) ? 'http://' : 'https://' ) . $hp . '/offers/',
			'other port'                    => 'http://' . $host . ':9/offers/',
			'suffix host'                   => 'http://' . $host . '.evil.example/',
			'trailing-dot host'             => 'http://' . $host . '.' . ( $port ? ':' . $port : '' ) . '/',
			'octal host'                    => 'http://0177.0.0.1' . ( $port ? ':' . $port : '' ) . '/',
			'bracketed host'                => 'http://[' . $host . ']' . ( $port ? ':' . $port : '' ) . '/',
			'protocol-relative'             => '//evil.example/offers/',
			'protocol-relative to the site' => '//' . $hp . '/offers/',
			'slash backslash'               => '/\\evil.example',
			'backslashes'                   => '\\\\evil.example',
			'site as user name'             => $site . '@evil.example/',
			'user info on the site'         => str_replace( '://', '://user:pw@', $site ) . '/',
			'port glued to another host'    => 'http://' . $host . ':' . ( $port ? $port : 80 ) . '.evil.example/',
			// Browsers refuse an authority with two ports; PHP's parse_url() reads the first as part
			// of the host and the second as the port, so the site's own port came out as its origin.
			'two ports, the site’s first'   => 'http://' . $host . ':' . ( $port ? $port : 80 ) . ':80/offers/',
			'two ports, the site’s last'    => 'http://' . $host . ':80:' . ( $port ? $port : 80 ) . '/offers/',
			'two ports, both the site’s'    => 'http://' . $host . ':' . ( $port ? $port . ':' . $port : '80:80' ) . '/offers/',
			'two ports, https'              => 'https://' . $host . ':443:443/offers/',
			'triple slash'                  => '///evil.example',
			'javascript:'                   => 'javascript:alert(document.cookie)',
			'javascript: upper case'        => 'JAVASCRIPT:alert(1)',
			'javascript: after a tab'       => "\tjavascript:alert(1)",
			'javascript: with a newline'    => "java\nscript:alert(1)",
			'javascript: with the site'     => 'javascript://' . $hp . '/%0aalert(1)',
			'data:'                         => 'data:text/html,<script>alert(1)</script>',
			'vbscript:'                     => 'vbscript:msgbox(1)',
			'file:'                         => 'file:///etc/passwd',
			'mailto:'                       => 'mailto:victim@example.com',
			'path-relative'                 => 'offers/secret',
			'quote breaking out'            => '/offers/"><script>alert(1)</script>',
			'tag in the path'               => '/<script>alert(1)</script>',
			'NUL byte'                      => "/offers/\0evil",
			'space inside'                  => '/offers/ evil',
			'backtick'                      => '/offers/`alert(1)`',
			'empty'                         => '',
		);
		$rows  = array();
		foreach ( $cases as $trick => $target ) {
			$rows[ $trick ] = array( $target );
		}
		return $rows;
	}

	/**
	 * A hostile target is no link: for the rule, for the setting and for the attribute.
	 *
	 * @dataProvider hostile_targets
	 *
	 * @param string $target Hostile target.
	 */
	public function test_a_hostile_target_is_no_link( string $target ): void {
		self::assertNull( Url::same_origin( $target ), 'the URL rule' );
		$setting = Sanitize::same_origin( $target );
		self::assertTrue( null === $setting || '' === $setting, 'the setting keeps ' . var_export( $setting, true ) );
		$embed = Shortcode::parse( array_merge( Shortcode::defaults(), array( 'forward-link' => $target ) ) );
		self::assertSame( '', $embed['forwardLink'], 'the shortcode attribute' );
	}

	/**
	 * Same-site targets, so the suite proves the rule can say yes.
	 *
	 * @return array<string, array{0: string, 1: string}> Case => target, expected path.
	 */
	public static function same_site_targets(): array {
		return array(
			'a path'               => array( '/offers/secret/', '/offers/secret/' ),
			'a path with a query'  => array( '/offers/?id=7#top', '/offers/?id=7#top' ),
			'escaped slashes'      => array( '/%2F%2Fevil.example', '/%2F%2Fevil.example' ),
			'the site in capitals' => array( 'SITE/offers/', '/offers/' ),
		);
	}

	/**
	 * A same-site target is kept, absolute on the site's origin.
	 *
	 * @dataProvider same_site_targets
	 *
	 * @param string $target   Target; SITE stands for the site's origin in capitals.
	 * @param string $expected Path the link keeps.
	 */
	public function test_a_same_site_target_is_kept( string $target, string $expected ): void {
		$site   = Url::site_origin();
		$target = str_replace( 'SITE', strtoupper( $site ), $target );
		$kept   = Url::same_origin( $target );
		self::assertNotNull( $kept );
		self::assertSame( $site, Url::origin_of( (string) $kept ) );
		self::assertStringEndsWith( $expected, (string) $kept );
		$embed = Shortcode::parse( array_merge( Shortcode::defaults(), array( 'forward-link' => $target ) ) );
		self::assertSame( $kept, $embed['forwardLink'] );
	}
}
