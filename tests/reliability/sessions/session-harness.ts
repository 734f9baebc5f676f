/**
 * What the session suites share: an API with real token rules (tokens expire two hours after
 * they were issued, a refresh or logout ends the old one, anything else answers 401), several
 * tabs (real stores with their refresh timers) sharing one cookie jar and one localStorage, the
 * window events, and a fake clock that lets requests finish. For tests only.
 */
import { http, HttpResponse, delay } from 'msw';
import { baseApi } from '../../../src/api/base-api';
import type { AppStore } from '../../../src/app/store';
import { TOKEN_LIFETIME_MS } from '../../../src/config/constants';
import { defaultBrokerSettings, ownerUser } from '@test-support/fixtures';
import { createTestStore } from '@test-support/render-with-providers';
import { api, server } from '@test-support/server';
import {
	reverifySession,
	refreshUser,
} from '../../../src/session/session-thunks';
import { startTokenRefresh } from '../../../src/session/token-refresh';
import { installCookieJar, type BrowserCookieJar } from './browser-cookie-jar';

export const MINUTE = 60 * 1000;
export const HOUR = 60 * MINUTE;

/** One request the fake API answered. */
export interface ApiCall {
	/** Path below `/api/`. */
	path: string;
	/** When it arrived (fake clock). */
	at: number;
	/** The bearer token it carried, or null. */
	token: string | null;
	/** The status of the answer. */
	status: number;
}

/** A customer-area API with the backend's token rules. */
export class FakeApi {
	/** Every request, in order. */
	readonly calls: ApiCall[] = [];
	/** Milliseconds each probe answer waits, by probe number. */
	probeDelays: Record< number, number > = {};
	private readonly tokens = new Map< string, number >();
	private issued = 0;

	/**
	 * Issues a token valid for two hours from now, as a login does.
	 */
	issue(): string {
		this.issued++;
		const token = `token-${ this.issued }-0123456789abcdef0123`;
		this.tokens.set( token, Date.now() + TOKEN_LIFETIME_MS );
		return token;
	}

	/** Ends every token, as the backend does when it revokes a customer's sessions. */
	revokeAll(): void {
		this.tokens.clear();
	}

	/**
	 * Requests to a path, by status.
	 *
	 * @param path   Path below `/api/`.
	 * @param status Only answers with this status.
	 */
	callsTo( path: string, status?: number ): ApiCall[] {
		return this.calls.filter(
			( call ) =>
				call.path === path &&
				( status === undefined || call.status === status )
		);
	}

	/** The MSW handlers of this API. */
	handlers() {
		const answer = async (
			request: Request,
			path: string,
			ok: ( token: string ) => Response | Promise< Response >
		) => {
			const header = request.headers.get( 'Authorization' ) ?? '';
			const token = header.startsWith( 'Bearer ' )
				? header.slice( 'Bearer '.length )
				: null;
			const expires = token ? this.tokens.get( token ) : undefined;
			const valid = expires !== undefined && Date.now() < expires;
			const response =
				valid && token
					? await ok( token )
					: HttpResponse.json(
							{ message: 'unauthenticated' },
							{ status: 401 }
						);
			this.calls.push( {
				path,
				at: Date.now(),
				token,
				status: response.status,
			} );
			return response;
		};
		return [
			http.get( api( 'user' ), ( { request } ) =>
				answer( request, 'user', () =>
					HttpResponse.json( { data: ownerUser } )
				)
			),
			http.get( api( 'settings/reporting/design' ), ( { request } ) =>
				answer( request, 'settings/reporting/design', () =>
					HttpResponse.json( { data: defaultBrokerSettings } )
				)
			),
			http.get( api( 'user/profile-picture' ), ( { request } ) =>
				answer( request, 'user/profile-picture', () =>
					HttpResponse.json( { imageUrl: '' } )
				)
			),
			http.get( api( 'user/refresh-token' ), ( { request } ) =>
				answer( request, 'user/refresh-token', ( token ) => {
					this.tokens.delete( token );
					return HttpResponse.json( { token: this.issue() } );
				} )
			),
			http.get( api( 'user/logout' ), ( { request } ) =>
				answer( request, 'user/logout', ( token ) => {
					this.tokens.delete( token );
					return HttpResponse.json( { message: 'logged_out' } );
				} )
			),
			http.get( api( 'probe/:n' ), ( { request, params } ) =>
				answer( request, 'probe', async () => {
					await delay( this.probeDelays[ Number( params.n ) ] ?? 0 );
					return HttpResponse.json( { ok: true } );
				} )
			),
		];
	}
}

