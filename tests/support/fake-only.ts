/**
 * Jest's fake timers for some timer APIs only, the others left real: e.g. only the clock (`Date`)
 * moves while requests and renders keep real time, or only the refresh timer's interval is faked.
 */

/** Every API Jest's modern fake timers can replace. */
const TIMER_APIS = [
	'Date',
	'hrtime',
	'nextTick',
	'performance',
	'queueMicrotask',
	'requestAnimationFrame',
	'cancelAnimationFrame',
	'requestIdleCallback',
	'cancelIdleCallback',
	'setImmediate',
	'clearImmediate',
	'setInterval',
	'clearInterval',
	'setTimeout',
	'clearTimeout',
] as const;

/** One of them. */
type TimerApi = ( typeof TIMER_APIS )[ number ];

/**
 * The fake-timer options that fake only the given APIs: `jest.useFakeTimers( fakeOnly( 'Date' ) )`.
 *
 * @param faked The APIs to fake.
 */
export function fakeOnly( ...faked: TimerApi[] ): { doNotFake: TimerApi[] } {
	return {
		doNotFake: TIMER_APIS.filter( ( api ) => ! faked.includes( api ) ),
	};
}
