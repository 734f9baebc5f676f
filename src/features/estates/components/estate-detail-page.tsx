/**
 * The estate detail (route `/estates/{id}`): title, status, address, cover and gallery, the
 * description with 'Read more' after 220 characters, the details list, and for owners the Overview
 * and Documents tabs. Placeholders hold the space while it loads. A failed load, an id that is
 * not the customer's, and an id that is no estate id at all (asked for without a call), are only
 * logged and show an empty page; the estate is fetched again when the route is entered again, when
 * the window regains focus and when the network comes back.
 *
 * The tabs (their code is the lazy `estate-tabs` chunk: Radix Tabs, statistics, charts' wrapper,
 * timeline) come only once the cover has been painted, so that neither their code nor their calls
 * share the phone's bandwidth with the cover; a placeholder holds their place meanwhile.
 */
import {
	lazy,
	Suspense,
	useCallback,
	useEffect,
	useState,
	type ReactNode,
} from 'react';
import { __ } from '@wordpress/i18n';
import { Link, useParams } from 'react-router-dom';
import { REFETCH_ON_MOUNT_AFTER_S } from '../../../api/base-api';
import { ReadMore } from '../../../components/read-more';
import { LoadingRegion, Skeleton } from '../../../components/skeleton';
import { StatusBadge } from '../../../components/status-badge';
import { useRenderedLater } from '../../../components/use-rendered-later';
import { ROUTES } from '../../../config/routes';
import { logFailure } from '../../../lib/log';
import { isEstateId } from '../../../entities/estate/estate-id';
import { useGetEstateQuery } from '../api';
import { useReportingVisit } from '../reporting-visit';
import { DetailsList } from './details-list';
import { EstateCover } from './estate-cover';
import { visibleTabs } from '../tabs';
import './estate.scss';

/** The owner's tabs, a chunk of their own (see above). */
const EstateTabs = lazy( () =>
	import( /* webpackChunkName: "estate-tabs" */ './estate-tabs' ).then(
		( { EstateTabs: Tabs } ) => ( { default: Tabs } )
	)
);

/** How many text characters of the description show before 'Read more'. */
export const DESCRIPTION_LIMIT = 220;

/** Props of the detail page. */
export interface EstateDetailPageProps {
	/** The Documents tab's content (from the app); without it the tab does not show. */
	renderDocuments?: ( estateId: string ) => ReactNode;
}

/**
 * The link back to the dashboard.
 */
function BackLink() {
	return (
		<p className="ca-estate__back">
			<Link to={ ROUTES.dashboard }>
				<span aria-hidden="true">← </span>
				{ __( 'Back to the dashboard', 'customer-area' ) }
			</Link>
		</p>
	);
}

/**
 * One estate's page.
 *
 * @param props
 * @param props.estateId        The routed id.
 * @param props.renderDocuments The Documents tab's content.
 */
function EstateDetail( {
	estateId,
	renderDocuments,
}: EstateDetailPageProps & { estateId: string } ) {
	// Only the contract's form of id reaches the API (see estate-id.ts).
	const validId = isEstateId( estateId );
	const {
		data: detail,
		error,
		isFetching,
	} = useGetEstateQuery( estateId, {
		skip: ! validId,
		// An answer younger than REFETCH_ON_MOUNT_AFTER_S serves a mount again.
		refetchOnMountOrArgChange: REFETCH_ON_MOUNT_AFTER_S,
		refetchOnFocus: true,
		refetchOnReconnect: true,
	} );
	// The tabs (stat boxes, charts, timeline) come once the cover, title and details are painted.
	const [ coverPainted, setCoverPainted ] = useState( false );
	const markCoverPainted = useCallback( () => setCoverPainted( true ), [] );
	const tabsShown = useRenderedLater( detail !== undefined && coverPainted );
	const onOverviewOpen = useReportingVisit( estateId );
	useEffect( () => {
		if ( error ) {
			logFailure( `estate ${ estateId }`, error );
		} else if ( ! validId ) {
			logFailure(
				`estate ${ JSON.stringify( estateId ) }`,
				'not an estate id: nothing was asked for'
			);
		}
	}, [ error, estateId, validId ] );

	if ( ! detail ) {
		return (
			<section className="ca-page ca-estate">
				<BackLink />
				{ isFetching ? (
					<LoadingRegion className="ca-estate__loading">
						<Skeleton className="ca-estate__title-placeholder" />
						<Skeleton className="ca-estate__cover-placeholder-block" />
						<Skeleton className="ca-estate__text-placeholder" />
					</LoadingRegion>
				) : null }
				{ /* The page keeps its heading (focus lands on it) but claims nothing. */ }
				<h1 className="ca-page__title ca-visually-hidden">
					{ __( 'Property', 'customer-area' ) }
				</h1>
			</section>
		);
	}
	const title = detail.title || __( 'Untitled property', 'customer-area' );
	const tabsPlaceholder = (
		// Busy, like the article, until the tabs' chunk has come; announced by neither.
		<div className="ca-estate__tabs-placeholder" aria-busy="true">
			<Skeleton className="ca-estate__tab-list-placeholder" />
			<Skeleton className="ca-estate__tab-panel-placeholder" />
		</div>
	);
	const tabs = visibleTabs( {
		isOwner: detail.isOwner,
		settings: detail.settings,
		hasDocuments: renderDocuments !== undefined,
	} );
	const hasTabs = tabs.length > 0;
	return (
		// Busy until the tabs have come (one step after the rest).
		<article className="ca-page ca-estate" aria-busy={ ! tabsShown }>
			<BackLink />
			<header className="ca-estate__header">
				<h1 className="ca-page__title ca-estate__title">{ title }</h1>
				<StatusBadge status={ detail.status } />
				{ detail.address && (
					<p className="ca-estate__address">{ detail.address }</p>
				) }
			</header>
			<EstateCover
				images={ detail.images }
				estateTitle={ title }
				onPainted={ markCoverPainted }
			/>
			<ReadMore
				html={ detail.description }
				limit={ DESCRIPTION_LIMIT }
				className="ca-estate__description"
			/>
			<DetailsList detail={ detail } />
			{ hasTabs && ! tabsShown && tabsPlaceholder }
			{ hasTabs && tabsShown && (
				<Suspense fallback={ tabsPlaceholder }>
					<EstateTabs
						detail={ detail }
						tabs={ tabs }
						estateId={ estateId }
						renderDocuments={ renderDocuments }
						onOverviewOpen={ onOverviewOpen }
					/>
				</Suspense>
			) }
		</article>
	);
}

/**
 * The /estates/{id} screen.
 *
 * @param props The Documents tab's content.
 */
export function EstateDetailPage( props: EstateDetailPageProps ) {
	const { id = '' } = useParams();
	// A new id starts a new page view (state, focus, tabs).
	return <EstateDetail key={ id } estateId={ id } { ...props } />;
}
