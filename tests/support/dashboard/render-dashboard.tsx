/**
 * Helpers of the dashboard's component tests: a signed-in render and counted MSW answers.
 */
import { http, HttpResponse } from 'msw';
import { initialAuthState } from '../../../src/session/auth-slice';
import type { User } from '../../../src/session/types';
import { ownerUser } from '../fixtures';
import { gate } from '../gate';
import { renderWithProviders } from '../render-with-providers';
import { api, server } from '../server';
import { DashboardPage } from '../../../src/features/dashboard/components/dashboard-page';
import { shortStatsAnswer } from './fixtures';

/**
 * A signed-in session of `user`.
 *
 * @param user The customer.
 */
export const signedIn = ( user: User = ownerUser ) => ( {
	auth: { ...initialAuthState, user, isAuthenticated: true, token: 'tok' },
} );

/**
 * Answers the estates list with `answer` (and `status`) and returns the list of calls.
 *
 * @param answer The answer body.
 * @param status The HTTP status.
 */
export function answerEstates( answer: unknown, status = 200 ): string[] {
	const calls: string[] = [];
	server.use(
		http.get( api( 'onoffice/estates' ), ( { request } ) => {
			calls.push( request.url );
			return HttpResponse.json( answer as Record< string, unknown >, {
				status,
			} );
		} )
	);
	return calls;
}

/**
 * Holds the estates list's answer until the returned release is called, then answers `answer`.
 *
 * @param answer The answer body.
 */
export function answerEstatesLater( answer: unknown ): () => void {
	const { opened, release } = gate();
	server.use(
		http.get( api( 'onoffice/estates' ), async () => {
			await opened;
			return HttpResponse.json( answer as Record< string, unknown > );
		} )
	);
	return release;
}

/**
 * Answers every short-stats call and returns the estate ids asked for, in order.
 */
export function answerShortStats(): string[] {
	const calls: string[] = [];
	server.use(
		http.get( api( 'onoffice/estates/:id/short-stats' ), ( { params } ) => {
			calls.push( String( params.id ) );
			return HttpResponse.json( shortStatsAnswer );
		} )
	);
	return calls;
}

/**
 * Renders the dashboard for a signed-in customer.
 *
 * @param user The customer.
 */
export function renderDashboard( user: User = ownerUser ) {
	return renderWithProviders( <DashboardPage />, {
		preloadedState: signedIn( user ),
	} );
}
