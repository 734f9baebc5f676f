<?php
/**
 * The first paint of a page with the area: inline CSS and head script, a stylesheet that does not
 * block, and the pre-rendered opening of the embed in the page's language.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Tests;

if ( ! defined( 'ABSPATH' ) ) {
	http_response_code( 403 );
	exit;
}

use CustomerArea\Frontend\Assets;
use CustomerArea\Frontend\FirstPaint;
use CustomerArea\Frontend\FirstPaintViews;
use CustomerArea\Frontend\PageEmbeds;
use CustomerArea\Languages;

/**
 * Real GETs in the block theme Twenty Twenty-Five and the classic Twenty Twenty-One (which renders
 * the content after its head): the decision made on `template_redirect` puts the head's part into
 * both; the root holds the text of the view the embed starts on, in the page's language, busy
 * until the app takes over; popups and plain pages get none. In-process: the right-to-left twin of
 * the inline CSS, and the view and language chosen for each setting.
 */
final class FirstPaintTest extends TestCase {

	/** The stack's theme. */
	private const BLOCK_THEME = 'twentytwentyfive';

	/** A classic theme that prints its head before the content. */
	private const CLASSIC_THEME = 'twentytwentyone';

	/**
	 * Puts the stack's theme back.
	 */
	protected function tearDown(): void {
		if ( self::BLOCK_THEME !== get_stylesheet() ) {
			switch_theme( self::BLOCK_THEME );
		}
		parent::tearDown();
	}

	/**
	 * GETs a page anonymously.
	 *
	 * @param string $url URL.
	 * @return array{head: string, body: string} The page's head and body.
	 */
	private static function visit( string $url ): array {
		$response = wp_remote_get( $url, array( 'timeout' => 30 ) );
		self::assertFalse( is_wp_error( $response ) );
		self::assertSame( 200, wp_remote_retrieve_response_code( $response ), $url );
		$html  = (string) wp_remote_retrieve_body( $response );
		$split = strpos( $html, '</head>' );
		self::assertNotFalse( $split, 'no </head> in ' . $url );
		return array(
			'head' => substr( $html, 0, $split ),
			'body' => substr( $html, $split ),
		);
	}

	/**
	 * The first root's opening tag and content up to its end.
	 *
	 * @param string $body The page's body.
	 * @return string The root's markup, '' when there is none.
	 */
	private static function first_root( string $body ): string {
		return 1 === preg_match( '~<div id="customer-area-1"[^>]*>.*?</section></div></div>|<div id="customer-area-1"[^>]*></div>~s', $body, $match ) ? $match[0] : '';
	}

