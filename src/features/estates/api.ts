/**
 * The estate detail's calls: the estate, and for its owner the key figures, the chart widgets (an
 * HTTP 500 is retried once), the activity log, and the record that the reporting view was opened.
 * A broken answer fails the query like a failed call.
 */
import { baseApi, checkedAnswer, tagId } from '../../api/base-api';
import { CRM } from '../../config/constants';
import {
	parseShortStats,
	type ShortStat,
} from '../../entities/estate/short-stats';
import {
	parseEstateDetail,
	type EstateDetail,
} from '../../entities/estate/estate-detail';
import {
	parseLog,
	parseStats,
	type EstateLog,
	type StatWidget,
} from './reporting';
import { REPORTING_VISIT } from './reporting-visit';

export { REPORTING_VISIT };

/**
 * The path of an estate call.
 *
 * @param id   The estate id.
 * @param rest What follows the id, e.g. `/stats`.
 */
const estateUrl = ( id: string, rest = '' ) =>
	`${ CRM }/estates/${ encodeURIComponent( id ) }${ rest }`;

export const estatesApi = baseApi.injectEndpoints( {
	endpoints: ( build ) => ( {
		/** The estate with labels, pictures, settings and relations. */
		getEstate: build.query< EstateDetail, string >( {
			queryFn: ( id, _api, _extra, baseQuery ) =>
				checkedAnswer(
					baseQuery( estateUrl( id ) ),
					parseEstateDetail
				),
			providesTags: ( _detail, _error, id ) => [
				{ type: 'Estate', id: tagId( id ) },
			],
		} ),
		/** The Overview's four key figures. */
		getOverviewShortStats: build.query< ShortStat[], string >( {
			queryFn: ( id, _api, _extra, baseQuery ) =>
				checkedAnswer(
					baseQuery( estateUrl( id, '/short-stats' ) ),
					parseShortStats
				),
		} ),
		/** The chart widgets; an HTTP 500 is asked again exactly once. */
		getEstateStats: build.query< StatWidget[], string >( {
			async queryFn( id, _api, _extra, baseQuery ) {
				let result = await baseQuery( estateUrl( id, '/stats' ) );
				if ( result.error?.status === 500 ) {
					result = await baseQuery( estateUrl( id, '/stats' ) );
				}
				return checkedAnswer( result, parseStats );
			},
		} ),
		/** The activity log with its users and their photos. */
		getEstateLog: build.query< EstateLog, string >( {
			queryFn: ( id, _api, _extra, baseQuery ) =>
				checkedAnswer( baseQuery( estateUrl( id, '/log' ) ), parseLog ),
		} ),
		/** Records that the owner opened the Overview (the answer is not shown). */
		recordReportingVisit: build.mutation< unknown, string >( {
			query: ( id ) => ( {
				url: estateUrl( id, '/log' ),
				method: 'POST',
				body: REPORTING_VISIT,
			} ),
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
