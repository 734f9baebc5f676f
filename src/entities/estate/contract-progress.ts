/**
 * How far a broker contract has run (`auftragvon` → `auftragbis`) and the colour step of the bar:
 * green below 25 %, yellow from 25 %, orange from 50 %, red from 80 %; 100 % once the end has
 * passed; no bar when a date is missing or the dates are reversed (see docs/behaviour.md
 * "Formats and limits").
 */
import { formatDate } from './values';

/** The colour steps of the contract bar. */
export type ContractLevel = 'green' | 'yellow' | 'orange' | 'red';

/** The contract's state for the bar. */
export interface ContractProgress {
	/** Whole percent of the contract duration that has passed, 0–100. */
	percent: number;
	level: ContractLevel;
	/** The end date as DD.MM.YYYY. */
	until: string;
}

const DAY_MS = 86_400_000;

/**
 * A `YYYY-MM-DD` day as a day number (days since 1970 in UTC); null when it is not a real day.
 *
 * @param value The date from the API.
 */
function dayNumber( value: unknown ): number | null {
	if ( typeof value !== 'string' || formatDate( value ) === '' ) {
		return null;
	}
	const [ y, m, d ] = value
		.trim()
		.slice( 0, 10 )
		.split( /[-/]/ )
		.map( Number );
	return Date.UTC( y as number, ( m as number ) - 1, d as number ) / DAY_MS;
}

/**
 * The colour step of a percentage.
 *
 * @param percent 0–100.
 */
export function contractLevel( percent: number ): ContractLevel {
	if ( percent >= 80 ) {
		return 'red';
	}
	if ( percent >= 50 ) {
		return 'orange';
	}
	if ( percent >= 25 ) {
		return 'yellow';
	}
	return 'green';
}

/**
 * The contract's progress on the day `now` falls on (the browser's local day), or null when the
 * bar is hidden (a date missing or not a real day, or the end before the start).
 *
 * @param from The start (`auftragvon`).
 * @param to   The end (`auftragbis`).
 * @param now  The current time (injectable for tests).
 */
export function contractProgress(
	from: unknown,
	to: unknown,
	now: Date = new Date()
): ContractProgress | null {
	const start = dayNumber( from );
	const end = dayNumber( to );
	if ( start === null || end === null || end < start ) {
		return null;
	}
	const today =
		Date.UTC( now.getFullYear(), now.getMonth(), now.getDate() ) / DAY_MS;
	let percent: number;
	if ( today >= end ) {
		percent = 100;
	} else if ( today <= start ) {
		percent = 0;
	} else {
		// Floor, so a step is only reached once the contract has really run that far.
		percent = Math.floor( ( ( today - start ) / ( end - start ) ) * 100 );
	}
	return {
		percent,
		level: contractLevel( percent ),
		until: formatDate( to ),
	};
}
