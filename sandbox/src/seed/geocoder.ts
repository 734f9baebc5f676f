/**
 * Places the sandbox geocoder knows, in OpenStreetMap Nominatim's search format (`addressdetails=1`,
 * `accept-language=de`).
 */
import type { Schemas } from '../types';

/** Known places: seven German ones (one a town) and one Austrian. */
export const PLACES: Schemas[ 'GeocoderPlace' ][] = [
	{
		place_id: 100115,
		lat: '52.5317',
		lon: '13.3817',
		display_name: '10115, Mitte, Berlin, Deutschland',
		address: {
			city: 'Berlin',
			postcode: '10115',
			state: 'Berlin',
			country: 'Deutschland',
			country_code: 'de',
		},
	},
	{
		place_id: 180331,
		lat: '48.1374',
		lon: '11.5755',
		display_name: '80331, Altstadt-Lehel, München, Bayern, Deutschland',
		address: {
			city: 'München',
			postcode: '80331',
			state: 'Bayern',
			country: 'Deutschland',
			country_code: 'de',
		},
	},
	{
		place_id: 120095,
		lat: '53.5503',
		lon: '10.0007',
		display_name: '20095, Hamburg-Altstadt, Hamburg, Deutschland',
		address: {
			city: 'Hamburg',
			postcode: '20095',
			state: 'Hamburg',
			country: 'Deutschland',
			country_code: 'de',
		},
	},
	{
		place_id: 150667,
		lat: '50.9384',
		lon: '6.9599',
		display_name:
			'50667, Altstadt-Nord, Köln, Nordrhein-Westfalen, Deutschland',
		address: {
			city: 'Köln',
			postcode: '50667',
			state: 'Nordrhein-Westfalen',
			country: 'Deutschland',
			country_code: 'de',
		},
	},
	{
		place_id: 160311,
		lat: '50.1106',
		lon: '8.6820',
		display_name:
			'60311, Innenstadt, Frankfurt am Main, Hessen, Deutschland',
		address: {
			city: 'Frankfurt am Main',
			postcode: '60311',
			state: 'Hessen',
			country: 'Deutschland',
			country_code: 'de',
		},
	},
	{
		place_id: 104109,
		lat: '51.3397',
		lon: '12.3731',
		display_name: '04109, Zentrum, Leipzig, Sachsen, Deutschland',
		address: {
			city: 'Leipzig',
			postcode: '04109',
			state: 'Sachsen',
			country: 'Deutschland',
			country_code: 'de',
		},
	},
	{
		place_id: 161348,
		lat: '50.2268',
		lon: '8.6182',
		display_name:
			'61348, Bad Homburg vor der Höhe, Hochtaunuskreis, Hessen, Deutschland',
		address: {
			town: 'Bad Homburg vor der Höhe',
			postcode: '61348',
			state: 'Hessen',
			country: 'Deutschland',
			country_code: 'de',
		},
	},
	{
		place_id: 201010,
		lat: '48.2083',
		lon: '16.3725',
		display_name: '1010, Innere Stadt, Wien, Österreich',
		address: {
			city: 'Wien',
			postcode: '1010',
			state: 'Wien',
			country: 'Österreich',
			country_code: 'at',
		},
	},
];

/**
 * Finds places by city and/or postal code (case-insensitive; both must match when both are given).
 * @param city
 * @param postalcode
 */
export function searchPlaces(
	city: string,
	postalcode: string
): Schemas[ 'GeocoderPlace' ][] {
	const c = city.trim().toLocaleLowerCase( 'de' );
	const p = postalcode.trim();
	return PLACES.filter( ( place ) => {
		const name = (
			place.address.city ??
			place.address.town ??
			''
		).toLocaleLowerCase( 'de' );
		return ( ! c || name === c ) && ( ! p || place.address.postcode === p );
	} );
}
