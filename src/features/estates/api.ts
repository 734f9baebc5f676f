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

export const estatesApi = baseApi.injectEndpoints( {
	endpoints: ( build ) => ( {
		/** The estate with labels, pictures, settings and relations. */
		getEstate: build.query< EstateDetail, string >( {
			queryFn: ( id, _api, _extra, baseQuery ) =>
				isEstateId( id )
					? checkedAnswer(
							baseQuery( estatePath( id ) ),
							parseEstateDetail
						)
					: NOT_AN_ESTATE_ID,
			providesTags: ( _detail, _error, id ) => [
				{ type: 'Estate', id: tagId( id ) },
			],
		} ),
		/** The Overview's four key figures. */
		getOverviewShortStats: build.query< ShortStat[], string >( {
			queryFn: ( id, _api, _extra, baseQuery ) =>
				isEstateId( id )
					? checkedAnswer(
							baseQuery( estatePath( id, '/short-stats' ) ),
							parseShortStats
						)
					: NOT_AN_ESTATE_ID,
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
			queryFn: ( id, _api, _extra, baseQuery ) =>
				isEstateId( id )
					? checkedAnswer(
							baseQuery( estatePath( id, '/log' ) ),
							parseLog
						)
					: NOT_AN_ESTATE_ID,
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
