/**
 * What every handler area shares: the store, the clock, the signer, the public URL and the few pieces of
 * state that live in memory only (the login rate limit, the stats call that fails once).
 */
import { createSigner, type Signer } from './security';
import type { Store } from './store';
import type { Db } from './types';

/** Estates whose first stats call after start or reset answers 500, so the front end's one retry shows. */
const FLAKY_STATS_ESTATES = [ '102' ];

/** Failed logins of one e-mail and client address. */
export interface LoginFailures {
	count: number;
	resetAt: number;
}

/** The running sandbox as its handlers see it. */
export interface SandboxContext {
	readonly store: Store;
	/** The current state (a reset replaces the object, so read it through this). */
	db: () => Db;
	/** The clock (ms since epoch). */
	now: () => number;
	/** The sandbox's base URL as browsers reach it, without a trailing slash (known once it listens). */
	publicUrl: string;
	/** The only origin CORS allows and callback URLs may point to (the WordPress site). */
	readonly allowedOrigin: string;
	/** The upload size limit in force. */
	readonly maxUploadBytes: number;
	readonly signer: Signer;
	/** Failed logins by `email|client address`. */
	readonly loginFailures: Map< string, LoginFailures >;
	/**
	 * Takes an estate's pending stats failure: true once per estate of `FLAKY_STATS_ESTATES` after start or reset.
	 * @param estateId The estate.
	 */
	takeStatsFailure: ( estateId: string ) => boolean;
	/** Forgets what lives in memory (after a reset). */
	resetMemory: () => void;
	/** Where contract violations and server errors are reported. */
	log: ( message: string ) => void;
}

/** What `createContext` needs. */
export interface ContextOptions {
	store: Store;
	now: () => number;
	allowedOrigin: string;
	maxUploadBytes: number;
	log: ( message: string ) => void;
}

/**
 * The shared context of one sandbox.
 * @param options Store, clock, origin, upload limit and log.
 */
export function createContext( options: ContextOptions ): SandboxContext {
	let flakyStats = new Set( FLAKY_STATS_ESTATES );
	const loginFailures = new Map< string, LoginFailures >();
	const sb: SandboxContext = {
		store: options.store,
		db: () => options.store.data,
		now: options.now,
		publicUrl: '',
		allowedOrigin: options.allowedOrigin,
		maxUploadBytes: options.maxUploadBytes,
		signer: createSigner( {
			secret: () => options.store.data.secret,
			now: options.now,
			baseUrl: () => sb.publicUrl,
		} ),
		loginFailures,
		takeStatsFailure: ( estateId ) => flakyStats.delete( estateId ),
		resetMemory() {
			loginFailures.clear();
			flakyStats = new Set( FLAKY_STATS_ESTATES );
		},
		log: options.log,
	};
	return sb;
}
