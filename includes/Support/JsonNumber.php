<?php
/**
 * A number that survives wp_localize_script().
 *
 * @package CustomerArea
 */

namespace CustomerArea\Support;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Wraps an int so that wp_localize_script(), which turns top-level scalars into strings,
 * leaves it alone (it is not a scalar) while wp_json_encode() still writes a JSON number.
 */
final class JsonNumber implements \JsonSerializable {

	/**
	 * Keeps the number.
	 *
	 * @param int $value The number to encode.
	 */
	public function __construct( private int $value ) {
	}

	/**
	 * The value json_encode writes.
	 *
	 * @return int The number.
	 */
	public function jsonSerialize(): int {
		return $this->value;
	}
}
