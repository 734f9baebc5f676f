/**
 * The harness of the generated-answers suites: for one contract operation it draws valid and
 * mutated answers (`contract-arbitrary.ts`, seed fixed), renders the real routes for each with MSW
 * answering it, and checks what every answer must leave behind: no uncaught error, no
 * error-boundary fallback for a valid answer, no markup from a string outside the one sanitizer,
 * nothing that can run script, no busy state left, and for signed-in screens the menu with Logout.
 * Failures are collected over all answers, so a run reports how many answers failed, not only the
 * first. The checks themselves are in answer-checks.ts.
 */
import { act, cleanup, fireEvent } from '@testing-library/react';
import fc from 'fast-check';
import type { HttpHandler } from 'msw';
import { AppRoutes } from '../../../src/app/app-routes';
import { RouteFocus } from '../../../src/app/navigation-focus';
import type { AppStore } from '../../../src/app/store';
import {
	BUSY,
	ERROR_FALLBACK,
	unsafeMarkup,
	watchErrors,
} from './answer-checks';
import {
	contractAnswers,
	type AnswerHints,
	type Json,
} from './contract-arbitrary';
import { INJECTED_FLAG } from './hostile-values';
import {
	renderWithProviders,
	type RenderOptions,
	type RenderedTree,
} from '../render-with-providers';
import { server } from '../server';
import { signedInSession } from '../session-kit';

/** The seed of every suite (`CA_GENERATED_SEED` replays another). */
export const GENERATED_SEED = Number(
	process.env.CA_GENERATED_SEED ?? 20261125
);

/**
 * Answers per kind: as many valid answers as mutated ones (`CA_GENERATED_RUNS` sets fewer while
 * debugging one suite; the titles then overstate the count).
 */
export const RUNS_PER_KIND = Number( process.env.CA_GENERATED_RUNS ?? 100 );

/**
 * A sweep's time limit (ms): room for each of its answers (valid and mutated) on a busy 2-core
 * machine. The estate page's answers took up to about 0.7 s each with other suites and engineers'
 * builds beside them (a fixed 120 s timed sweeps out); 3 s each leaves the limit to a sweep that
 * hangs, not to a slow machine. No test asserts a duration.
 */
export const SWEEP_TIME_LIMIT_MS = 2 * RUNS_PER_KIND * 3_000;

/**
 * Whether an RTK Query request of `store` is still running.
 *
 * @param store The rendered tree's store.
 */
const apiBusy = ( store: AppStore ) => {
	const { queries, mutations } = store.getState().api;
	return [ ...Object.values( queries ), ...Object.values( mutations ) ].some(
		( entry ) => entry?.status === 'pending'
	);
};

/**
 * Whether `store` has an answer (data or error) of the endpoint `endpointName`.
 *
 * @param store        The rendered tree's store.
 * @param endpointName The RTK Query endpoint.
 */
export function answered( store: AppStore, endpointName: string ): boolean {
	const { queries, mutations } = store.getState().api;
	return [ ...Object.values( queries ), ...Object.values( mutations ) ].some(
		( entry ) =>
			entry?.endpointName === endpointName &&
			( entry.status === 'fulfilled' || entry.status === 'rejected' )
	);
}

/**
 * Renders the signed-in area at `route` and lets it run until `endpointName` has its answer.
 *
 * @param route        The router's first entry.
 * @param endpointName The RTK Query endpoint whose answer is under test.
 * @param options      Store, configuration and embed options.
 */
export async function renderSignedInUntil(
	route: string,
	endpointName: string,
	options: RenderOptions = {}
): Promise< RenderedTree > {
	const view = renderArea( route, {
		preloadedState: signedInSession(),
		...options,
	} );
	await settle( view.store, () => answered( view.store, endpointName ) );
	if ( ! answered( view.store, endpointName ) ) {
		throw new Error( `${ endpointName } never got its answer` );
	}
	return view;
}

/**
 * Lets requests, lazy chunks and effects run until `until` holds, and four turns later no request
 * runs and nothing says it is busy (or `limitMs` passed). Use within `fastFrames`.
 *
 * @param store   The rendered tree's store.
 * @param until   What must have happened (e.g. the answer was requested).
 * @param limitMs How long to wait at most.
 */
