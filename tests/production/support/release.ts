/**
 * A plugin update on the production stack, as a site owner makes one: a second release's zip,
 * installed by WordPress's own upgrader ("Upload Plugin" → "Replace current with uploaded", the
 * `Plugin_Upgrader` that also runs the Plugins screen's updates).
 *
 * The second release is the first one's zip with every build hash changed (the `?ver=` of the
 * entry, of each chunk and of each asset file, wherever the build names them): what a new build
 * changes in the files a cached page asks for, without running webpack a second time.
 */
import crypto from 'crypto';
import fs from 'fs';
import { unzipSync, zipSync } from 'fflate';
import { expect } from '../../e2e/support/fixtures';
import { runWordPressPhp } from '../../e2e/support/wordpress';

/** The release zip the stack installed (set by the global setup). */
export const FIRST_RELEASE = process.env.CA_RELEASE_ZIP ?? '';

/** A second release and the hashes it changed. */
export interface SecondRelease {
	zip: string;
	/** The first release's build hashes. */
	before: Set< string >;
	/** The second release's, each replacing one of `before`. */
	after: Set< string >;
}

/**
 * Writes the second release: the first one's zip with every build hash replaced by another.
 *
 * @param zip Where to write it.
 * @return The release.
 */
export function writeSecondRelease( zip: string ): SecondRelease {
	expect(
		FIRST_RELEASE,
		'CA_RELEASE_ZIP (set by the global setup)'
	).toBeTruthy();
	const entries = unzipSync( fs.readFileSync( FIRST_RELEASE ) );
	const text = ( name: string ) =>
		Buffer.from( entries[ name ] ?? [] ).toString( 'utf8' );
	const before = new Set< string >();
	for ( const name of Object.keys( entries ) ) {
		if ( /^customer-area\/build\/.*\.asset\.php$/.test( name ) ) {
			for ( const match of text( name ).matchAll(
				/\b[0-9a-f]{20}\b/g
			) ) {
				before.add( match[ 0 ] );
			}
		}
	}
	expect( before.size, 'build hashes in the release' ).toBeGreaterThan( 10 );
	const renamed = new Map(
		[ ...before ].map( ( hash ) => [
			hash,
			crypto
				.createHash( 'sha1' )
				.update( `second release ${ hash }` )
				.digest( 'hex' )
				.slice( 0, 20 ),
		] )
	);
	const pattern = new RegExp( [ ...before ].join( '|' ), 'g' );
	for ( const name of Object.keys( entries ) ) {
		if ( /^customer-area\/build\/.*\.(js|php)$/.test( name ) ) {
			entries[ name ] = new Uint8Array(
				Buffer.from(
					text( name ).replace(
						pattern,
						( hash ) => renamed.get( hash ) ?? hash
					)
				)
			);
		}
	}
	fs.writeFileSync( zip, zipSync( entries ) );
	return { zip, before, after: new Set( renamed.values() ) };
}

/**
 * Installs a release zip over the installed plugin with WordPress's upgrader, which fires
 * `upgrader_process_complete` as an update from the Plugins screen does.
 *
 * @param zip The release zip.
 */
export function installWithUpgrader( zip: string ): void {
	const out = runWordPressPhp(
		`
		require_once ABSPATH . 'wp-admin/includes/admin.php';
		require_once ABSPATH . 'wp-admin/includes/class-wp-upgrader.php';
		// The files belong to the user this runs as, so WordPress writes them directly.
		if ( ! defined( 'FS_METHOD' ) ) {
			define( 'FS_METHOD', 'direct' );
		}
		$upgrader = new Plugin_Upgrader( new Automatic_Upgrader_Skin() );
		$result   = $upgrader->install( getenv( 'CA_RELEASE' ), array( 'overwrite_package' => true ) );
		echo true === $result ? 'installed ' . $upgrader->plugin_info() : 'failed: ' . implode( ' | ', $upgrader->skin->get_upgrade_messages() );
		`,
		{ CA_RELEASE: zip }
	);
	expect( out ).toContain( 'installed customer-area/customer-area.php' );
}

/**
 * The entry's `?ver=` on a page.
 *
 * @param html The page.
 * @return The hash, or '' when the page loads no entry.
 */
export function entryVersion( html: string ): string {
	return (
		/customer-area\/build\/index\.js\?ver=([0-9a-f]+)/.exec(
			html
		)?.[ 1 ] ?? ''
	);
}
