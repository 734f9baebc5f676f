/**
 * The four key figures of an owned estate (`GET /api/onoffice/estates/{id}/short-stats`): total
 * and weekly trend per key. Shared by the dashboard's cards and the estate's Overview.
 */
import type { components } from '../../api/generated/openapi';
import { isObjectOf } from '../../lib/is-object';

type Schemas = components[ 'schemas' ];

/** One figure's key, as the contract names it. */
export type ShortStatKey = keyof Schemas[ 'ShortStatsResponse' ][ 'data' ];

/** The keys of the four figures, in the order they are shown. */
export const SHORT_STAT_KEYS = [
	'absagen',
	'besichtigungen',
	'exposeversand',
	'objektanfragen',
] as const satisfies readonly ShortStatKey[];

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
	const data = isObjectOf< Schemas[ 'ShortStatsResponse' ] >( answer )
		? answer.data
		: undefined;
	if ( ! isObjectOf< Schemas[ 'ShortStatsResponse' ][ 'data' ] >( data ) ) {
		throw new Error( 'The answer carries no statistics.' );
	}
	const stats: ShortStat[] = [];
	for ( const key of SHORT_STAT_KEYS ) {
		const value = data[ key ];
		if ( ! isObjectOf< Schemas[ 'StatValue' ] >( value ) ) {
			continue;
		}
		const trend = isObjectOf< Schemas[ 'StatValue' ][ 'trend' ] >(
			value.trend
		)
			? value.trend.percentage
			: undefined;
		if (
			typeof value.total === 'number' &&
			Number.isFinite( value.total ) &&
			typeof trend === 'number' &&
			Number.isFinite( trend )
		) {
			stats.push( { key, total: value.total, trend } );
		}
	}
	return stats;
}
