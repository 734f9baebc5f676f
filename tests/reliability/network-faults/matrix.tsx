/**
 * The runner of the network-fault matrix: every screen of a list against every fault, one test
 * per cell. A cell renders the screen with its calls broken, starts the call (or lets the render
 * start it), checks the failure (the product documents' message, an empty screen, or the
 * backend-error display; nothing typed or chosen lost; no busy state left), heals the network,
 * performs the screen's recovery (a retry, a focus or reconnect event, re-entering the route) and
 * checks the healthy screen. The delay fault checks the busy state and then the answer, without
 * any action.
 *
 * Cells with a fault that needs the clock run on Jest's fake timers. Testing Library's own waiting
 * advances fake timers in small steps but never yields to the real event loop that MSW's answers
 * need, so the screens wait with `eventually` (below), which works on either clock.
 */
import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import { setupListeners } from '@reduxjs/toolkit/query';
import type { RenderedTree } from '@test-support/render-with-providers';
import { breakCalls, FAULTS, SLOW_ANSWER_MS, type Call } from './faults';
import { CALL_TIMEOUT_MS } from './timeout';

// The real timer, taken before any cell fakes the clock: waiting on it yields to the event loop.
const realSetTimeout = globalThis.setTimeout;

/** One turn of the real event loop, inside `act`. */
const turn = () =>
	act(
		() =>
			new Promise< void >( ( resolve ) => {
				realSetTimeout( resolve, 0 );
			} )
	);

/** Room for one cell on a busy machine (a healthy cell takes well under a second). */
const CELL_TIME_LIMIT_MS = 30_000;

/** What a screen's steps get. */
export interface Cell {
	/** The rendered tree. */
	view: RenderedTree;
	/** A userEvent instance that works on either clock. */
	user: ReturnType< typeof userEvent.setup >;
}

/** One row of the matrix. */
export interface FaultScreen {
	/** Its name in the test titles. */
	name: string;
	/** The calls the fault breaks. */
	calls: readonly Call[];
	/** Registers the healthy answers of every call the screen makes. */
	healthy: () => void;
	/** Renders the screen (`faults` go in front of every other handler) up to the broken call. */
	render: ( faults: HttpHandler[] ) => RenderedTree | Promise< RenderedTree >;
	/** Steps before the broken call that need the real clock (an upload dialog's animations). */
	prepare?: ( cell: Cell ) => Promise< void >;
	/** Makes the broken call (a submit, a step); absent when the render makes it. */
	act?: ( cell: Cell ) => Promise< void >;
	/** Checks that the screen shows it is busy while the call runs. */
	busy: ( cell: Cell ) => void | Promise< void >;
	/**
	 * For a call without a time limit (the upload): after the timeout's wait it is still running,
	 * with a way out that the customer takes; the recovery follows.
	 */
	stuck?: ( cell: Cell ) => Promise< void >;
	/** Checks the screen after the failure: message or empty, and nothing the customer gave lost. */
	failed: ( cell: Cell ) => void | Promise< void >;
	/** The customer's (or the browser's) way back, with the network healthy again. */
	recover: ( cell: Cell ) => Promise< void >;
	/** Checks the working screen. */
	healthyShown: ( cell: Cell ) => void | Promise< void >;
}

/**
 * Retries `check` until it passes, yielding to the real event loop between tries (also under
 * fake timers), or throws its last failure after `limitMs` of real time.
 *
 * @param check   An assertion; its result is returned.
 * @param limitMs Real time to keep trying: generous, because a busy 2-core machine can take
 *                seconds for a render that takes milliseconds alone, and a passing check returns
 *                at once.
 */
export async function eventually< T >(
	check: () => T,
	limitMs = 10_000
): Promise< T > {
	for ( const started = performance.now(); ; ) {
		try {
			return check();
		} catch ( failure ) {
			if ( performance.now() - started > limitMs ) {
				throw failure;
			}
		}
		await turn();
	}
}

/**
 * Lets pending answers arrive and effects run: a few turns of the real event loop.
 *
 * @param turns How many turns.
 */
