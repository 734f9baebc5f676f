/**
 * Location lookup on the location step: leaving the postal code or the city looks the place up
 * through the geocoder (see docs/behaviour.md "Calls and headers") and fills the state and the
 * three-letter country, when those fields show. A lookup that fails or finds nothing changes
 * nothing and says nothing; which lookups run and which answers apply is the shared place lookup's
 * rule (`usePlaceLookup`): a changed pair, a failed one again, never over what the visitor typed.
 */
import { useCallback } from 'react';
import { usePlaceLookup } from '../../api/geocoder';
import { useAppDispatch, useAppStore } from '../../app/hooks';
import { useSetup } from '../../config/config-context';
import { textOf, type Answers } from './answers';
import {
	CITY_FIELD,
	COUNTRY_FIELD,
	POSTAL_CODE_FIELD,
	STATE_FIELD,
} from './constants';
import { answersMerged } from './wizard-slice';

/** What the step shows that the lookup needs to know. */
export interface LocationLookupInput {
	/** Whether the state field shows. */
	hasState: boolean;
	/** Whether the country field shows. */
	hasCountry: boolean;
	/** Codes of the country list; null while it is unknown (then any found country is set). */
	knownCountries: ReadonlySet< string > | null;
}

const pairOf = ( answers: Answers ) =>
	`${ textOf( answers[ POSTAL_CODE_FIELD ] ).trim() }|${ textOf(
		answers[ CITY_FIELD ]
	).trim() }`;

/**
 * A handler for leaving a location field; it acts on the postal code and the city only.
 *
 * @param input What the step shows.
 */
export function useLocationLookup( input: LocationLookupInput ) {
	const { hasState, hasCountry, knownCountries } = input;
	const { config } = useSetup();
	const store = useAppStore();
	const dispatch = useAppDispatch();
	const findPlace = usePlaceLookup(
		config.geocoderUrl,
		pairOf( store.getState().wizard.answers )
	);

	return useCallback(
		async ( left: string ) => {
			if (
				( left !== POSTAL_CODE_FIELD && left !== CITY_FIELD ) ||
				( ! hasState && ! hasCountry )
			) {
				return;
			}
			const answers = store.getState().wizard.answers;
			const place = await findPlace( {
				zip: textOf( answers[ POSTAL_CODE_FIELD ] ).trim(),
				city: textOf( answers[ CITY_FIELD ] ).trim(),
				left: left === POSTAL_CODE_FIELD ? 'zip' : 'city',
				filled: () => {
					const now = store.getState().wizard.answers;
					return `${ textOf( now[ STATE_FIELD ] ) }|${ textOf(
						now[ COUNTRY_FIELD ]
					) }`;
				},
			} );
			if ( ! place ) {
				return;
			}
			const found: Answers = {};
			if ( hasState && place.state ) {
				found[ STATE_FIELD ] = place.state;
			}
			if (
				hasCountry &&
				place.country &&
				( ! knownCountries || knownCountries.has( place.country ) )
			) {
				found[ COUNTRY_FIELD ] = place.country;
			}
			if ( Object.keys( found ).length > 0 ) {
				dispatch( answersMerged( found ) );
			}
		},
		[ hasState, hasCountry, knownCountries, store, dispatch, findPlace ]
	);
}