/** A call of the API layer that no screen owns, so the suites can make any number at once. */
export const probeApi = baseApi.injectEndpoints( {
	endpoints: ( build ) => ( {
		reliabilityProbe: build.query< unknown, number >( {
			query: ( n ) => `probe/${ n }`,
		} ),
	} ),
} );

/** One tab: its store and the function that stops its refresh timer. */
export interface Tab {
	/** The tab's store. */
	store: AppStore;
	/** Where the tab observes activity (pointer, keys…). */
	activity: EventTarget;
	/** Stops the tab's timer. */
	close: () => void;
}

/**
 * Opens a tab as the page's entry does: a store over the shared localStorage, the cookie checked,
 * a signed-in customer's user fetched, and the refresh timer started.
 */
export function openTab(): Tab {
	const store = createTestStore( { storage: window.localStorage } );
	store.dispatch( reverifySession() );
	if ( store.getState().auth.token ) {
		store.dispatch( refreshUser() ).catch( () => undefined );
	}
	const activity = new EventTarget();
	const close = startTokenRefresh(
		store,
		activity as unknown as Document,
		Date.now
	);
	return { store, activity, close };
}

/**
 * True when the tab is signed in with a user.
 *
 * @param tab The tab.
 */
export const signedIn = ( tab: Tab ) => {
	const { auth } = tab.store.getState();
	return auth.isAuthenticated && auth.token !== null && auth.user !== null;
};

/** Everything a suite needs, set up before and torn down after each test. */
export interface Harness {
	/** The fake API. */
	api: FakeApi;
	/** The shared cookie jar. */
	jar: BrowserCookieJar;
	/** `logout-success` and `login-success` events fired on the window. */
	events: string[];
	/** Tabs opened in this test (closed after it). */
	tabs: Tab[];
}

/**
 * Installs the fake clock, the jar, the API and the event log around each test of the calling
 * file, and returns the live harness.
 *
 * @param start The fake clock's start.
 */
export function installSessionHarness( start: number ): Harness {
	const harness = {} as Harness;
	const listener = ( event: Event ) => harness.events.push( event.type );
	beforeEach( () => {
		jest.useFakeTimers( {
			now: start,
			doNotFake: [ 'nextTick', 'setImmediate', 'queueMicrotask' ],
		} );
		harness.api = new FakeApi();
		harness.jar = installCookieJar();
		harness.events = [];
		harness.tabs = [];
		// A logout call that the API refuses, or a refresh it refuses, is only logged.
		jest.spyOn( console, 'warn' ).mockImplementation( () => undefined );
		server.use( ...harness.api.handlers() );
		window.addEventListener( 'logout-success', listener );
		window.addEventListener( 'login-success', listener );
		window.location.hash = '';
	} );
	afterEach( () => {
		harness.tabs.forEach( ( tab ) => tab.close() );
		window.removeEventListener( 'logout-success', listener );
		window.removeEventListener( 'login-success', listener );
		harness.jar.uninstall();
		jest.useRealTimers();
		jest.restoreAllMocks();
	} );
	return harness;
}

/** Requests MSW has received and not yet answered, and how many it has received in all. */
let inFlight = 0;
let started = 0;
server.events.on( 'request:start', () => {
	inFlight++;
	started++;
} );
server.events.on( 'request:end', () => {
	inFlight--;
} );

/**
 * Lets every request in flight finish, and what its answer starts, without moving the clock
 * much (1 ms per round): done after two rounds in a row that started no request and left none
 * in flight.
 */
export async function settle(): Promise< void > {
	let quiet = 0;
	for ( let round = 0; round < 50 && quiet < 2; round++ ) {
		const before = started;
		await jest.advanceTimersByTimeAsync( 1 );
		quiet = inFlight === 0 && started === before ? quiet + 1 : 0;
	}
}

/**
 * Moves the fake clock in steps, letting requests finish after each step.
 *
 * @param ms       How far.
 * @param step     Step size (the timers' interval by default).
 * @param onStep   Called after each step with the time passed so far.
 * @param oneByOne Lets each timer's requests finish before the next timer fires, as tabs do
 *                 whose timers are further apart than a request takes. Without it, timers due
 *                 at the same moment fire together, as tabs opened together do.
 */
export async function advance(
	ms: number,
	step = 30 * 1000,
	onStep?: ( elapsed: number ) => void,
	oneByOne = false
): Promise< void > {
	for ( let elapsed = step; elapsed <= ms; elapsed += step ) {
		const before = started;
		if ( oneByOne ) {
			await jest.advanceTimersByTimeAsync( step );
		} else {
			// The timers' checks decide synchronously; only a request they start needs the loop.
			jest.advanceTimersByTime( step );
			await Promise.resolve();
		}
		if ( inFlight > 0 || started !== before ) {
			await settle();
		}
		onStep?.( elapsed );
	}
}
