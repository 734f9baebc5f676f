<?php
/**
 * PHP files outside includes/ that belong to the command line or the dev server refuse web requests.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Tests;

// A test file must never run as a web page (the plugin folder is served by the web server).
if ( ! defined( 'ABSPATH' ) ) {
	http_response_code( 403 );
	exit;
}

use CustomerArea\Options;

/**
 * The plugin folder is the whole repository, symlinked into WordPress, so every script and test in it
 * has a URL. Requested over HTTP from the running WordPress, each such file answers 403 with an empty
 * body and changes nothing: no option, no post, no mail.
 */
final class CliOnlyScriptsTest extends TestCase {

	/**
	 * Every PHP file of the repository that is meant for the command line or the dev server, with
	 * its URL path: the stack's scripts, the mail catcher's copy in mu-plugins, and all of tests/php
	 * (found on disk, so a new test file is covered without being listed here).
	 *
	 * @return array<string, array{0: string}> Name => URL path below the site.
	 */
	public static function cli_only_files(): array {
		$plugin = '/wp-content/plugins/customer-area/';
		$files  = array(
			'scripts/wp/cli-request.php',
			'scripts/wp/htaccess.php',
			'scripts/wp/install.php',
			'scripts/wp/local-mail.php',
			'scripts/wp/multisite.php',
			'scripts/wp/router.php',
			'scripts/i18n/php-domains.php',
		);
		$tests  = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( CUSTOMER_AREA_DIR . 'tests/php', \FilesystemIterator::SKIP_DOTS ) );
		foreach ( $tests as $file ) {
			if ( 'php' === $file->getExtension() ) {
				$files[] = substr( $file->getPathname(), strlen( CUSTOMER_AREA_DIR ) );
			}
		}
		sort( $files );
		$cases = array();
		foreach ( $files as $file ) {
			$cases[ $file ] = array( $plugin . $file );
		}
		$cases['mu-plugins copy of the mail catcher'] = array( '/wp-content/mu-plugins/customer-area-local-mail.php' );
		return $cases;
	}

	/**
	 * What a script that ran would have changed: the options the install writes, the posts, the mail log.
	 *
	 * @return array<string, mixed> Snapshot.
	 */
	private static function site_state(): array {
		global $wpdb;
		wp_cache_flush();
		clearstatcache();
		$options = array();
		foreach ( array( Options::NAME, 'stylesheet', 'template', 'permalink_structure', 'active_plugins', 'siteurl', 'admin_email' ) as $name ) {
			$options[ $name ] = get_option( $name );
		}
		$mail_log = defined( 'CUSTOMER_AREA_MAIL_LOG' ) ? (string) CUSTOMER_AREA_MAIL_LOG : '';
		return array(
			'options'  => $options,
			'posts'    => $wpdb->get_row( "SELECT COUNT(*) AS count, MAX(ID) AS last, MAX(post_modified_gmt) AS modified FROM {$wpdb->posts}", ARRAY_A ),
			'users'    => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->users}" ),
			'mail log' => '' !== $mail_log && is_file( $mail_log ) ? filesize( $mail_log ) : 0,
		);
	}

	/**
	 * GET and POST (with the arguments the scripts take on the command line as query and form) are
	 * both refused with 403 and an empty body, and the site is unchanged afterwards.
	 *
	 * @dataProvider cli_only_files
	 *
	 * @param string $path URL path below the site.
	 */
	public function test_web_request_is_refused_and_does_nothing( string $path ): void {
		self::assertFileExists( self::local_file( $path ), 'the file to request does not exist' );
		$before  = self::site_state();
		$browser = new HttpClient();

		$get = $browser->get( $path . '?install+configure' );
		self::assertSame( 403, $get['status'], 'GET ' . $path );
		self::assertSame( '', $get['body'], 'GET ' . $path . ' printed something' );

		$post = $browser->post(
			$path,
			array(
				'argv'   => array( 'configure' ),
				'domain' => 'customer-area',
			)
		);
		self::assertSame( 403, $post['status'], 'POST ' . $path );
		self::assertSame( '', $post['body'], 'POST ' . $path . ' printed something' );

		self::assertSame( $before, self::site_state(), 'requesting ' . $path . ' changed the site' );
	}

	/**
	 * The coding standards' PHP in tools/ (PHP_CodeSniffer and WPCS, for `npm run lint:php`) is not
	 * served at all by the development server: 404, nothing run, nothing printed of it.
	 */
	public function test_the_tools_folder_is_not_served(): void {
		$paths   = array(
			'/wp-content/plugins/customer-area/tools/phpcs/php_codesniffer/autoload.php',
			'/wp-content/plugins/customer-area/tools/phpcs/README.md',
			'/wp-content/plugins/customer-area/tools/',
		);
		$browser = new HttpClient();
		foreach ( $paths as $path ) {
			self::assertFileExists( self::local_file( $path ), 'the file to request does not exist' );
			$answer = $browser->get( $path );
			self::assertSame( 404, $answer['status'], 'GET ' . $path );
			self::assertStringNotContainsString( 'PHP_CodeSniffer', $answer['body'], 'GET ' . $path );
		}
	}

	/**
	 * The file on disk behind a URL path of the test site.
	 *
	 * @param string $path URL path below the site.
	 * @return string Absolute file name.
	 */
	private static function local_file( string $path ): string {
		return untrailingslashit( CUSTOMER_AREA_TEST_WP_ROOT ) . $path;
	}
}
