/**
 * The estate's pictures in a dialog: focus stays inside, Escape closes it, the arrow keys, the
 * Previous/Next buttons, a swipe and the thumbnails (requested at width 600) move between pictures,
 * and a counter says "3 / 12". Each picture's title is its alt text. It is a lazy chunk of its own
 * (`gallery`), loaded when the page's gallery button is first pointed at, focused or pressed; the
 * button and the open state are in gallery.tsx.
 */
import {
	useRef,
	useState,
	type KeyboardEvent,
	type RefObject,
	type TouchEvent,
} from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { __ } from '@wordpress/i18n';
import { safeImageUrl, thumbnailUrl } from '../../../lib/image-url';
import type { GalleryProps } from './gallery';
import { imageAlt } from './image-alt';
import { CloseLabel } from '../../../components/close-label';
import { currentLinkPolicy } from '../../../config/config';
import { pageDirection } from '../../../lib/browser';

/** The width the thumbnails below the picture are asked for in (they show at 4–5rem). */
const GALLERY_THUMBNAIL_WIDTH = 320;

/** A swipe moves on once the finger travelled this far sideways. */
const SWIPE_PX = 40;

/**
 * Props of the open gallery: the gallery button's, and its open state, the button and the dialog's
 * id.
 */
export interface GalleryDialogProps extends GalleryProps {
	/** Whether the gallery shows. */
	open: boolean;
	/** Called with false when the gallery closes itself (Escape, close button, outside). */
	onOpenChange: ( open: boolean ) => void;
	/** The page's gallery button, which gets focus back when the gallery closes. */
	trigger: RefObject< HTMLButtonElement >;
	/** The dialog's id, named by the button's `aria-controls`. */
	id: string;
}

/**
 * The open gallery. It starts on `startIndex` each time it mounts (gallery.tsx mounts it anew for
 * each opening).
 *
 * @param props See GalleryDialogProps.
 */
export default function GalleryDialog( props: GalleryDialogProps ) {
	const {
		images,
		startIndex,
		estateTitle,
		container,
		open,
		onOpenChange,
		trigger,
		id,
	} = props;
	const [ index, setIndex ] = useState( startIndex );
	const touchStart = useRef< number | null >( null );
	const count = images.length;
	const current = images[ index ] ?? images[ 0 ];
	if ( ! current ) {
		return null;
	}
	const move = ( step: number ) =>
		setIndex( ( value ) => ( value + step + count ) % count );
	// The step towards the right: the next picture, or the previous one on a right-to-left page,
	// where the stage's row (Previous, picture, Next) and the thumbnails run from the right.
	const rightward = pageDirection() === 'rtl' ? -1 : 1;
	const onKeyDown = ( event: KeyboardEvent ) => {
		if ( event.key === 'ArrowRight' ) {
			event.preventDefault();
			move( rightward );
		} else if ( event.key === 'ArrowLeft' ) {
			event.preventDefault();
			move( -rightward );
		}
	};
	const onTouchStart = ( event: TouchEvent ) => {
		touchStart.current = event.touches[ 0 ]?.clientX ?? null;
	};
	const onTouchEnd = ( event: TouchEvent ) => {
		const start = touchStart.current;
		const end = event.changedTouches[ 0 ]?.clientX;
		touchStart.current = null;
		if ( start === null || end === undefined ) {
			return;
		}
		if ( Math.abs( end - start ) >= SWIPE_PX ) {
			// The finger pulls the picture away: a swipe to the left brings the one on the right.
			move( end < start ? rightward : -rightward );
		}
	};
	return (
		<Dialog.Root open={ open } onOpenChange={ onOpenChange }>
			<Dialog.Portal container={ container ?? undefined }>
				<Dialog.Overlay className="ca-gallery__overlay" />
				<Dialog.Content
					id={ id }
					className="ca-gallery"
					aria-describedby={ undefined }
					onKeyDown={ onKeyDown }
					onCloseAutoFocus={ ( event ) => {
						// The button is ours, not a Radix trigger: focus goes back to it by hand.
						event.preventDefault();
						trigger.current?.focus();
					} }
				>
					<div className="ca-gallery__top">
						<Dialog.Title className="ca-gallery__title">
							{ estateTitle }
						</Dialog.Title>
						<p
							className="ca-gallery__counter"
							aria-live="polite"
							aria-atomic="true"
						>
							{ `${ index + 1 } / ${ count }` }
						</p>
						<Dialog.Close className="ca-gallery__close">
							<CloseLabel
								label={ __( 'Close gallery', 'customer-area' ) }
							/>
						</Dialog.Close>
					</div>
					<div
						className="ca-gallery__stage"
						onTouchStart={ onTouchStart }
						onTouchEnd={ onTouchEnd }
					>
						<button
							type="button"
							className="ca-gallery__step ca-gallery__step--previous"
							onClick={ () => move( -1 ) }
							disabled={ count < 2 }
						>
							<span aria-hidden="true">‹</span>
							<span className="ca-visually-hidden">
								{ __( 'Previous image', 'customer-area' ) }
							</span>
						</button>
						<figure className="ca-gallery__figure">
							<img
								src={ safeImageUrl(
									current.url,
									currentLinkPolicy()
								) }
								alt={ imageAlt( current, index, count ) }
							/>
							{ current.title && (
								<figcaption aria-hidden="true">
									{ current.title }
								</figcaption>
							) }
						</figure>
						<button
							type="button"
							className="ca-gallery__step ca-gallery__step--next"
							onClick={ () => move( 1 ) }
							disabled={ count < 2 }
						>
							<span aria-hidden="true">›</span>
							<span className="ca-visually-hidden">
								{ __( 'Next image', 'customer-area' ) }
							</span>
						</button>
					</div>
					{ count > 1 && (
						<ul className="ca-gallery__thumbs">
							{ images.map( ( image, position ) => (
								<li key={ `${ image.url }-${ position }` }>
									<button
										type="button"
										className="ca-gallery__thumb"
										aria-current={
											position === index
												? 'true'
												: undefined
										}
										onClick={ () => setIndex( position ) }
									>
										<img
											src={ thumbnailUrl(
												image.url,
												currentLinkPolicy(),
												GALLERY_THUMBNAIL_WIDTH
											) }
											alt={ imageAlt(
												image,
												position,
												count
											) }
											loading="lazy"
										/>
									</button>
								</li>
							) ) }
						</ul>
					) }
				</Dialog.Content>
			</Dialog.Portal>
		</Dialog.Root>
	);
}
