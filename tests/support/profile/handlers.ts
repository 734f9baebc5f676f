/**
 * MSW handlers for the shell and profile tests: the profile picture, countries, field metadata,
 * the profile save, the password-reset mail and the geocoder (with the release of a held lookup).
 */
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { api } from '../server';
import { ownerUser } from '../fixtures';

/** The geocoder URL of the test configuration. */
export const TEST_GEOCODER = 'https://geo.example/search';

/** Countries as the sandbox answers them (alpha-3 → name). */
export const testCountries = {
	DEU: 'Deutschland',
	AUT: 'Österreich',
	CHE: 'Schweiz',
};

/** Field metadata for `address.Anrede`, `Titel`, `Sprache` and `Vertragsart`. */
export const testFields = {
	'address.Anrede': {
		label: 'Salutation',
		permittedvalues: {
			Herr: 'Herr',
			Frau: 'Frau',
			Firma: 'Firma',
			Familie: 'Familie',
			Eheleute: 'Eheleute',
		},
	},
	'address.Titel': {
		label: 'Title',
		permittedvalues: { 'Dr.': 'Dr.', 'Prof.': 'Prof.' },
	},
	'address.Sprache': {
		label: 'Language',
		permittedvalues: { DEU: 'German', ENG: 'English' },
	},
	'address.Vertragsart': {
		label: 'Contract type',
		permittedvalues: {
			unbefristet: 'Permanent employee',
			selbststaendig: 'Self-employed',
		},
	},
};

/**
 * A Nominatim answer for a place.
 *
 * @param state       The place's state.
 * @param countryCode Its two-letter country code.
 */
export const nominatimPlace = ( state: string, countryCode: string ) => [
	{
		place_id: 1,
		lat: '0',
		lon: '0',
		display_name: 'test place',
		address: { state, country_code: countryCode },
	},
];

/**
 * Releases a held lookup of `zip` and waits until its `fetch` has answered, then 50 ms more for the
 * hook to read the body. On a slower machine a late answer could slip past the caller's check (which
 * then passes without testing the race); it can never make the check fail.
 *
 * @param fetchSpy The spy on `window.fetch`, set before the lookup went out.
 * @param zip      The ZIP the lookup asked for.
 * @param release  Opens the lookup's gate.
 */
export async function releaseLookup(
	fetchSpy: jest.SpiedFunction< typeof window.fetch >,
	zip: string,
	release: () => void
): Promise< void > {
	let lookup = -1;
	await waitFor( () => {
		lookup = fetchSpy.mock.calls.findIndex( ( [ input ] ) =>
			String( input instanceof Request ? input.url : input ).includes(
				`postalcode=${ zip }`
			)
		);
		expect( lookup ).toBeGreaterThanOrEqual( 0 );
	} );
	release();
	await fetchSpy.mock.results[ lookup ]?.value;
	await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
}

/** Handlers every profile test starts with. */
export const profileHandlers = [
	http.get( api( 'user/profile-picture' ), () =>
		HttpResponse.json( { imageUrl: '' } )
	),
	http.get( api( 'onoffice/countries' ), () =>
		HttpResponse.json( testCountries )
	),
	http.get( api( 'onoffice/fields' ), () => HttpResponse.json( testFields ) ),
	http.patch( api( 'user/profile' ), async ( { request } ) => {
		const body = ( await request.json() ) as Record< string, unknown >;
		return HttpResponse.json( {
			message: 'profile_updated',
			data: { ...ownerUser, ...body },
		} );
	} ),
	http.post( api( 'user/forgot-password' ), () =>
		HttpResponse.json( { message: 'reset_link_sent' } )
	),
	http.get( TEST_GEOCODER, () => HttpResponse.json( [] ) ),
];
