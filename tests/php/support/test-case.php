<?php
/**
 * Base class of the plugin's tests: restores everything a test changes.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Tests;

if ( ! defined( 'ABSPATH' ) ) {
	http_response_code( 403 );
	exit;
}

use CustomerArea\Frontend\Assets;
use CustomerArea\Frontend\Block;
use CustomerArea\Frontend\Config;
use CustomerArea\Frontend\Shortcode;
use CustomerArea\Options;

/**
 * Keeps tests independent of each other and of their order: the option is restored,
 * pages and users created by a test are deleted, and front-end tests get fresh
 * per-page state (embed counter, collected configuration, script queue).
 */
abstract class TestCase extends \PHPUnit\Framework\TestCase {

	/**
	 * The option as it was before the test (false when absent).
	 *
	 * @var mixed
	 */
	private $saved_option;

	/**
	 * Posts created by the test.
	 *
	 * @var array<int, int>
	 */
	private array $created_posts = array();

	/**
	 * Users created by the test.
	 *
	 * @var array<int, int>
	 */
	private array $created_users = array();

	/**
	 * The plugin's own shortcode callback, put back after a test replaced it.
	 *
	 * @var callable|null
	 */
	private $saved_shortcode = null;

	/**
	 * The block type's own render callback, put back after a test replaced it.
	 *
	 * @var callable|null
	 */
	private $saved_block_render = null;

	/**
	 * Filters added by the test, removed after it: hook => callbacks.
	 *
	 * @var array<int, array{0: string, 1: callable}>
	 */
	private array $added_filters = array();

	/**
	 * Fresh per-page front-end state, when the test asked for it.
	 *
	 * @var array{config: Config, assets: Assets, shortcode: Shortcode, block: Block}|null
	 */
	private ?array $frontend = null;

	/**
	 * Remembers the option and clears state left by earlier tests.
	 */
	protected function setUp(): void {
		parent::setUp();
		wp_cache_flush();
		$this->saved_option            = get_option( Options::NAME, false );
		$GLOBALS['wp_settings_errors'] = array();
		wp_set_current_user( 0 );
	}

	/**
	 * Puts back the option, the shortcode and the script queue; deletes created posts and users.
	 */
	protected function tearDown(): void {
		foreach ( $this->added_filters as [ $hook, $callback ] ) {
			remove_filter( $hook, $callback, 10 );
		}
		$this->added_filters = array();
		foreach ( $this->created_posts as $post_id ) {
			wp_delete_post( $post_id, true );
		}
		foreach ( $this->created_users as $user_id ) {
			wp_delete_user( $user_id );
		}
		if ( false === $this->saved_option ) {
			delete_option( Options::NAME );
		} else {
			update_option( Options::NAME, $this->saved_option );
		}
		if ( null !== $this->frontend ) {
			remove_action( 'wp_print_footer_scripts', array( $this->frontend['config'], 'localize' ), 5 );
			add_shortcode( Shortcode::TAG, $this->saved_shortcode );
			$block_type = \WP_Block_Type_Registry::get_instance()->get_registered( Block::NAME );
			if ( null !== $block_type ) {
				$block_type->render_callback = $this->saved_block_render;
			}
			$GLOBALS['wp_scripts'] = null;
			$GLOBALS['wp_styles']  = null;
			$this->frontend        = null;
		}
		$GLOBALS['wp_settings_errors'] = array();
		wp_set_current_user( 0 );
		wp_cache_flush();
		parent::tearDown();
	}

	/**
	 * Adds a filter (or action) for the rest of the test; it is removed afterwards.
	 *
	 * @param string   $hook          Hook name.
	 * @param callable $callback      Callback.
	 * @param int      $accepted_args Number of arguments the callback takes.
	 */
	protected function add_test_filter( string $hook, callable $callback, int $accepted_args = 1 ): void {
		add_filter( $hook, $callback, 10, $accepted_args );
		$this->added_filters[] = array( $hook, $callback );
	}

	/**
	 * Decides, for the rest of the test, whether the plugin's server-side checks accept private
	 * targets (the filter's two branches; the environment type itself is cached by WordPress).
	 *
	 * @param bool $allowed Whether loopback, private and unique-local addresses are allowed.
	 */
	protected function allow_private_targets( bool $allowed ): void {
		$this->add_test_filter( 'customer_area_allow_private_targets', static fn (): bool => $allowed );
	}

	/**
	 * Makes host names resolve to given addresses for the rest of the test (names not listed
	 * resolve as usual); the machine's own resolver cannot be changed by a test.
	 *
	 * @param array<string, array<int, string>> $names Host name => addresses.
	 */
	protected function resolve_names( array $names ): void {
		$this->add_test_filter(
			'customer_area_resolve_host',
			static fn ( $addresses, string $host ) => $names[ $host ] ?? $addresses,
			2
		);
	}

	/**
	 * Stores settings directly (as a site owner's earlier save would have), merged over
	 * the defaults; this bypasses the sanitize callback on purpose.
	 *
	 * @param array<string, string> $settings Settings to store.
	 */
	protected function store_settings( array $settings ): void {
		update_option( Options::NAME, array_merge( Options::defaults(), $settings ) );
	}

