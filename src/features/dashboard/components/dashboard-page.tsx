/**
 * The dashboard (route `/`): the greeting, then the customer's properties as cards with a 'Create
 * Estate' action above them, or the empty state when there are none. While the list loads,
 * placeholder cards hold its space. A failed load is only logged and shows nothing (never the empty
 * state, which would be false); the list is fetched again when the route is entered again (after a
 * failure, or once the answer is older than REFETCH_ON_MOUNT_AFTER_S), when the window regains focus
 * and when the network comes back, so the page recovers without a reload.
 * A long list renders its first cards at once and the rest right after (useProgressiveList); the
 * other cards' pictures are asked for once the first card's has been painted, so they never share a
 * phone's bandwidth with the screen's largest element (their boxes hold their place meanwhile).
 */
import { useEffect, useState } from 'react';
import { __ } from '@wordpress/i18n';
import { Link } from 'react-router-dom';
import { REFETCH_ON_MOUNT_AFTER_S } from '../../../api/base-api';
import { ScreenTitle } from '../../../components/screen-title';
import { LoadingRegion, Skeleton } from '../../../components/skeleton';
import { ROUTES } from '../../../config/routes';
import { logFailure } from '../../../lib/log';
import { useGetDashboardEstatesQuery } from '../api';
import { useProgressiveList } from '../use-progressive-list';
import { afterLargestPicturePainted } from '../../../first-paint/after-paint';
import { EstateCard } from './estate-card';
import { Greeting } from './greeting';
import './dashboard.scss';

/** How many placeholder cards show while the list loads. */
export const CARD_PLACEHOLDERS = 3;

/**
 * The link to the valuation wizard.
 */
function CreateEstateLink() {
	return (
		<Link className="ca-button ca-button--primary" to={ ROUTES.valuation }>
			{ __( 'Create Estate', 'customer-area' ) }
		</Link>
	);
}

/**
 * The /(dashboard) screen.
 */
export function DashboardPage() {
	const {
		data: allCards,
		error,
		isFetching,
	} = useGetDashboardEstatesQuery( undefined, {
		// An answer younger than REFETCH_ON_MOUNT_AFTER_S serves a mount again.
		refetchOnMountOrArgChange: REFETCH_ON_MOUNT_AFTER_S,
		refetchOnFocus: true,
		refetchOnReconnect: true,
	} );
	const cards = useProgressiveList( allCards );
	const [ firstPainted, setFirstPainted ] = useState( false );
	const hasCards = Boolean( cards?.length );
	useEffect(
		() =>
			hasCards
				? afterLargestPicturePainted( () => setFirstPainted( true ) )
				: undefined,
		[ hasCards ]
	);
	useEffect( () => {
		if ( error ) {
			logFailure( 'estates', error );
		}
	}, [ error ] );

	let content = null;
	if ( cards && cards.length === 0 ) {
		content = (
			<div className="ca-dashboard__empty">
				<h2 className="ca-dashboard__heading">
					{ __( 'No property available', 'customer-area' ) }
				</h2>
				<p>
					{ __(
						'As soon as a property is linked, it will be displayed here.',
						'customer-area'
					) }
				</p>
				<CreateEstateLink />
			</div>
		);
	} else if ( cards ) {
		content = (
			<>
				<div className="ca-dashboard__list-header">
					<h2 className="ca-dashboard__heading">
						{ __( 'Your properties', 'customer-area' ) }
					</h2>
					<CreateEstateLink />
				</div>
				<ul className="ca-dashboard__grid">
					{ cards.map( ( card, index ) => (
						<li key={ card.key }>
							<EstateCard
								card={ card }
								priority={ index === 0 }
								withPicture={ index === 0 || firstPainted }
							/>
						</li>
					) ) }
				</ul>
			</>
		);
	} else if ( isFetching ) {
		content = (
			<LoadingRegion className="ca-dashboard__grid ca-dashboard__grid--loading">
				{ Array.from( { length: CARD_PLACEHOLDERS }, ( _, index ) => (
					<Skeleton
						key={ index }
						className="ca-dashboard__card-placeholder"
					/>
				) ) }
			</LoadingRegion>
		);
	}

	return (
		<section className="ca-page ca-dashboard">
			<ScreenTitle>{ __( 'Dashboard', 'customer-area' ) }</ScreenTitle>
			<Greeting />
			{ content }
		</section>
	);
}
