<?php
/**
 * Purging the page cache when the plugin's release or settings change.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Tests;

if ( ! defined( 'ABSPATH' ) ) {
	http_response_code( 403 );
	exit;
}

use CustomerArea\Options;
use CustomerArea\PageCache;

/**
 * Which events ask the page cache to purge, and through which entry points (includes/PageCache.php,
 * README "Hosting: what a host must know"). The production suite proves the purge end to end
 * with Varnish (tests/production/updates.spec.ts).
 */
final class PageCacheTest extends TestCase {

	/**
	 * The reasons the plugin's purge action fired with during the test.
	 *
	 * @var string[]
	 */
	private array $purges = array();

	/**
	 * Records the plugin's purge action.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->purges = array();
		$this->add_test_filter(
			PageCache::ACTION,
			function ( string $reason ): void {
				$this->purges[] = $reason;
			}
		);
	}

	/**
	 * The plugin's basename, as WordPress names it in hooks.
	 *
	 * @return string E.g. customer-area/customer-area.php.
	 */
	private static function basename(): string {
		return plugin_basename( CUSTOMER_AREA_FILE );
	}

	/**
	 * A change of the settings purges once; saving the same values again changes nothing and
	 * purges nothing.
	 */
	public function test_a_settings_change_purges(): void {
		$this->store_settings( array( 'terms_label' => 'Terms A' ) );
		$this->purges = array();

		update_option( Options::NAME, array_merge( Options::defaults(), array( 'terms_label' => 'Terms B' ) ) );
		self::assertSame( array( 'settings' ), $this->purges );

		update_option( Options::NAME, array_merge( Options::defaults(), array( 'terms_label' => 'Terms B' ) ) );
		self::assertSame( array( 'settings' ), $this->purges );
	}

	/**
	 * The first save of the settings (the option is added) purges too.
	 */
	public function test_the_first_save_of_the_settings_purges(): void {
		delete_option( Options::NAME );
		$this->purges = array();

		update_option( Options::NAME, Options::defaults() );

		self::assertSame( array( 'settings' ), $this->purges );
	}

	/**
	 * Activating and deactivating the plugin purge.
	 */
	public function test_activation_and_deactivation_purge(): void {
		do_action( 'activate_' . self::basename(), false );
		do_action( 'deactivate_' . self::basename(), false );

		self::assertSame( array( 'activation', 'deactivation' ), $this->purges );
	}

	/**
	 * An upgrader that has just uploaded a plugin, as Plugin_Upgrader tells which one.
	 *
	 * @param string $plugin The plugin's basename.
	 * @return object With plugin_info().
	 */
	private static function uploader( string $plugin ): object {
		return new class( $plugin ) {
			/**
			 * The plugin the upgrader installed.
			 *
			 * @param string $plugin Its basename.
			 */
			public function __construct( private string $plugin ) {}

			/**
			 * As Plugin_Upgrader::plugin_info().
			 *
			 * @return string The basename.
			 */
			public function plugin_info(): string {
				return $this->plugin;
			}
		};
	}

	/**
	 * What the upgrader did decides: this plugin updated (alone, or among others) or uploaded
	 * over the installed copy purges; another plugin, a theme or WordPress itself does not.
	 */
	public function test_the_upgrader_purges_for_this_plugin_only(): void {
		$events = array(
			'other plugin updated'       => array(
				null,
				array(
					'type'    => 'plugin',
					'action'  => 'update',
					'plugins' => array( 'other/other.php' ),
				),
			),
			'a theme updated'            => array(
				null,
				array(
					'type'   => 'theme',
					'action' => 'update',
					'themes' => array( 'twentytwentyfive' ),
				),
			),
			'WordPress updated'          => array(
				null,
				array(
					'type'   => 'core',
					'action' => 'update',
				),
			),
			'other plugin uploaded'      => array(
				self::uploader( 'other/other.php' ),
				array(
					'type'   => 'plugin',
					'action' => 'install',
				),
			),
			'this plugin updated'        => array(
				null,
				array(
					'type'    => 'plugin',
					'action'  => 'update',
					'plugins' => array( 'other/other.php', self::basename() ),
				),
			),
			'this plugin updated alone'  => array(
				null,
				array(
					'type'   => 'plugin',
					'action' => 'update',
					'plugin' => self::basename(),
				),
			),
			'this plugin uploaded again' => array(
				self::uploader( self::basename() ),
				array(
					'type'   => 'plugin',
					'action' => 'install',
				),
			),
		);
		$purged = array();
		foreach ( $events as $event => $args ) {
			$this->purges = array();
			do_action( 'upgrader_process_complete', ...$args );
			if ( array() !== $this->purges ) {
				self::assertSame( array( 'update' ), $this->purges, $event );
				$purged[] = $event;
			}
		}

		self::assertSame( array( 'this plugin updated', 'this plugin updated alone', 'this plugin uploaded again' ), $purged );
	}

	/**
	 * The caching plugins' own purge actions are fired only where a plugin listens to them, and
	 * Proxy Cache Purge learns the plugin's action as one that empties the whole cache.
	 */
	public function test_caching_plugins_hear_the_purge(): void {
		$heard = array();
		$this->add_test_filter(
			'litespeed_purge_all',
			static function () use ( &$heard ): void {
				$heard[] = 'litespeed_purge_all';
			}
		);
		$this->add_test_filter(
			'rt_nginx_helper_purge_all',
			static function () use ( &$heard ): void {
				$heard[] = 'rt_nginx_helper_purge_all';
			}
		);

		( new PageCache() )->purge( 'settings' );

		self::assertSame( array( 'litespeed_purge_all', 'rt_nginx_helper_purge_all' ), $heard );
		self::assertSame( array( 'settings' ), $this->purges );
		foreach ( array( 'varnish_http_purge_events', 'varnish_http_purge_events_full' ) as $filter ) {
			self::assertSame( array( 'switch_theme', PageCache::ACTION ), apply_filters( $filter, array( 'switch_theme' ) ), $filter ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Proxy Cache Purge's own filter, applied as that plugin does.
		}
	}
}
