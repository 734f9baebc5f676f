<?php
/**
 * Lists PHP translation calls whose text domain is not the plugin's (used by `npm run i18n:check`;
 * xgettext extracts strings but ignores domains).
 *
 * Usage: php scripts/i18n/php-domains.php DOMAIN FILE...
 * Prints one "file:line<TAB>problem" line per call and exits 1 when there is any, else 0.
 * Uses PHP's own tokenizer, so strings and comments that merely mention `__(` are not mistaken
 * for calls.
 *
 * @package CustomerArea
 */

// Command line only: the plugin folder (this repository) is reachable through the web server.
if ( 'cli' !== PHP_SAPI ) {
	http_response_code( 403 );
	exit;
}

// Function => zero-based position of the text-domain argument.
const CUSTOMER_AREA_I18N_FUNCTIONS = array(
	'__'              => 1,
	'_e'              => 1,
	'_x'              => 2,
	'_ex'             => 2,
	'_n'              => 3,
	'_nx'             => 4,
	'_n_noop'         => 2,
	'_nx_noop'        => 3,
	'esc_html__'      => 1,
	'esc_html_e'      => 1,
	'esc_html_x'      => 2,
	'esc_attr__'      => 1,
	'esc_attr_e'      => 1,
	'esc_attr_x'      => 2,
	'translate'       => 1,
);

/**
 * Splits the argument tokens of the call whose "(" is at $open into top-level arguments.
 *
 * @param array $tokens Tokens of the file.
 * @param int   $open   Index of the opening parenthesis.
 * @return array List of arguments, each a list of non-whitespace tokens.
 */
function customer_area_call_arguments( array $tokens, int $open ): array {
	$args    = array( array() );
	$depth   = 0;
	$counter = count( $tokens );
	for ( $i = $open; $i < $counter; $i++ ) {
		$token = $tokens[ $i ];
		$text  = is_array( $token ) ? $token[1] : $token;
		if ( in_array( $text, array( '(', '[', '{' ), true ) || ( is_array( $token ) && in_array( $token[0], array( T_CURLY_OPEN, T_DOLLAR_OPEN_CURLY_BRACES ), true ) ) ) {
			++$depth;
			if ( 1 === $depth ) {
				continue;
			}
		} elseif ( in_array( $text, array( ')', ']', '}' ), true ) ) {
			--$depth;
			if ( 0 === $depth ) {
				break;
			}
		} elseif ( ',' === $text && 1 === $depth ) {
			$args[] = array();
			continue;
		}
		if ( is_array( $token ) && in_array( $token[0], array( T_WHITESPACE, T_COMMENT, T_DOC_COMMENT ), true ) ) {
			continue;
		}
		$args[ count( $args ) - 1 ][] = $token;
	}
	return $args;
}

$customer_area_domain   = $argv[1] ?? '';
$customer_area_problems = array();

foreach ( array_slice( $argv, 2 ) as $customer_area_file ) {
	$customer_area_tokens = token_get_all( (string) file_get_contents( $customer_area_file ) );
	$customer_area_count  = count( $customer_area_tokens );
	for ( $i = 0; $i < $customer_area_count; $i++ ) {
		$customer_area_token = $customer_area_tokens[ $i ];
		if ( ! is_array( $customer_area_token ) || T_STRING !== $customer_area_token[0] ) {
			continue;
		}
		$customer_area_name = strtolower( ltrim( $customer_area_token[1], '\\' ) );
		if ( ! array_key_exists( $customer_area_name, CUSTOMER_AREA_I18N_FUNCTIONS ) ) {
			continue;
		}
		// A method call, a static call or a function declaration of the same name is not a call of the global function.
		$customer_area_prev = $i - 1;
		while ( $customer_area_prev >= 0 && is_array( $customer_area_tokens[ $customer_area_prev ] ) && T_WHITESPACE === $customer_area_tokens[ $customer_area_prev ][0] ) {
			--$customer_area_prev;
		}
		if ( $customer_area_prev >= 0 && is_array( $customer_area_tokens[ $customer_area_prev ] ) && in_array( $customer_area_tokens[ $customer_area_prev ][0], array( T_OBJECT_OPERATOR, T_DOUBLE_COLON, T_FUNCTION, T_NULLSAFE_OBJECT_OPERATOR ), true ) ) {
			continue;
		}
		$customer_area_next = $i + 1;
		while ( $customer_area_next < $customer_area_count && is_array( $customer_area_tokens[ $customer_area_next ] ) && T_WHITESPACE === $customer_area_tokens[ $customer_area_next ][0] ) {
			++$customer_area_next;
		}
		if ( '(' !== ( $customer_area_tokens[ $customer_area_next ] ?? null ) ) {
			continue;
		}
		$customer_area_args     = customer_area_call_arguments( $customer_area_tokens, $customer_area_next );
		$customer_area_position = CUSTOMER_AREA_I18N_FUNCTIONS[ $customer_area_name ];
		$customer_area_arg      = $customer_area_args[ $customer_area_position ] ?? array();
		$customer_area_where    = $customer_area_file . ':' . $customer_area_token[2];
		if ( 1 !== count( $customer_area_arg ) || ! is_array( $customer_area_arg[0] ) || T_CONSTANT_ENCAPSED_STRING !== $customer_area_arg[0][0] ) {
			$customer_area_problems[] = $customer_area_where . "\t" . $customer_area_name . "() without a literal text domain; use '" . $customer_area_domain . "'";
			continue;
		}
		$customer_area_value = substr( $customer_area_arg[0][1], 1, -1 );
		if ( $customer_area_value !== $customer_area_domain ) {
			$customer_area_problems[] = $customer_area_where . "\t" . $customer_area_name . "() with text domain '" . $customer_area_value . "'; use '" . $customer_area_domain . "'";
		}
	}
}

foreach ( $customer_area_problems as $customer_area_problem ) {
	echo $customer_area_problem, "\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- CLI output.
}
exit( $customer_area_problems ? 1 : 0 );
