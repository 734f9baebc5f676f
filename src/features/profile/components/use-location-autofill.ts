/**
 * Location auto-fill: leaving ZIP or city looks the place up and fills state and country. A lookup
 * that fails or finds nothing changes nothing and says nothing; which lookups run and which answers
 * apply is the shared place lookup's rule (`usePlaceLookup`): a changed pair, a failed one again,
 * never over what the customer typed. See docs/behaviour.md "Calls and headers".
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
	const findPlace = usePlaceLookup(
		config.geocoderUrl,
		`${ initialValues.zip.trim() }|${ initialValues.city.trim() }`
	);
	// The values of the last render, read after an answer arrives.
	const current = useRef( values );
	current.current = values;

	return useCallback(
		async ( left: 'zip' | 'city' ) => {
			const place = await findPlace( {
				zip: values.zip.trim(),
				city: values.city.trim(),
				left,
				filled: () =>
					`${ current.current.state }|${ current.current.country }`,
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
		[ values, findPlace, setFieldValue, knownCountries ]
	);
}
