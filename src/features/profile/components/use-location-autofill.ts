/**
 * Location auto-fill: leaving ZIP or city looks the place up and fills state and country. A lookup
 * that fails or finds nothing changes nothing and says nothing. Only a changed ZIP/city pair is
 * looked up, so tabbing through the form never overwrites a state someone typed by hand. An answer
 * is applied only if it belongs to the latest lookup and state and country are still what they were
 * when that lookup started (answers arrive out of order, or after the customer has filled them in).
 * See docs/behaviour.md "Calls and headers".
 */
import { useFormikContext } from 'formik';
import { useCallback, useRef } from 'react';
import { usePlaceLookup } from '../../../api/geocoder';
import { useSetup } from '../../../config/config-context';
import type { ProfileValues } from '../profile-values';

/**
 * A blur handler for the ZIP and city fields.
 *
 * @param knownCountries Codes of the country select (a found country outside it is not set); null
 *                       while the list is unknown.
 */
export function useLocationAutofill(
	knownCountries: ReadonlySet< string > | null
) {
	const { config } = useSetup();
	const { values, initialValues, setFieldValue } =
		useFormikContext< ProfileValues >();
	const findPlace = usePlaceLookup( config.geocoderUrl );
	const lastPair = useRef(
		`${ initialValues.zip.trim() }|${ initialValues.city.trim() }`
	);
	// The values of the last render, read after an answer arrives.
	const current = useRef( values );
	current.current = values;

	return useCallback(
		async ( left: 'zip' | 'city' ) => {
			const zip = values.zip.trim();
			const city = values.city.trim();
			const pair = `${ zip }|${ city }`;
			if (
				! config.geocoderUrl ||
				( ! zip && ! city ) ||
				pair === lastPair.current
			) {
				return;
			}
			lastPair.current = pair;
			const { state, country } = values;
			const place = await findPlace( {
				zip,
				city,
				left,
				stillApplies: () =>
					current.current.state === state &&
					current.current.country === country,
			} );
			if ( ! place ) {
				return;
			}
			if ( place.state ) {
				void setFieldValue( 'state', place.state );
			}
			if (
				place.country &&
				( ! knownCountries || knownCountries.has( place.country ) )
			) {
				void setFieldValue( 'country', place.country );
			}
		},
		[ values, config.geocoderUrl, findPlace, setFieldValue, knownCountries ]
	);
}
