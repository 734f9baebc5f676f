/**
 * The loaders of the router's lazy chunks, one per screen chunk of the route table (route-table.ts
 * declares the names; each `webpackChunkName` below repeats its key, the only way webpack names a
 * chunk, and the build fails when one is missing). The routes (`lazyScreen`) and the entry
 * (`preloadScreenChunks`) share them: the entry starts the first screen's chunks before the first
 * render asks for them. See docs/architecture.md "First paint and start-up".
 */
import { lazy, type ComponentType } from 'react';
import type { ScreenChunk } from './route-table';

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
		SCREEN_LOADERS[ chunk ]().then( ( module ) => ( {
			default: pick( module ),
		} ) )
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