export async function settle( turns = 10 ): Promise< void > {
	for ( let i = 0; i < turns; i++ ) {
		await turn();
	}
}

/**
 * Moves the fake clock, letting answers and effects run on the way.
 *
 * @param ms How far.
 */
export async function advanceClock( ms: number ): Promise< void > {
	await act( () => jest.advanceTimersByTimeAsync( ms ) );
	await settle();
}

/**
 * Fails when anything in the tree still says it is busy.
 *
 * @param view The rendered tree.
 */
export function expectNotBusy( view: RenderedTree ): void {
	expect( view.container.querySelector( '[aria-busy="true"]' ) ).toBeNull();
	expect( view.container.querySelector( '.ca-button__spinner' ) ).toBeNull();
	expect( view.container.querySelector( '.ca-spinner' ) ).toBeNull();
}

/**
 * Defines one test per cell of `screens` × the nine faults.
 *
 * @param title   The describe block's title.
 * @param screens The rows.
 */
export function describeMatrix(
	title: string,
	screens: readonly FaultScreen[]
): void {
	const cells = screens.flatMap( ( row ) =>
		FAULTS.map( ( fault ) => [ row, fault ] as const )
	);
	describe( `${ title }: ${ screens.length } screens × ${ FAULTS.length } faults = ${ cells.length } cells`, () => {
		let warn: jest.SpyInstance;
		beforeEach( () => {
			// Failures the screens only log are expected here.
			warn = jest
				.spyOn( console, 'warn' )
				.mockImplementation( () => undefined );
		} );
		afterEach( () => {
			warn.mockRestore();
			jest.useRealTimers();
		} );

		it.each(
			cells.map( ( [ row, fault ] ) => [
				row.name,
				fault.name,
				row,
				fault,
			] )
		)(
			'%s × %s',
			async ( _row, _fault, row, fault ) => {
				// The clock is faked before the broken call starts: before the render, or after
				// the steps that need the real one.
				const fakeClock = () => {
					if ( fault.clock ) {
						jest.useFakeTimers( {
							doNotFake: [
								'nextTick',
								'queueMicrotask',
								// RTK Query batches its store notifications on animation frames.
								'requestAnimationFrame',
								'cancelAnimationFrame',
								'performance',
							],
						} );
					}
				};
				if ( ! row.prepare ) {
					fakeClock();
				}
				const network = breakCalls( row.calls, fault );
				row.healthy();
				const view = await row.render( network.handlers );
				const user = userEvent.setup( { delay: null } );
				const cell: Cell = { view, user };
				if ( row.prepare ) {
					await row.prepare( cell );
					fakeClock();
				}
				// The page's store wires the browser's focus and online events to RTK Query.
				const unsubscribe = setupListeners( view.store.dispatch );
				try {
					if ( row.act ) {
						await row.act( cell );
					}
					if ( fault.clock ) {
						await eventually( () =>
							expect( network.hits() ).toBeGreaterThan( 0 )
						);
						await settle();
						await row.busy( cell );
						await advanceClock(
							fault.clock === 'delay'
								? SLOW_ANSWER_MS
								: CALL_TIMEOUT_MS
						);
					}
					if ( fault.clock === 'timeout' && row.stuck ) {
						await row.stuck( cell );
						expectNotBusy( view );
						network.heal();
						await row.recover( cell );
					} else if ( fault.clock !== 'delay' ) {
						// The call failed: the failure shows, then the way back works.
						await eventually( () =>
							expect( network.hits() ).toBeGreaterThan( 0 )
						);
						await settle();
						// The busy state ends (the answer may take a while on a loaded machine), then
						// the failure shows.
						await eventually( () => expectNotBusy( view ) );
						await row.failed( cell );
						expectNotBusy( view );
						network.heal();
						await row.recover( cell );
					}
					await row.healthyShown( cell );
					await eventually( () => expectNotBusy( view ) );
				} finally {
					unsubscribe();
					view.unmount();
				}
			},
			CELL_TIME_LIMIT_MS
		);
	} );
}
