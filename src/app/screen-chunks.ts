/**
 * The loaders of the router's lazy chunks, one per screen chunk of the route table (route-table.ts
 * declares the names; each `webpackChunkName` below repeats its key, the only way webpack names a
 * chunk, and the build fails when one is missing). The routes (`lazyScreen`) and the entry
 * (`preloadScreenChunks`) share them: the entry starts the first screen's chunks before the first
 * render asks for them. See docs/architecture.md "First paint and start-up".
 */
import { lazy, type ComponentType } from 'react';
import type { ScreenChunk } from './route-table';
import type { AppDispatch } from './store';

/** Each screen chunk's loader. */
const LOADERS = {
	login: () =>
		import( /* webpackChunkName: "login" */ '../features/auth/container' ),
	wizard: () =>
		import( /* webpackChunkName: "wizard" */ '../features/wizard' ),
	'popup-account': () =>
		import( /* webpackChunkName: "popup-account" */ './popup-signed-in' ),
	shell: () => import( /* webpackChunkName: "shell" */ './shell/shell' ),
	dashboard: () =>
		import( /* webpackChunkName: "dashboard" */ '../features/dashboard' ),
	estate: () =>
		import( /* webpackChunkName: "estate" */ '../features/estates' ),
	profile: () =>
		import( /* webpackChunkName: "profile" */ '../features/profile' ),
	'auth-pages': () =>
		import( /* webpackChunkName: "auth-pages" */ '../features/auth/pages' ),
	documents: () =>
		import( /* webpackChunkName: "documents" */ '../features/documents' ),
	'valuation-account': () =>
		import(
			/* webpackChunkName: "valuation-account" */ '../features/auth/valuation'
		),
} satisfies Record< ScreenChunk, () => Promise< unknown > >;

/** The module of each screen chunk. */
type ScreenModules = {
	[ C in ScreenChunk ]: Awaited< ReturnType< ( typeof LOADERS )[ C ] > >;
};

/** The loaders, typed per chunk (so that one chunk's loader gives its own module's type). */
const SCREEN_LOADERS: {
	[ C in ScreenChunk ]: () => Promise< ScreenModules[ C ] >;
} = LOADERS;

/**
 * A component of a screen chunk as a lazy component (render it inside a Suspense).
 *
 * @param chunk The chunk, as the route table names it.
 * @param pick  Its component, from the chunk's module.
 */
export function lazyScreen< C extends ScreenChunk, Props extends object >(
	chunk: C,
	pick: ( module: ScreenModules[ C ] ) => ComponentType< Props >
) {
	return lazy( () =>
		Promise.all( [
			SCREEN_LOADERS[ chunk ](),
			firstAnswers.get( chunk ),
		] ).then( ( [ module ] ) => ( { default: pick( module ) } ) )
	);
}

/** The first answer each screen's first render waits for (`waitForFirstAnswer`). */
const firstAnswers = new Map< ScreenChunk, Promise< unknown > >();

/**
 * How long a screen's first render waits for its first answer at most. A slow API then shows the
 * screen's own placeholders, with the app's menu working, instead of the pre-rendered skeleton.
 */
const FIRST_ANSWER_WAIT_MS = 3000;

/**
 * Makes a screen's first render wait until its first call has answered and the answer is in the
 * store, so that it renders with its data in the sliced first render. An answer that arrives after
 * that render would be rendered in one long task: react-redux renders a store's change at once.
 * The call itself is the screen module's `firstAnswer`, through the store's query, which adopts the
 * head's early answer. It waits `FIRST_ANSWER_WAIT_MS` at most. See docs/architecture.md
 * "First paint and start-up".
 *
 * @param chunk    The screen chunk.
 * @param arg      The call's argument (the route's parameter).
 * @param dispatch The store's dispatch.
 */
export function waitForFirstAnswer(
	chunk: ScreenChunk,
	arg: string | undefined,
	dispatch: AppDispatch
): void {
	const answered = SCREEN_LOADERS[ chunk ]()
		.then( ( module ) =>
			'firstAnswer' in module
				? module.firstAnswer( dispatch, arg )
				: undefined
		)
		// A failed chunk is the route's to show.
		.catch( () => undefined );
	firstAnswers.set(
		chunk,
		Promise.race( [
			answered,
			new Promise( ( resolve ) =>
				setTimeout( resolve, FIRST_ANSWER_WAIT_MS )
			),
		] )
	);
}

/**
 * Starts downloading the given chunks. A failure is left to the route that renders the chunk: its
 * own `import()` tries again and its error boundary reports.
 *
 * @param chunks Chunks to fetch.
 */
export function preloadScreenChunks( chunks: ScreenChunk[] ): void {
	new Set( chunks ).forEach( ( chunk ) => {
		SCREEN_LOADERS[ chunk ]().catch( () => undefined );
	} );
}
