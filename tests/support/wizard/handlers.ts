/**
 * MSW handlers for the valuation wizard: its configuration, the heating-source options, the estate
 * countries and store-temporary. Calls are recorded so tests can count them and read the payload.
 */
import { http, HttpResponse } from 'msw';
import { api } from '../server';
import {
	estateCountries,
	heatingFields,
	TEST_ESTATE_TOKEN,
	wizardSettings,
} from './fixtures';

/** What the wizard handlers received. */
export interface WizardCalls {
	settings: number;
	fields: URLSearchParams[];
	countries: number;
	stored: Array< { body: unknown; authorization: string | null } >;
}

/**
 * The wizard's handlers, each recording into `calls`.
 *
 * @param calls Where to record.
 */
export function wizardHandlers( calls: WizardCalls ) {
	return [
		http.get( api( 'settings/valuation' ), () => {
			calls.settings += 1;
			return HttpResponse.json( wizardSettings() );
		} ),
		http.get( api( 'onoffice/fields' ), ( { request } ) => {
			calls.fields.push( new URL( request.url ).searchParams );
			return HttpResponse.json( heatingFields );
		} ),
		http.get( api( 'onoffice/estate/countries' ), () => {
			calls.countries += 1;
			return HttpResponse.json( estateCountries );
		} ),
		http.post( api( 'estate/store-temporary' ), async ( { request } ) => {
			calls.stored.push( {
				body: await request.json(),
				authorization: request.headers.get( 'Authorization' ),
			} );
			return HttpResponse.json(
				{ data: { estate_token: TEST_ESTATE_TOKEN } },
				{ status: 201 }
			);
		} ),
	];
}

/** A fresh record of calls. */
export const newWizardCalls = (): WizardCalls => ( {
	settings: 0,
	fields: [],
	countries: 0,
	stored: [],
} );
