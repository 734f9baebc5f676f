/**
 * The ports of the multisite suite's network, beside the test stack's (CA_TEST_WP_PORT, default
 * 8090): Varnish + 7, Apache + 8, broker A's sandbox + 9, broker B's sandbox − 8.
 */

/** The suite's ports. */
export interface MultisitePorts {
	varnish: number;
	apache: number;
	sandbox: number;
	sandboxB: number;
}

/**
 * The multisite suite's ports, from CA_TEST_WP_PORT.
 *
 * @return The ports.
 */
export function multisitePorts(): MultisitePorts {
	const base = Number( process.env.CA_TEST_WP_PORT ?? 8090 );
	return {
		varnish: base + 7,
		apache: base + 8,
		sandbox: base + 9,
		sandboxB: base - 8,
	};
}
