/**
 * Dates of API time stamps for display: an ISO 8601 date-time shown as the local calendar day
 * `DD.MM.YYYY`. See docs/behaviour.md "Formats and limits".
 */

const pad = ( n: number ) => String( n ).padStart( 2, '0' );

/**
 * The local day of an ISO 8601 date-time (`2025-03-01T09:30:00Z`) as `DD.MM.YYYY`; '' when the
 * value is missing or not a date-time.
 *
 * @param value A time stamp from the API.
 */
export function dateTimeToGermanDate( value: unknown ): string {
	if (
		typeof value !== 'string' ||
		! /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(
			value.trim()
		)
	) {
		return '';
	}
	const dayOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec( value.trim() );
	// A bare day is that day everywhere; `new Date()` would read it as UTC midnight.
	const date = dayOnly
		? new Date(
				Number( dayOnly[ 1 ] ),
				Number( dayOnly[ 2 ] ) - 1,
				Number( dayOnly[ 3 ] )
			)
		: new Date( value.trim() );
	if (
		Number.isNaN( date.getTime() ) ||
		( dayOnly &&
			( date.getMonth() + 1 !== Number( dayOnly[ 2 ] ) ||
				date.getDate() !== Number( dayOnly[ 3 ] ) ) )
	) {
		return '';
	}
	return `${ pad( date.getDate() ) }.${ pad(
		date.getMonth() + 1
	) }.${ date.getFullYear() }`;
}