export async function settle(
	store: AppStore,
	until: () => boolean = () => true,
	limitMs = 3000
): Promise< void > {
	const end = Date.now() + limitMs;
	const turn = () =>
		act( () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) ) );
	while ( Date.now() < end ) {
		await turn();
		if ( until() && ! apiBusy( store ) ) {
			// Answers reach React a frame later (`fastFrames`), what waits for a painted picture
			// (src/lib/after-paint.ts) two more, with a lazy chunk that may ask for more.
			for ( let quiet = 0; quiet < 4; quiet++ ) {
				await turn();
			}
			if ( ! apiBusy( store ) && ! document.querySelector( BUSY ) ) {
				return;
			}
		}
	}
}

/**
 * Makes animation frames come on the next turn instead of jsdom's 16 ms clock while answers are
 * swept: RTK Query tells React of an answer on the next frame, and each answer would wait for one
 * several times. Stores created meanwhile keep the fast frames. Returns a function that restores
 * the clock.
 */
export function fastFrames(): () => void {
	const original = {
		request: window.requestAnimationFrame,
		cancel: window.cancelAnimationFrame,
	};
	window.requestAnimationFrame = ( callback ) =>
		window.setTimeout( () => callback( performance.now() ), 0 );
	window.cancelAnimationFrame = ( handle ) => window.clearTimeout( handle );
	return () => {
		window.requestAnimationFrame = original.request;
		window.cancelAnimationFrame = original.cancel;
	};
}

/**
 * Renders every route of the area (the real route table, shell and screens) at `route`.
 *
 * @param route   The router's first entry.
 * @param options Store, configuration and embed options.
 */
export function renderArea(
	route: string,
	options: RenderOptions = {}
): RenderedTree {
	return renderWithProviders(
		<RouteFocus>
			<AppRoutes />
		</RouteFocus>,
		{ ...options, route }
	);
}

/**
 * The element of `selector` under `root` whose text is `text`; throws when there is none. Role
 * queries compute the accessibility tree of the whole page, which over thousands of answers costs
 * minutes, so the sweeps find their few controls by tag and text.
 *
 * @param selector A CSS selector, e.g. `button`.
 * @param text     The element's whole text, trimmed.
 * @param root     Where to look.
 */
export function byText(
	selector: string,
	text: string,
	root: ParentNode = document.body
): HTMLElement {
	const found = Array.from(
		root.querySelectorAll< HTMLElement >( selector )
	).find( ( element ) => element.textContent?.trim() === text );
	if ( ! found ) {
		throw new Error( `no ${ selector } "${ text }" on the page` );
	}
	return found;
}

/** The headings of a page. */
export const HEADINGS = 'h1, h2, h3';

/**
 * The signed-in shell's menu is there with its Logout entry; returns the Logout button.
 */
export function logoutButton(): HTMLElement {
	const nav = document.querySelector( 'nav[aria-label="Customer area"]' );
	if ( ! nav ) {
		throw new Error( 'the menu is not on the page' );
	}
	return byText( 'button', 'Logout', nav );
}

/**
 * Clicks Logout and checks that the customer is signed out and sees the sign-in view.
 *
 * @param store The rendered tree's store.
 */
export async function expectLogoutWorks( store: AppStore ): Promise< void > {
	fireEvent.click( logoutButton() );
	await settle( store, () => ! store.getState().auth.isAuthenticated );
	if ( store.getState().auth.isAuthenticated ) {
		throw new Error( 'Logout did not sign the customer out' );
	}
	byText( HEADINGS, 'Sign In' );
}

/** What one answer's scenario gets. */
export interface AnswerRun {
	/** The answer body to give. */
	body: Json;
	/** Whether it is valid per the contract. */
	kind: 'valid' | 'mutated';
	/** The answer's number in its kind (0-based). */
	index: number;
}

/** A sweep of one operation. */
export interface Sweep {
	/** The contract's operation id. */
	operationId: string;
	/** Steers generation towards what the screen reads. */
	hints?: AnswerHints;
	/** Answers per kind (default `RUNS_PER_KIND`). */
	runsPerKind?: number;
	/**
	 * The handlers of one answer (the operation's answer and whatever else the screen calls);
	 * they go before the default handlers.
	 *
	 * @param run The answer.
	 */
	handlers: ( run: AnswerRun ) => HttpHandler[];
	/**
	 * Renders the screen and drives it until the answer was used; checks what is particular to
	 * the screen. Throws on a failure. A signed-in scenario returns its store: the harness then
	 * checks the menu with Logout after every answer, and that Logout signs out after every
	 * `LOGOUT_SAMPLE`-th.
	 *
	 * @param run The answer.
	 */
	scenario: ( run: AnswerRun ) => Promise< AppStore | void >;
}

