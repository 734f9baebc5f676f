/**
 * One property on the dashboard. The title is a link whose area covers the whole card (stretched
 * link); the toggle, the contract bar, the key figures and the broker's links sit above that area
 * and work on their own, and no link holds another interactive element. Owners also see the
 * contract bar and, when the property's reporting and statistics are on, its key figures. On small
 * screens those and the broker fold away behind 'More information'.
 */
import { useId, useState } from 'react';
import { __ } from '@wordpress/i18n';
import { Link } from 'react-router-dom';
import { StatusBadge } from '../../../components/status-badge';
import { Tag } from '../../../components/tag';
import { estatePath } from '../../../config/routes';
import { contractProgress } from '../../../entities/estate/contract-progress';
import { isEstateId } from '../../../entities/estate/estate-id';
import { cardAttributes } from '../card-attributes';
import {
	cardPicture,
	type EstateCardData,
	type Relation,
} from '../../../entities/estate/estate-list';
import { BrokerBlock } from './broker-block';
import { CardShortStats } from './card-short-stats';
import { ContractBar } from './contract-bar';
import { currentLinkPolicy } from '../../../config/config';
import { useSetup } from '../../../config/config-context';

/**
 * The translated name of a relation.
 *
 * @param relation The relation.
 */
export function relationLabel( relation: Relation ): string {
	switch ( relation ) {
		case 'owner':
			return __( 'Owner', 'customer-area' );
		case 'interested':
			return __( 'Interested', 'customer-area' );
		case 'contactperson':
			return __( 'Contact person', 'customer-area' );
	}
}

/**
 * Fetch priority of the first card's picture. React 18 knows no `fetchPriority` prop (it warns
 * and would pass the camel-case name), so the HTML attribute is set by its own name.
 */
const HIGH_PRIORITY = { fetchpriority: 'high' };

/**
 * The grey house shown when a property has no picture.
 */
export function PicturePlaceholder() {
	return (
		<span className="ca-card__placeholder" aria-hidden="true">
			<svg viewBox="0 0 24 24" width="48" height="48" focusable="false">
				<path
					fill="currentColor"
					d="M12 3 2 11h3v9h5v-6h4v6h5v-9h3L12 3Zm0 2.6 5 4V18h-1v-6H8v6H7v-8.4l5-4Z"
				/>
			</svg>
		</span>
	);
}

/** Props of a card. */
export interface EstateCardProps {
	card: EstateCardData;
	/**
	 * The first card: its picture is the largest thing a phone paints first, so it loads at once
	 * and before the others instead of lazily.
	 */
	priority?: boolean;
	/** Whether the picture is asked for yet (its box holds its place until then); yes by default. */
	withPicture?: boolean;
}

/**
 * The card.
 *
 * @param props The card's data.
 */
export function EstateCard( props: EstateCardProps ) {
	const { card, priority = false, withPicture = true } = props;
	const [ expanded, setExpanded ] = useState( false );
	const moreId = useId();
	const title = card.title || __( 'Untitled property', 'customer-area' );
	const isOwner = card.relations.includes( 'owner' );
	// Only an id of the contract's form becomes a link or a call (see estate-id.ts).
	const linkable = isEstateId( card.id );
	const showStats =
		isOwner &&
		linkable &&
		card.settings.reporting &&
		card.settings.reporting_statistics;
	const { language } = useSetup();
	const attributes = cardAttributes( card.elements, language );
	const picture = cardPicture( card, currentLinkPolicy() );
	const showContract =
		isOwner &&
		contractProgress(
			card.elements.auftragvon,
			card.elements.auftragbis
		) !== null;
	const hasMore = showContract || showStats || card.broker !== null;
	return (
		<article className="ca-card">
			<div className="ca-card__media">
				{ picture && withPicture && (
					<img
						src={ picture.src }
						srcSet={ picture.srcSet }
						sizes={ picture.sizes }
						alt=""
						loading={ priority ? 'eager' : 'lazy' }
						{ ...( priority ? HIGH_PRIORITY : {} ) }
						decoding="async"
					/>
				) }
				{ ! picture && <PicturePlaceholder /> }
			</div>
			<div className="ca-card__body">
				<h3 className="ca-card__title">
					{ linkable ? (
						<Link
							className="ca-card__link"
							to={ estatePath( card.id ) }
						>
							{ title }
						</Link>
					) : (
						title
					) }
				</h3>
				<div className="ca-card__meta">
					<StatusBadge status={ card.status } />
					<ul
						className="ca-card__relations"
						aria-label={ __( 'Your relation', 'customer-area' ) }
					>
						{ card.relations.map( ( relation, index ) => (
							<li key={ relation }>
								<Tag tone={ index === 0 ? 'primary' : 'plain' }>
									{ relationLabel( relation ) }
								</Tag>
							</li>
						) ) }
					</ul>
				</div>
				{ attributes.length > 0 && (
					<dl className="ca-card__attributes">
						{ attributes.map( ( attribute ) => (
							<div
								key={ attribute.key }
								className="ca-card__attribute"
							>
								<dt>{ attribute.label }</dt>
								<dd>{ attribute.value }</dd>
							</div>
						) ) }
					</dl>
				) }
				{ hasMore && (
					<>
						<button
							type="button"
							className="ca-link-button ca-card__toggle"
							aria-expanded={ expanded }
							aria-controls={ moreId }
							onClick={ () => setExpanded( ! expanded ) }
						>
							{ expanded
								? __( 'Less information', 'customer-area' )
								: __( 'More information', 'customer-area' ) }
						</button>
						<div
							id={ moreId }
							className={ `ca-card__more${ expanded ? ' is-expanded' : '' }` }
						>
							{ showContract && (
								<ContractBar
									from={ card.elements.auftragvon }
									to={ card.elements.auftragbis }
								/>
							) }
							{ showStats && (
								<CardShortStats estateId={ card.id } />
							) }
							{ card.broker && (
								<BrokerBlock
									broker={ card.broker }
									estateTitle={ title }
								/>
							) }
						</div>
					</>
				) }
			</div>
		</article>
	);
}
