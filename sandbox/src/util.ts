/**
 * Small text and URL helpers shared by the handler areas.
 */

/**
 * Whether a value is an absolute http(s) URL.
 * @param value The text to check.
 */
export function isHttpUrl( value: string ): boolean {
	try {
		const url = new URL( value );
		return url.protocol === 'http:' || url.protocol === 'https:';
	} catch {
		return false;
	}
}

const BERLIN = new Intl.DateTimeFormat( 'en-GB', {
	timeZone: 'Europe/Berlin',
	year: 'numeric',
	month: '2-digit',
	day: '2-digit',
	hour: '2-digit',
	minute: '2-digit',
	second: '2-digit',
	hourCycle: 'h23',
} );

/**
 * A moment as the broker's local time in Europe/Berlin, `YYYY-MM-DD HH:mm:ss` (how the estate system writes
 * dates such as a log entry's `Datum`).
 * @param ms Milliseconds since the epoch.
 */
export function berlinDateTime( ms: number ): string {
	const part: Record< string, string > = {};
	for ( const p of BERLIN.formatToParts( new Date( ms ) ) ) {
		part[ p.type ] = p.value;
	}
	return `${ part.year }-${ part.month }-${ part.day } ${ part.hour }:${ part.minute }:${ part.second }`;
}
