<?php
/**
 * The release archive that `npm run plugin-zip` writes.
 *
 * @package CustomerArea
 */

namespace CustomerArea\Tests;

if ( ! defined( 'ABSPATH' ) ) {
	http_response_code( 403 );
	exit;
}

/**
 * The zip holds exactly what a site needs, in one customer-area/ folder: the main file,
 * uninstall.php, readme.txt, includes/, build/ without source maps, and languages/. It is
 * reproducible and unpacks to files identical to the tree's.
 */
final class PluginZipTest extends TestCase {

	/**
	 * Where the test writes its archives.
	 *
	 * @var string
	 */
	private string $dir = '';

	/**
	 * A private folder for the archives.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->dir = sys_get_temp_dir() . '/customer-area-zip-test-' . wp_generate_password( 8, false );
		mkdir( $this->dir );
	}

	/**
	 * Removes the archives.
	 */
	protected function tearDown(): void {
		foreach ( glob( $this->dir . '/*' ) as $file ) {
			unlink( $file );
		}
		rmdir( $this->dir );
		parent::tearDown();
	}

	/**
	 * Runs `node scripts/plugin-zip.mjs --no-build --output=FILE` (the suite runs after the build).
	 *
	 * @param string $name File name of the archive.
	 * @return string Its path.
	 */
	private function make_zip( string $name ): string {
		self::require_build();
		$file = $this->dir . '/' . $name;
		$cmd  = sprintf( 'node %s --no-build --output=%s 2>&1', escapeshellarg( CUSTOMER_AREA_DIR . 'scripts/plugin-zip.mjs' ), escapeshellarg( $file ) );
		exec( $cmd, $output, $status );
		self::assertSame( 0, $status, implode( "\n", $output ) );
		self::assertFileExists( $file );
		return $file;
	}

	/**
	 * The repository's files a site needs, as the archive should name them.
	 *
	 * @return array<int, string> Sorted entry names.
	 */
	private static function expected_entries(): array {
		$entries = array( 'customer-area/customer-area.php', 'customer-area/uninstall.php', 'customer-area/readme.txt' );
		foreach ( array( 'includes', 'build', 'languages' ) as $dir ) {
			$files = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( CUSTOMER_AREA_DIR . $dir, \FilesystemIterator::SKIP_DOTS ) );
			foreach ( $files as $file ) {
				$relative = substr( $file->getPathname(), strlen( CUSTOMER_AREA_DIR ) );
				if ( ! str_ends_with( $relative, '.map' ) && ! str_starts_with( $file->getFilename(), '.' ) ) {
					$entries[] = 'customer-area/' . $relative;
				}
			}
		}
		sort( $entries );
		return $entries;
	}

	/**
	 * The entries of an archive, in its order.
	 *
	 * @param string $file The archive.
	 * @return array<int, string> Entry names.
	 */
	private static function entries_of( string $file ): array {
		$zip = new \ZipArchive();
		self::assertTrue( $zip->open( $file, \ZipArchive::CHECKCONS ), 'not a valid zip: ' . $file );
		$names = array();
		$count = $zip->count();
		for ( $i = 0; $i < $count; $i++ ) {
			$names[] = (string) $zip->getNameIndex( $i );
		}
		$zip->close();
		return $names;
	}

	/**
	 * Exactly the allowed paths, and nothing of what a site does not need.
	 */
	public function test_zip_holds_exactly_the_allowed_paths(): void {
		$entries = self::entries_of( $this->make_zip( 'customer-area.zip' ) );
		$sorted  = $entries;
		sort( $sorted );

		self::assertSame( self::expected_entries(), $sorted );
		self::assertSame( $sorted, $entries, 'entries in a fixed order' );
		self::assertContains( 'customer-area/build/index.js', $entries );
		self::assertContains( 'customer-area/build/blocks/customer-area/block.json', $entries );
		self::assertContains( 'customer-area/build/admin/settings.js', $entries );
		self::assertContains( 'customer-area/languages/customer-area-de_DE.mo', $entries );
		foreach ( $entries as $entry ) {
			self::assertMatchesRegularExpression( '#^customer-area/(customer-area\.php|uninstall\.php|readme\.txt|includes/.+\.php|build/.+|languages/.+)$#', $entry );
			self::assertDoesNotMatchRegularExpression( '#\.(map|ts|tsx|scss)$|(^|/)(src|tests|sandbox|scripts|contract|node_modules|docs)/|(^|/)\.#', $entry );
		}
	}

	/**
	 * Every entry unpacks to the bytes of the tree's file, and a second run gives the same archive.
	 */
	public function test_zip_is_faithful_and_reproducible(): void {
		$first  = $this->make_zip( 'first.zip' );
		$second = $this->make_zip( 'second.zip' );
		self::assertSame( md5_file( $first ), md5_file( $second ) );

		$zip = new \ZipArchive();
		self::assertTrue( $zip->open( $first ) );
		$count = $zip->count();
		for ( $i = 0; $i < $count; $i++ ) {
			$name = (string) $zip->getNameIndex( $i );
			self::assertSame( file_get_contents( CUSTOMER_AREA_DIR . substr( $name, strlen( 'customer-area/' ) ) ), $zip->getFromIndex( $i ), $name );
		}
		$zip->close();
	}
}