	/**
	 * The option as stored in the database now (after another process may have changed it).
	 *
	 * @return mixed Option value.
	 */
	protected function stored_settings() {
		wp_cache_flush();
		return get_option( Options::NAME, false );
	}

	/**
	 * Publishes a page that the test deletes afterwards.
	 *
	 * @param string $content Post content.
	 * @return string The page's URL.
	 */
	protected function create_page( string $content ): string {
		return (string) get_permalink( $this->create_post( $content ) );
	}

	/**
	 * Creates a post of any type and status that the test deletes afterwards.
	 *
	 * @param string $content Post content.
	 * @param string $type    Post type.
	 * @param string $status  Post status.
	 * @return int The post's ID.
	 */
	protected function create_post( string $content, string $type = 'page', string $status = 'publish' ): int {
		$post_id = wp_insert_post(
			array(
				'post_type'    => $type,
				'post_status'  => $status,
				'post_title'   => 'Customer Area test ' . wp_generate_password( 6, false ),
				'post_name'    => 'customer-area-test-' . strtolower( wp_generate_password( 10, false ) ),
				'post_content' => $content,
				// A scheduled post needs a date in the future.
				'post_date'    => 'future' === $status ? gmdate( 'Y-m-d H:i:s', time() + DAY_IN_SECONDS ) : '',
			),
			true
		);
		self::assertIsInt( $post_id, 'could not create a ' . $type );
		$this->created_posts[] = $post_id;
		return $post_id;
	}

	/**
	 * Creates a user with a role and a random password; deleted after the test.
	 *
	 * @param string $role WordPress role.
	 * @return array{id: int, login: string, password: string, email: string} The user.
	 */
	protected function create_user( string $role ): array {
		$login    = 'ca_' . $role . '_' . strtolower( wp_generate_password( 8, false ) );
		$password = wp_generate_password( 24, false );
		$email    = $login . '@example.org';
		$user_id  = wp_insert_user(
			array(
				'user_login' => $login,
				'user_pass'  => $password,
				'user_email' => $email,
				'role'       => $role,
			)
		);
		self::assertIsInt( $user_id, 'could not create a ' . $role );
		$this->created_users[] = $user_id;
		return array(
			'id'       => $user_id,
			'login'    => $login,
			'password' => $password,
			'email'    => $email,
		);
	}

	/**
	 * Gives the test the state of a fresh page request: a new shortcode instance (embed
	 * counter at zero, no full area yet), the block rendering through that instance, a new
	 * configuration collector hooked like the plugin's own, and empty script and style queues.
	 *
	 * @return array{config: Config, assets: Assets, shortcode: Shortcode, block: Block} The fresh services.
	 */
	protected function fresh_page(): array {
		global $shortcode_tags;
		$block_type = \WP_Block_Type_Registry::get_instance()->get_registered( Block::NAME );
		self::assertNotNull( $block_type, 'the plugin did not register the block ' . Block::NAME );
		if ( null === $this->frontend ) {
			$this->saved_shortcode = $shortcode_tags[ Shortcode::TAG ] ?? null;
			self::assertNotNull( $this->saved_shortcode, 'the plugin did not register [customer_area]' );
			$this->saved_block_render = $block_type->render_callback;
		} else {
			remove_action( 'wp_print_footer_scripts', array( $this->frontend['config'], 'localize' ), 5 );
		}
		$GLOBALS['wp_scripts'] = null;
		$GLOBALS['wp_styles']  = null;
		$config                = new Config();
		$assets                = new Assets();
		$shortcode             = new Shortcode( $config, $assets );
		$block                 = new Block( $shortcode );
		add_shortcode( Shortcode::TAG, array( $shortcode, 'render' ) );
		$block_type->render_callback = array( $block, 'render' );
		add_action( 'wp_print_footer_scripts', array( $config, 'localize' ), 5 );
		$this->frontend = array(
			'config'    => $config,
			'assets'    => $assets,
			'shortcode' => $shortcode,
			'block'     => $block,
		);
		return $this->frontend;
	}

	/**
	 * The object assigned to window.customerAreaConfig in a page's HTML, decoded.
	 *
	 * @param string $html Page HTML.
	 * @return array<string, mixed> Configuration.
	 */
	protected static function config_in( string $html ): array {
		self::assertSame( 1, preg_match( '/var customerAreaConfig = (\{.*?\});\s*(?:\n|<\/script>)/s', $html, $match ), 'no customerAreaConfig in the page' );
		$config = json_decode( $match[1], true );
		self::assertIsArray( $config, 'customerAreaConfig is not valid JSON' );
		return $config;
	}

	/**
	 * Fails with a clear message when the front end has not been built: the suite runs
	 * after `npm run build` (the test orchestrator builds first).
	 */
	protected static function require_build(): void {
		self::assertFileExists( CUSTOMER_AREA_DIR . 'build/index.asset.php', 'build/index.asset.php is missing: run "npm run build" before the PHP tests' );
	}
}
