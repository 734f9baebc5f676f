/**
 * Location lookup on the location step: leaving the postal code or the city looks the place up
 * through the geocoder (see docs/behaviour.md "Calls and headers") and fills the state and the
 * three-letter country, when those fields show. A lookup that fails or finds nothing changes
 * nothing and says nothing. Only a changed postal-code/city pair is looked up, so tabbing through
 * never overwrites what the visitor typed; an answer is applied only if it belongs to the latest
 * lookup and state and country are still what they were when it started (answers can arrive out of
 * order, or after the visitor filled them in). A lookup that failed (rather than found nothing) is
 * tried again when the field is left again, as long as state and country are still what they were.
 */
import { useCallback, useRef } from 'react';
import { useLazyLookupPlaceQuery, type PlaceFound } from '../../api/geocoder';
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
	const [ lookup ] = useLazyLookupPlaceQuery();
	const lastPair = useRef( pairOf( store.getState().wizard.answers ) );
	const latest = useRef( 0 );
	// State and country when the lookup of `lastPair` failed; null when it did not fail.
	const failedWith = useRef< string | null >( null );

	const find = useCallback(
		async (
			city: string,
			postalcode: string
		): Promise< PlaceFound | null | 'failed' > => {
			try {
				return await lookup(
					{ geocoderUrl: config.geocoderUrl, city, postalcode },
					true
				).unwrap();
			} catch {
				return 'failed';
			}
		},
		[ lookup, config.geocoderUrl ]
	);

	return useCallback(
		async ( left: string ) => {
			if (
				( left !== POSTAL_CODE_FIELD && left !== CITY_FIELD ) ||
				! config.geocoderUrl ||
				( ! hasState && ! hasCountry )
			) {
				return;
			}
			const answers = store.getState().wizard.answers;
			const zip = textOf( answers[ POSTAL_CODE_FIELD ] ).trim();
			const city = textOf( answers[ CITY_FIELD ] ).trim();
			const pair = pairOf( answers );
			const before = `${ textOf( answers[ STATE_FIELD ] ) }|${ textOf(
				answers[ COUNTRY_FIELD ]
			) }`;
			if (
				( ! zip && ! city ) ||
				( pair === lastPair.current && failedWith.current !== before )
			) {
				return;
			}
			lastPair.current = pair;
			failedWith.current = null;
			const id = ++latest.current;
			const stillCurrent = () => {
				const now = store.getState().wizard.answers;
				return (
					id === latest.current &&
					`${ textOf( now[ STATE_FIELD ] ) }|${ textOf(
						now[ COUNTRY_FIELD ]
					) }` === before
				);
			};
			let place = await find( city, zip );
			if ( place === null && zip && city && stillCurrent() ) {
				// The other field may still hold the old place: try the one just left on its own.
				place =
					left === POSTAL_CODE_FIELD
						? await find( '', zip )
						: await find( city, '' );
			}
			if ( ! stillCurrent() ) {
				return;
			}
			if ( place === 'failed' ) {
				// Leaving the field again, with state and country unchanged, tries again.
				failedWith.current = before;
				return;
			}
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
		[
			config.geocoderUrl,
			hasState,
			hasCountry,
			knownCountries,
			store,
			dispatch,
			find,
		]
	);
}
