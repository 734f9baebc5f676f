/**
 * Uninstalling from the network: each site's options and the network option go, nothing of the
 * plugin's own is left in any table, and the brokers' pages stay. It runs last: the plugin is gone
 * afterwards.
 */
import { expect, test } from '../e2e/support/fixtures';
import { SITE_B, onSite } from './support/network';

/** Every row of every table of the network that names the plugin, as "table: value". */
const TRACES = `
	global $wpdb;
	$found = array();
	foreach ( $wpdb->get_col( 'SHOW TABLES' ) as $table ) {
		foreach ( $wpdb->get_results( "SHOW COLUMNS FROM \`$table\`" ) as $column ) {
			if ( ! preg_match( '/char|text/i', $column->Type ) ) {
				continue;
			}
			$name  = $column->Field;
			$rows  = $wpdb->get_col( $wpdb->prepare( "SELECT \`$name\` FROM \`$table\` WHERE \`$name\` LIKE %s OR \`$name\` LIKE %s", '%customer\\_area\\_%', '%customer-area:%' ) );
			foreach ( $rows as $row ) {
				$found[] = "$table.$name: " . substr( $row, 0, 80 );
			}
		}
	}
	echo wp_json_encode( $found );
`;

test( 'removes every site’s options and the network option; the pages stay', async () => {
	const before = JSON.parse( onSite( '/', TRACES ) ) as string[];
	// The options of both sites and the network's opt-in are there to remove.
	expect( before ).toEqual(
		expect.arrayContaining( [
			expect.stringMatching(
				/^wp_options\.option_name: customer_area_settings$/
			),
			expect.stringMatching(
				/^wp_2_options\.option_name: customer_area_settings$/
			),
			expect.stringMatching(
				/^wp_sitemeta\.meta_key: customer_area_allow_private_targets$/
			),
		] )
	);

	onSite(
		'/',
		`require_once ABSPATH . 'wp-admin/includes/plugin.php';
		require_once ABSPATH . 'wp-admin/includes/file.php';
		$plugin = 'customer-area/customer-area.php';
		deactivate_plugins( $plugin, true, true );
		foreach ( get_sites( array( 'fields' => 'ids' ) ) as $id ) {
			switch_to_blog( $id );
			deactivate_plugins( $plugin, true, false );
			restore_current_blog();
		}
		uninstall_plugin( $plugin );`
	);

	expect( JSON.parse( onSite( '/', TRACES ) ) ).toEqual( [] );
	expect(
		onSite(
			'/',
			`echo get_page_by_path( 'customer-area' ) ? 'yes' : 'no';`
		)
	).toBe( 'yes' );
	expect(
		onSite(
			SITE_B.path,
			`echo get_page_by_path( 'kundenbereich' ) ? 'yes' : 'no';`
		)
	).toBe( 'yes' );
} );
