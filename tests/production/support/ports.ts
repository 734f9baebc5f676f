/**
 * The ports of the production suite's stack, beside the test stack's (CA_TEST_WP_PORT, default
 * 8090): Varnish + 4, Apache + 5, the sandbox + 6.
 */

/** The suite's ports. */
export interface ProductionPorts {
	varnish: number;
	apache: number;
	sandbox: number;
}

/**
 * The production suite's ports, from CA_TEST_WP_PORT.
 *
 * @return The ports.
 */
export function productionPorts(): ProductionPorts {
	const base = Number( process.env.CA_TEST_WP_PORT ?? 8090 );
	return { varnish: base + 4, apache: base + 5, sandbox: base + 6 };
}
