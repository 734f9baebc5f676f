<?php
/**
 * Plugin Name: Customer Area local mail catcher
 * Description: Local stack only (copied in by scripts/lib/wordpress.mjs): this machine has no sendmail, so
 *              mails WordPress would send are appended to the stack's mail log instead.
 */

// Only inside the local WordPress (php -S, the command-line install and tests, or the production
// stack's PHP-FPM, whose wp-config.php names the mail log); requested as a page of its own, it refuses.
if ( ! defined( 'ABSPATH' ) || ! ( in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'CUSTOMER_AREA_MAIL_LOG' ) ) ) {
	http_response_code( 403 );
	exit;
}

add_filter(
	'pre_wp_mail',
	static function ( $short_circuit, $atts ) {
		if ( defined( 'CUSTOMER_AREA_MAIL_LOG' ) ) {
			$to = is_array( $atts['to'] ) ? implode( ', ', $atts['to'] ) : (string) $atts['to'];
			error_log(
				gmdate( 'c' ) . " to: $to subject: " . $atts['subject'] . "\n" . $atts['message'] . "\n----\n",
				3,
				CUSTOMER_AREA_MAIL_LOG
			);
		}
		return true;
	},
	10,
	2
);
