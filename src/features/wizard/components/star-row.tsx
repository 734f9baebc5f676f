/**
 * The stars of a rating card (drawn, decorative) and the rating in words for screen readers.
 */
import { __ } from '@wordpress/i18n';
import { STAR_MAX } from '../constants';

const STAR =
	'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9Z';

/**
 * The rating in words, e.g. 'three of five stars'.
 *
 * @param stars The rating, 1 to 5.
 */
export function starsInWords( stars: number ): string {
	const words = [
		__( 'one of five stars', 'customer-area' ),
		__( 'two of five stars', 'customer-area' ),
		__( 'three of five stars', 'customer-area' ),
		__( 'four of five stars', 'customer-area' ),
		__( 'five of five stars', 'customer-area' ),
	];
	return words[ Math.min( Math.max( stars, 1 ), STAR_MAX ) - 1 ] ?? '';
}

/** Props of a star row. */
export interface StarRowProps {
	/** The rating, 1 to 5. */
	stars: number;
}

/**
 * Five stars, the first `stars` filled, with the rating in words for screen readers.
 *
 * @param props See StarRowProps.
 */
export function StarRow( props: StarRowProps ) {
	return (
		<>
			<span className="ca-card__stars" aria-hidden="true">
				{ Array.from( { length: STAR_MAX }, ( _, index ) => (
					<svg
						key={ index }
						viewBox="0 0 24 24"
						focusable="false"
						className={
							index < props.stars ? 'is-filled' : undefined
						}
					>
						<path d={ STAR } />
					</svg>
				) ) }
			</span>
			<span className="ca-visually-hidden">
				{ ` (${ starsInWords( props.stars ) })` }
			</span>
		</>
	);
}
