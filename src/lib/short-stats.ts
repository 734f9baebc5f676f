/**
 * The four key figures of an owned estate (`GET /api/onoffice/estates/{id}/short-stats`): total
 * and weekly trend per key. Shared by the dashboard's cards and the estate's Overview.
 */
import { isObject } from './is-object';

/** The keys of the four figures, in the order they are shown. */
export const SHORT_STAT_KEYS = [
	'absagen',
	'besichtigungen',
	'exposeversand',
	'objektanfragen',
] as const;

/** One figure's key. */
export type ShortStatKey = ( typeof SHORT_STAT_KEYS )[ number ];

/** One figure. */
export interface ShortStat {
	key: ShortStatKey;
	total: number;
	/** Change since last week in percent (may be negative). */
	trend: number;
}

/**
 * The figures of an answer, in display order; a figure that is malformed is left out. Throws when
 * the answer has no `data` object (a broken answer takes the failure path).
 *
 * @param answer The parsed answer body.
 */
export function parseShortStats( answer: unknown ): ShortStat[] {
	const data = isObject( answer ) ? answer.data : undefined;
	if ( ! isObject( data ) ) {
		throw new Error( 'The answer carries no statistics.' );
	}
	const stats: ShortStat[] = [];
	for ( const key of SHORT_STAT_KEYS ) {
		const value = data[ key ];
		const trend = isObject( value ) ? value.trend : undefined;
		if (
			isObject( value ) &&
			typeof value.total === 'number' &&
			Number.isFinite( value.total ) &&
			isObject( trend ) &&
			typeof trend.percentage === 'number' &&
			Number.isFinite( trend.percentage )
		) {
			stats.push( { key, total: value.total, trend: trend.percentage } );
		}
	}
	return stats;
}
