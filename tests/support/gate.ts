/**
 * A gate a test opens when it is ready: an answer held until the test has looked at the busy
 * state, a file held until the test has seen what went out first. `opened` resolves once
 * `release()` has been called; the order of events is then the test's, not the machine's speed.
 * Jest and Playwright tests both use it (it imports nothing).
 */
export interface Gate {
	/** Resolves once the gate has been released. */
	opened: Promise< void >;
	/** Opens the gate. */
	release: () => void;
}

/**
 * A closed gate.
 */
export function gate(): Gate {
	let release: () => void = () => undefined;
	const opened = new Promise< void >( ( resolve ) => {
		release = resolve;
	} );
	return { opened, release };
}
