/**
 * The dashboard's calls: the customer's estates by relation (`GET /api/onoffice/estates`, merged
 * into cards) and a card's key figures (`GET /api/onoffice/estates/{id}/short-stats`). A broken
 * answer fails the query like a failed call (see docs/behaviour.md "Backend errors and texts").
 */
import { baseApi, checkedAnswer, tagId } from '../../api/base-api';
import { ESTATES_PATH, estatePath } from '../../entities/estate/estate-paths';
import {
	parseShortStats,
	type ShortStat,
} from '../../entities/estate/short-stats';
import {
	parseDashboard,
	type EstateCardData,
} from '../../entities/estate/estate-list';
import { isEstateId, NOT_AN_ESTATE_ID } from '../../entities/estate/estate-id';

export const dashboardApi = baseApi.injectEndpoints( {
	endpoints: ( build ) => ( {
		/** The customer's properties as dashboard cards. */
		getDashboardEstates: build.query< EstateCardData[], void >( {
			queryFn: ( _arg, _api, _extra, baseQuery ) =>
				checkedAnswer( baseQuery( ESTATES_PATH ), parseDashboard ),
			providesTags: ( cards ) => [
				{ type: 'Estate', id: 'LIST' },
				...( cards ?? [] )
					.filter( ( card ) => card.id !== '' )
					.map( ( card ) => ( {
						type: 'Estate' as const,
						id: tagId( card.id ),
					} ) ),
			],
		} ),
		/** The four key figures of an owned property, for its card. */
		getCardShortStats: build.query< ShortStat[], string >( {
			queryFn: ( id, _api, _extra, baseQuery ) =>
				isEstateId( id )
					? checkedAnswer(
							baseQuery( estatePath( id, '/short-stats' ) ),
							parseShortStats
						)
					: NOT_AN_ESTATE_ID,
		} ),
	} ),
} );

export const { useGetDashboardEstatesQuery, useGetCardShortStatsQuery } =
	dashboardApi;