	/**
	 * A built file's content.
	 *
	 * @param string $file Path in build/.
	 * @return string Content.
	 */
	private static function built( string $file ): string {
		return (string) file_get_contents( CUSTOMER_AREA_DIR . 'build/' . $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of the plugin's own build on disk, not a URL.
	}

	/**
	 * Every element of a kind in an HTML text, in order, as its attributes and its text, read with
	 * WordPress's own HTML processor as a browser reads the tags.
	 *
	 * @param string $html The HTML.
	 * @param string $tag  The element's name.
	 * @return array<int, array{attributes: array<string, string|bool>, text: string}> Elements.
	 */
	private static function elements( string $html, string $tag ): array {
		$processor = new \WP_HTML_Tag_Processor( $html );
		$found     = array();
		while ( $processor->next_tag( $tag ) ) {
			$attributes = array();
			foreach ( (array) $processor->get_attribute_names_with_prefix( '' ) as $name ) {
				$attributes[ $name ] = $processor->get_attribute( $name );
			}
			$found[] = array(
				'attributes' => $attributes,
				'text'       => $processor->get_modifiable_text(),
			);
		}
		return $found;
	}

	/**
	 * The one element of a kind with an id.
	 *
	 * @param string $html The HTML.
	 * @param string $tag  The element's name.
	 * @param string $id   Its id.
	 * @return array{attributes: array<string, string|bool>, text: string} The element.
	 */
	private static function element( string $html, string $tag, string $id ): array {
		$found = array_values(
			array_filter(
				self::elements( $html, $tag ),
				static function ( array $element ) use ( $id ): bool {
					$found_id = $element['attributes']['id'] ?? '';
					return $id === $found_id;
				}
			)
		);
		self::assertCount( 1, $found, "one <$tag id=\"$id\">" );
		return $found[0];
	}

	/**
	 * Themes.
	 *
	 * @return array<string, array{string}> Theme.
	 */
	public function themes(): array {
		return array(
			'block theme'   => array( self::BLOCK_THEME ),
			'classic theme' => array( self::CLASSIC_THEME ),
		);
	}

	/**
	 * The head carries the inline CSS and the head's script, and the stylesheet does not block; the
	 * valuation page's root holds the wizard's first screen, busy; a plain page gets nothing.
	 *
	 * @dataProvider themes
	 * @param string $theme Theme.
	 */
	public function test_head_part_in_every_theme( string $theme ): void {
		self::require_build();
		switch_theme( $theme );
		self::assertSame( $theme, get_stylesheet() );

		$page = self::visit( $this->create_page( '[customer_area is-leadgen="true"]' ) );

		$style = self::element( $page['head'], 'style', 'customer-area-first-paint-inline-css' );
		self::assertStringContainsString( trim( self::built( 'first-paint.css' ) ), $style['text'] );
		$script = self::element( $page['head'], 'script', 'customer-area-first-paint' );
		self::assertStringContainsString( trim( self::built( 'first-paint-head.js' ) ), $script['text'] );
		self::assertSame( 'auto', $script['attributes']['data-language-setting'] );
		self::assertSame( 'en_US', $script['attributes']['data-site-locale'] );
		// The head's script comes before the styles: a script after a stylesheet waits for it.
		self::assertLessThan( strpos( $page['head'], 'customer-area-first-paint-inline-css' ), strpos( $page['head'], 'id="customer-area-first-paint"' ) );
		// The stylesheet waits in a template for the head's script, with a copy for browsers without script.
		self::assertMatchesRegularExpression( '~<template data-customer-area-late><link rel=[\'"]stylesheet[\'"] id=[\'"]customer-area-css[\'"][^>]* media=[\'"]all[\'"][^>]*></template><noscript><link rel=[\'"]stylesheet[\'"] id=[\'"]customer-area-css[\'"]~', $page['head'], 'the stylesheet is not held back' );
		self::assertSame( 2, substr_count( $page['head'] . $page['body'], "id='customer-area-css'" ) + substr_count( $page['head'] . $page['body'], 'id="customer-area-css"' ), 'the stylesheet printed again later' );
		// So do the first chunks' preload hints.
		self::assertMatchesRegularExpression( '~<template data-customer-area-late>\s*(<link rel="preload" href="[^"]*/build/[^"]*" as="(script|style)" fetchpriority="low" />\s*)+</template>~', $page['head'] . $page['body'], 'the preload hints are not held back' );
		// And the scripts: the entry, its inline data and the WordPress packages only it needs are
		// inert; no script of build/ or of the packages runs before the head's script wakes them.
		$html = $page['head'] . $page['body'];
		foreach ( array( 'customer-area-js', 'customer-area-js-before', 'react-js', 'react-dom-js', 'wp-i18n-js' ) as $id ) {
			self::assertMatchesRegularExpression( '~<script(?=[^>]* id=[\'"]' . $id . '[\'"])(?=[^>]* type=[\'"]text/plain[\'"])(?=[^>]* data-customer-area-late[\s>=])[^>]*>~', $html, $id . ' is not held back' );
		}
		// The head's script names the entry's and its packages' files exactly as they are printed,
		// so a signed-in page asks for each once, before the parser reaches them; and the files of
		// the frame and the signed-in screens as the chunk loader asks for them.
		$printed = array();
		foreach ( self::elements( $html, 'script' ) as $element ) {
			if ( isset( $element['attributes']['data-customer-area-late'], $element['attributes']['src'] ) ) {
				$printed[] = $element['attributes']['src'];
			}
		}
		self::assertNotEmpty( $printed );
		self::assertEqualsCanonicalizing( $printed, json_decode( (string) $script['attributes']['data-entry-files'], true ) );
		$chunks = json_decode( (string) $script['attributes']['data-chunks'], true );
		self::assertSame( array( 'shell', 'dashboard', 'estate' ), array_keys( $chunks ) );
		self::assertMatchesRegularExpression( '~/build/dashboard\.js\?ver=~', implode( ' ', $chunks['dashboard'] ) );
		preg_match_all( '~<script\b[^>]*\bsrc=[\'"][^\'"]*(?:/customer-area/build/|/vendor/react)[^>]*>~', $html, $scripts );
		self::assertNotEmpty( $scripts[0] );
		foreach ( $scripts[0] as $script ) {
			self::assertStringContainsString( 'type="text/plain"', $script, $script );
		}

		$root = self::first_root( $page['body'] );
		self::assertStringContainsString( 'aria-busy="true"', $root );
		self::assertStringContainsString( self::built( 'first-paint/wizard.en.html' ), $root );
		self::assertStringContainsString( 'Which property would you like to evaluate?', $root );

		$plain = self::visit( $this->create_page( '<p>About us</p>' ) );
		self::assertStringNotContainsString( 'customer-area-first-paint', $plain['head'] );
		self::assertStringNotContainsString( 'customer-area-opening', $plain['head'] . $plain['body'] );
	}

	/**
	 * Embeds and the view whose text their root holds (none for a popup, which stays empty and
	 * not busy).
	 *
	 * @return array<string, array{string, string|null}> Content, view.
	 */
	public function embeds(): array {
		return array(
			'plain embed'            => array( '[customer_area]', 'login' ),
			'initial-view register'  => array( '[customer_area initial-view="register"]', 'register' ),
			'initial-view forgot'    => array( '[customer_area initial-view="forgot-password"]', 'forgot-password' ),
			'forward link'           => array( '[customer_area forward-link="/offers/"]', 'secret-sale-notice' ),
			'forward link, register' => array( '[customer_area forward-link="/offers/" initial-view="register"]', 'register' ),
			'lead generation'        => array( '[customer_area is-leadgen="true" initial-view="register"]', 'wizard' ),
			'popup'                  => array( '[customer_area popup="true"]', null ),
		);
	}

	/**
	 * Each embed's root holds its view's text.
	 *
	 * @dataProvider embeds
	 * @param string      $content Page content.
	 * @param string|null $view    The view, or null for none.
	 */
	public function test_root_holds_its_views_text( string $content, ?string $view ): void {
		self::require_build();
		$body = self::visit( $this->create_page( $content ) )['body'];
		$root = self::first_root( $body );
		self::assertNotSame( '', $root, 'no root' );
		if ( null === $view ) {
			self::assertMatchesRegularExpression( '~^<div id="customer-area-1" class="[^"]*" data-customer-area-root></div>$~', $root );
			return;
		}
		self::assertStringContainsString( 'data-customer-area-root aria-busy="true">' . self::built( 'first-paint/' . $view . '.en.html' ) . '</div>', $root );
	}

	/**
	 * The forward-link setting turns every plain embed's login into the notice.
	 */
	public function test_forward_link_setting(): void {
		self::require_build();
		$this->store_settings( array( 'forward_link' => home_url( '/offers/' ) ) );
		self::assertSame( self::built( 'first-paint/secret-sale-notice.en.html' ), FirstPaintViews::markup( array( 'initialView' => '' ) ) );
		self::assertSame( self::built( 'first-paint/register.en.html' ), FirstPaintViews::markup( array( 'initialView' => 'register' ) ) );
		self::assertSame( '', FirstPaintViews::markup( array( 'popup' => true ) ) );
		$body = self::visit( $this->create_page( '[customer_area]' ) )['body'];
		self::assertStringContainsString( self::built( 'first-paint/secret-sale-notice.en.html' ), self::first_root( $body ) );
	}

	/**
	 * The page's language: the plugin's setting when it names a language, else the site's locale
	 * (which WPML and Polylang set to the URL's language), with its variant's catalogue.
	 */
	public function test_language_of_the_text(): void {
		self::require_build();
		$this->store_settings( array( 'language' => 'fr' ) );
		self::assertSame(
			array(
				'code'      => 'fr',
				'catalogue' => 'fr_FR',
			),
			Languages::page_language()
		);
		$body = self::visit( $this->create_page( '[customer_area is-leadgen="true"]' ) )['body'];
		self::assertStringContainsString( self::built( 'first-paint/wizard.fr_FR.html' ), self::first_root( $body ) );
		self::assertStringContainsString( 'lang="fr"', self::first_root( $body ) );

		$this->store_settings( array( 'language' => 'auto' ) );
		$locale = 'de_CH';
		$filter = static function () use ( &$locale ): string {
			return $locale;
		};
		$this->add_test_filter( 'locale', $filter );
		self::assertSame(
			array(
				'code'      => 'de',
				'catalogue' => 'de_CH',
			),
			Languages::page_language()
		);
		$locale = 'nl_BE';
		self::assertSame(
			array(
				'code'      => 'nl',
				'catalogue' => 'nl_NL',
			),
			Languages::page_language()
		);
		$locale = 'ja';
		self::assertSame(
			array(
				'code'      => 'en',
				'catalogue' => 'en',
			),
			Languages::page_language()
		);
		$this->store_settings( array( 'language' => 'it' ) );
		$locale = 'de_CH';
		self::assertSame(
			array(
				'code'      => 'it',
				'catalogue' => 'it_IT',
			),
			Languages::page_language()
		);
		self::assertStringContainsString( 'lang="it"', FirstPaintViews::markup( array( 'isLeadgen' => true ) ) );
	}

	/**
	 * Only what the entry alone needs is held back: a package another script of the page needs
	 * (here React, for another plugin's script) prints as it is, as do that script and any script
	 * already printed; a page without the area holds nothing back.
	 */
	public function test_held_back_scripts_are_the_entrys_own(): void {
		self::require_build();
		$scripts = wp_scripts();
		$queue   = $scripts->queue;
		$done    = $scripts->done;
		wp_register_script( 'other-plugin', 'https://example.test/other.js', array( 'react' ), '1', true );
		if ( ! wp_script_is( Assets::HANDLE, 'registered' ) ) {
			( new Assets() )->register();
		}
		try {
			// Nothing printed yet, as at the start of a page.
			$scripts->done = array();
			wp_enqueue_script( Assets::HANDLE );
			$held = FirstPaint::late_handles( $scripts );
			foreach ( array( Assets::HANDLE, 'react', 'react-dom', 'wp-i18n' ) as $handle ) {
				self::assertContains( $handle, $held, $handle );
			}

			wp_enqueue_script( 'other-plugin' );
			$held = FirstPaint::late_handles( $scripts );
			self::assertNotContains( 'react', $held, 'another plugin needs React' );
			self::assertNotContains( 'other-plugin', $held );
			self::assertContains( 'react-dom', $held );
			$scripts->done[] = 'react-dom';
			self::assertNotContains( 'react-dom', FirstPaint::late_handles( $scripts ), 'already printed' );

			$tag         = "<script src='https://example.test/react.js' id='react-js'></script>\n";
			$first_paint = new FirstPaint( new PageEmbeds(), new Assets() );
			self::assertSame( $tag, $first_paint->late_script_tag( $tag, Assets::HANDLE ), 'no area: nothing is held back' );
			$this->add_test_filter( 'customer_area_page_has_area', '__return_true' );
			$first_paint->prepare();
			self::assertSame( $tag, $first_paint->late_script_tag( $tag, 'react' ) );
			$entry = "<script id='customer-area-js-before'>var x = 1;</script>\n<script src='https://example.test/index.js' id='customer-area-js' defer data-wp-strategy='defer'></script>\n";
			$held  = $first_paint->late_script_tag( $entry, Assets::HANDLE );
			self::assertSame( 2, preg_match_all( '~<script(?=[^>]* type="text/plain")(?=[^>]* data-customer-area-late[\s>])[^>]*>~', $held ), $held );
			self::assertSame( 2, substr_count( $held, '<script' ), $held );
			self::assertStringContainsString( 'var x = 1;', $held );
		} finally {
			wp_dequeue_script( 'other-plugin' );
			wp_deregister_script( 'other-plugin' );
			$scripts->queue = $queue;
			$scripts->done  = $done;
		}
	}

	/**
	 * A right-to-left site gets the right-to-left twin of the inline CSS.
	 */
	public function test_right_to_left_twin(): void {
		self::require_build();
		global $wp_locale;
		self::assertNotSame( self::built( 'first-paint.css' ), self::built( 'first-paint-rtl.css' ) );
		$this->add_test_filter( 'customer_area_page_has_area', '__return_true' );
		$direction = $wp_locale->text_direction;
		try {
			foreach ( array(
				'ltr' => 'first-paint.css',
				'rtl' => 'first-paint-rtl.css',
			) as $dir => $file ) {
				$wp_locale->text_direction = $dir;
				wp_deregister_style( 'customer-area-first-paint' );
				( new FirstPaint( new PageEmbeds(), new Assets() ) )->prepare();
				self::assertSame( array( self::built( $file ) ), wp_styles()->get_data( 'customer-area-first-paint', 'after' ), $dir );
			}
		} finally {
			$wp_locale->text_direction = $direction;
			wp_dequeue_style( 'customer-area-first-paint' );
			wp_deregister_style( 'customer-area-first-paint' );
		}
	}
}