/** Every how many answers Logout is clicked (the menu and its Logout are checked after each). */
export const LOGOUT_SAMPLE = 8;

/** The outcome of a sweep. */
export interface SweepResult {
	/** Answers given. */
	cases: number;
	/** What failed, one line per failing answer. */
	failures: string[];
	/** Answers whose injected markup showed on the page as text (the proof it was rendered). */
	markupAsText: number;
}

/**
 * Resets what one answer's render left behind: the tree, storage, cookies and the injection flag.
 */
function resetBetweenAnswers() {
	cleanup();
	server.resetHandlers();
	window.localStorage.clear();
	window.sessionStorage.clear();
	for ( const cookie of document.cookie.split( ';' ) ) {
		const name = cookie.split( '=' )[ 0 ]?.trim();
		if ( name ) {
			document.cookie = `${ name }=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
		}
	}
	delete ( window as unknown as Record< string, unknown > )[ INJECTED_FLAG ];
}

/**
 * Gives every generated answer of `sweep.operationId` to its screen and collects what failed.
 *
 * @param sweep The operation, its handlers and its scenario.
 */
export async function sweepAnswers( sweep: Sweep ): Promise< SweepResult > {
	const runs = sweep.runsPerKind ?? RUNS_PER_KIND;
	const { valid, mutated } = contractAnswers(
		sweep.operationId,
		sweep.hints
	);
	const answers: AnswerRun[] = [
		...fc
			.sample( valid, { numRuns: runs, seed: GENERATED_SEED } )
			.map( ( body, index ) => ( {
				body,
				kind: 'valid' as const,
				index,
			} ) ),
		...fc
			.sample( mutated, { numRuns: runs, seed: GENERATED_SEED } )
			.map( ( body, index ) => ( {
				body,
				kind: 'mutated' as const,
				index,
			} ) ),
	];
	const failures: string[] = [];
	let markupAsText = 0;
	const restoreFrames = fastFrames();
	for ( const run of answers ) {
		resetBetweenAnswers();
		server.use( ...sweep.handlers( run ) );
		const watch = watchErrors();
		const problems: string[] = [];
		let inspected = false;
		const inspect = () => {
			inspected = true;
			problems.push( ...unsafeMarkup() );
			if ( document.body.textContent?.includes( 'data-injected' ) ) {
				markupAsText += 1;
			}
			const busy = document.querySelector( BUSY );
			if ( busy ) {
				problems.push(
					`a busy state stays after every answer came: ${ busy.outerHTML.slice(
						0,
						200
					) }`
				);
			}
			if (
				run.kind === 'valid' &&
				document.querySelector( ERROR_FALLBACK )
			) {
				problems.push(
					'the error-boundary fallback shows for a valid answer'
				);
			}
		};
		try {
			const store = await sweep.scenario( run );
			inspect();
			if ( store ) {
				logoutButton();
				if ( run.index % LOGOUT_SAMPLE === 0 ) {
					await expectLogoutWorks( store );
				}
			}
		} catch ( error ) {
			problems.push(
				String( error ).split( '\n' )[ 0 ]?.slice( 0, 300 ) ?? ''
			);
			if ( ! inspected ) {
				inspect();
			}
		}
		watch.stop();
		problems.push( ...watch.errors );
		if ( problems.length > 0 ) {
			failures.push(
				`${ run.kind } #${ run.index }: ${ [
					...new Set( problems ),
				].join(
					'; '
				) } | answer ${ JSON.stringify( run.body ).slice( 0, 300 ) }`
			);
		}
	}
	resetBetweenAnswers();
	restoreFrames();
	return { cases: answers.length, failures, markupAsText };
}

/**
 * Fails with the failing answers of a sweep (and the seed that replays them).
 *
 * @param result The sweep's outcome.
 */
export function expectNoFailures( result: SweepResult ): void {
	if ( result.failures.length > 0 ) {
		throw new Error(
			`${ result.failures.length } of ${
				result.cases
			} answers failed (seed ${ GENERATED_SEED }):\n${ result.failures
				.slice( 0, 8 )
				.join( '\n' ) }`
		);
	}
}
