/**
 * The cover picture (the one of type Titelbild, else the first) with the gallery's button below;
 * a grey house when the property has no picture. The picture's space is reserved, so nothing jumps.
 * It tells the page when it has been painted, so that what lies below can wait for it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { afterPicturePainted } from '../../../first-paint/after-paint';
import {
	coverIndexOf,
	coverPicture,
	type EstateImage,
} from '../../../entities/estate/estate-detail';
import { Gallery } from './gallery';
import { imageAlt } from './image-alt';
import { currentLinkPolicy } from '../../../config/config';

/**
 * The cover is the largest thing the page paints first: it is fetched before other pictures.
 * React 18 knows no `fetchPriority` prop (it warns and would pass the camel-case name), so the
 * HTML attribute is set by its own name.
 */
const HIGH_PRIORITY = { fetchpriority: 'high' };

/** Props of the cover. */
export interface EstateCoverProps {
	images: EstateImage[];
	estateTitle: string;
	/**
	 * Called once the cover (or the house without a picture) has been painted, or has failed
	 * (`afterPicturePainted`).
	 */
	onPainted?: () => void;
}

/**
 * The cover.
 *
 * @param props Pictures and title.
 */
export function EstateCover( props: EstateCoverProps ) {
	const { images, estateTitle, onPainted } = props;
	const picture = useRef< HTMLImageElement >( null );
	const [ container, setContainer ] = useState< HTMLElement | null >( null );
	// The dialog renders inside the area's root, where its styles apply.
	const findContainer = useCallback( ( node: HTMLElement | null ) => {
		setContainer( node?.closest< HTMLElement >( '.ca-app' ) ?? null );
	}, [] );
	const coverIndex = coverIndexOf( images );
	const cover = images[ coverIndex ];
	const sources = coverPicture( images, currentLinkPolicy() );
	const src = sources?.src;
	useEffect(
		() => afterPicturePainted( picture.current, () => onPainted?.() ),
		[ src, onPainted ]
	);
	return (
		<div className="ca-estate__cover" ref={ findContainer }>
			<div className="ca-estate__cover-frame">
				{ cover && sources ? (
					<img
						ref={ picture }
						src={ sources.src }
						srcSet={ sources.srcSet }
						sizes={ sources.sizes }
						alt={ imageAlt( cover, coverIndex, images.length ) }
						{ ...HIGH_PRIORITY }
					/>
				) : (
					<span
						className="ca-estate__cover-placeholder"
						aria-hidden="true"
					>
						<svg
							viewBox="0 0 24 24"
							width="64"
							height="64"
							focusable="false"
						>
							<path
								fill="currentColor"
								d="M12 3 2 11h3v9h5v-6h4v6h5v-9h3L12 3Zm0 2.6 5 4V18h-1v-6H8v6H7v-8.4l5-4Z"
							/>
						</svg>
					</span>
				) }
			</div>
			{ images.length > 0 && (
				<Gallery
					images={ images }
					startIndex={ coverIndex }
					estateTitle={ estateTitle }
					container={ container }
				/>
			) }
		</div>
	);
}
