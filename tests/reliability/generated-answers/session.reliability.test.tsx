/**
 * Generated answers of the session's calls, each 100 valid and 100 mutated answers, in the
 * signed-in area (see `tests/support/generated-answers/generated-answers.tsx` for what every answer is checked for):
 * the user and the broker's design as a page load fetches them again (on the profile and the
 * dashboard, which show them), the profile picture of the shell, the token refresh as its timer
 * runs it, and Logout's own answer, after which the customer must be signed out whatever it says.
 */
import { act, fireEvent } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
	dashboardAnswer,
	listItem,
	shortStatsAnswer,
} from '@test-support/dashboard/fixtures';
import {
	loadBrokerSettings,
	refreshUser,
} from '../../../src/session/session-thunks';
import { writeTokenCookie } from '../../../src/session/token-cookie';
import {
	REFRESH_CHECK_INTERVAL_MS,
	startTokenRefresh,
} from '../../../src/session/token-refresh';
import {
	mockViewportWidth,
	restoreMatchMedia,
} from '@test-support/match-media';
import type { Json } from '@test-support/generated-answers/contract-arbitrary';
import {
	answered,
	byText,
	expectNoFailures,
	GENERATED_SEED,
	HEADINGS,
	logoutButton,
	renderArea,
	renderSignedInUntil,
	settle,
	SWEEP_TIME_LIMIT_MS,
	sweepAnswers,
} from '@test-support/generated-answers/generated-answers';
import { fakeOnly } from '@test-support/fake-only';
import { profileHandlers } from '@test-support/profile/handlers';
import { signedInSession } from '@test-support/session-kit';
import { api } from '@test-support/server';

jest.setTimeout( SWEEP_TIME_LIMIT_MS );

beforeEach( () => mockViewportWidth( 1280 ) );
afterEach( restoreMatchMedia );

/** The dashboard with one owned card, whose figures take the broker's colours. */
const dashboardHandlers = [
	http.get( api( 'onoffice/estates' ), () =>
		HttpResponse.json(
			dashboardAnswer( { estatesOwned: [ listItem( '101' ) ] } )
		)
	),
	http.get( api( 'onoffice/estates/:id/short-stats' ), () =>
		HttpResponse.json( shortStatsAnswer )
	),
];

/**
 * A handler answering `path` below the API with `body`.
 *
 * @param path A path below `/api/`.
 * @param body The answer.
 */
const answerGet = ( path: string, body: Json ) =>
	http.get( api( path ), () => HttpResponse.json( body ) );

describe( `generated answers: session (seed ${ GENERATED_SEED })`, () => {
	it( 'getUser: 200 answers (100 valid, 100 mutated), fetched again on the profile as a page load does', async () => {
		const result = await sweepAnswers( {
			operationId: 'getUser',
			handlers: ( { body } ) => [
				answerGet( 'user', body ),
				...profileHandlers,
			],
			scenario: async ( run ) => {
				const { store } = renderArea( '/profile', {
					preloadedState: signedInSession(),
				} );
				await settle( store );
				await act( () =>
					store.dispatch( refreshUser() ).catch( () => undefined )
				);
				await settle( store );
				if ( store.getState().auth.isAuthenticated ) {
					return store;
				}
				// A user that cannot be read on page load signs the customer out (the session's
				// rule): the sign-in view must then be there.
				if ( run.kind === 'valid' ) {
					throw new Error(
						'a valid user answer signed the customer out'
					);
				}
				byText( HEADINGS, 'Sign In' );
				return undefined;
			},
		} );
		expectNoFailures( result );
	} );

	it( 'getReportingDesign: 200 answers (100 valid, 100 mutated), loaded on the dashboard as a page load does', async () => {
		const result = await sweepAnswers( {
			operationId: 'getReportingDesign',
			handlers: ( { body } ) => [
				answerGet( 'settings/reporting/design', body ),
				...dashboardHandlers,
			],
			scenario: async () => {
				const { store } = await renderSignedInUntil(
					'/',
					'getCardShortStats'
				);
				await act( () => store.dispatch( loadBrokerSettings() ) );
				await settle( store );
				return store;
			},
		} );
		expectNoFailures( result );
	} );

	it( 'getProfilePicture: 200 answers (100 valid, 100 mutated)', async () => {
		const result = await sweepAnswers( {
			operationId: 'getProfilePicture',
			handlers: ( { body } ) => [
				answerGet( 'user/profile-picture', body ),
			],
			scenario: async () =>
				(
					await renderSignedInUntil(
						'/searchorder',
						'getProfilePicture'
					)
				).store,
		} );
		expectNoFailures( result );
	} );

	it( 'refreshToken: 200 answers (100 valid, 100 mutated), asked by the refresh timer', async () => {
		// Only the refresh timer's interval is faked; requests and renders run on real time.
		jest.useFakeTimers( fakeOnly( 'setInterval', 'clearInterval' ) );
		try {
			const result = await sweepAnswers( {
				operationId: 'refreshToken',
				handlers: ( { body } ) => [
					answerGet( 'user/refresh-token', body ),
				],
				scenario: async () => {
					const session = signedInSession( 'token-1' );
					writeTokenCookie( 'token-1', false, Date.now() );
					const { store } = renderArea( '/searchorder', {
						preloadedState: session,
					} );
					await settle( store );
					// The clock stands just before the token's expiry, with activity a moment ago.
					const expiresAt = session.auth.tokenExpiresAt ?? Date.now();
					const stop = startTokenRefresh(
						store,
						document,
						() => expiresAt - 60_000
					);
					act( () =>
						jest.advanceTimersByTime( REFRESH_CHECK_INTERVAL_MS )
					);
					await settle( store, () =>
						answered( store, 'refreshToken' )
					);
					stop();
					if ( ! answered( store, 'refreshToken' ) ) {
						throw new Error( 'the refresh never got its answer' );
					}
					if ( ! store.getState().auth.isAuthenticated ) {
						throw new Error(
							'a refresh answer signed the customer out'
						);
					}
					return store;
				},
			} );
			expectNoFailures( result );
		} finally {
			jest.useRealTimers();
		}
	} );

	it( 'logout: 200 answers (100 valid, 100 mutated), each after a click on Logout', async () => {
		const result = await sweepAnswers( {
			operationId: 'logout',
			handlers: ( { body } ) => [ answerGet( 'user/logout', body ) ],
			scenario: async () => {
				const { store } = renderArea( '/searchorder', {
					preloadedState: signedInSession(),
				} );
				await settle( store );
				fireEvent.click( logoutButton() );
				await settle( store, () => answered( store, 'logout' ) );
				if ( store.getState().auth.isAuthenticated ) {
					throw new Error( 'Logout did not sign the customer out' );
				}
				byText( HEADINGS, 'Sign In' );
			},
		} );
		expectNoFailures( result );
	} );
} );
