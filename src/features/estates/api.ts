/**
 * The estate detail's calls: the estate, and for its owner the key figures, the chart widgets (an
 * HTTP 500 is retried once), the activity log, and the record that the reporting view was opened.
 * A broken answer fails the query like a failed call.
 */
import { baseApi, checkedAnswer, tagId } from '../../api/base-api';
import { estatePath } from '../../entities/estate/estate-paths';
import {
	parseShortStats,
	type ShortStat,
} from '../../entities/estate/short-stats';
import {
	parseEstateDetail,
	type EstateDetail,
} from '../../entities/estate/estate-detail';
import { isEstateId, NOT_AN_ESTATE_ID } from '../../entities/estate/estate-id';
import {
	parseLog,
	parseStats,
	type EstateLog,
	type StatWidget,
} from './reporting';

/**
 * The CRM's codes of the entry `POST …/log` records when the owner opens the Overview; they stay
 * as the CRM knows them, in every language.
 */
export const REPORTING_VISIT = {
	actionkind: 'Kundenbereich',
	actiontype: 'Reporting angesehen',
} as const;

/**
 * The entry's note when the page's configuration gives none; the configuration's note is the
 * site's, in the site's language (docs/behaviour.md "Reporting visits").
 */
export const REPORTING_VISIT_NOTE = 'Reporting opened in the customer area';

/** What the record of a visit sends besides the codes. */
export interface ReportingVisitArgs {
	/** The estate. */
	id: string;
	/** The note, for the broker. */
	note: string;
}

/**
 * The `queryFn` of a GET below one estate, read by `parse`; an id that is no estate id is refused
 * without a call.
 *
 * @param rest  What follows the id in the path, e.g. `/log`.
 * @param parse Reads the answer.
 */
const estateQuery =
	< T >( rest: string, parse: ( answer: unknown ) => T ) =>
	(
		id: string,
		_api: unknown,
		_extra: unknown,
		baseQuery: ( path: string ) => Parameters< typeof checkedAnswer >[ 0 ]
	) =>
		isEstateId( id )
			? checkedAnswer( baseQuery( estatePath( id, rest ) ), parse )
			: NOT_AN_ESTATE_ID;

export const estatesApi = baseApi.injectEndpoints( {
	endpoints: ( build ) => ( {
		/** The estate with labels, pictures, settings and relations. */
		getEstate: build.query< EstateDetail, string >( {
			queryFn: estateQuery( '', parseEstateDetail ),
			providesTags: ( _detail, _error, id ) => [
				{ type: 'Estate', id: tagId( id ) },
			],
		} ),
		/** The Overview's four key figures. */
		getOverviewShortStats: build.query< ShortStat[], string >( {
			queryFn: estateQuery( '/short-stats', parseShortStats ),
		} ),
		/** The chart widgets; an HTTP 500 is asked again exactly once. */
		getEstateStats: build.query< StatWidget[], string >( {
			async queryFn( id, _api, _extra, baseQuery ) {
				if ( ! isEstateId( id ) ) {
					return NOT_AN_ESTATE_ID;
				}
				let result = await baseQuery( estatePath( id, '/stats' ) );
				if ( result.error?.status === 500 ) {
					result = await baseQuery( estatePath( id, '/stats' ) );
				}
				return checkedAnswer( result, parseStats );
			},
		} ),
		/** The activity log with its users and their photos. */
		getEstateLog: build.query< EstateLog, string >( {
			queryFn: estateQuery( '/log', parseLog ),
		} ),
		/** Records that the owner opened the Overview (the answer is not shown). */
		recordReportingVisit: build.mutation< unknown, ReportingVisitArgs >( {
			queryFn: ( { id, note }, _api, _extra, baseQuery ) =>
				isEstateId( id )
					? baseQuery( {
							url: estatePath( id, '/log' ),
							method: 'POST',
							body: { note, ...REPORTING_VISIT },
						} )
					: NOT_AN_ESTATE_ID,
		} ),
	} ),
} );

export const {
	useGetEstateQuery,
	useGetOverviewShortStatsQuery,
	useGetEstateStatsQuery,
	useGetEstateLogQuery,
	useRecordReportingVisitMutation,
} = estatesApi;
