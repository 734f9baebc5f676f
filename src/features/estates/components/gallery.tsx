/**
 * The cover's gallery button ('Show all 12 images') and the gallery it opens. The button is there
 * at once; the dialog (gallery-dialog.tsx, with the dialog library) is a chunk of its own that
 * loads with the first hover, focus or press, so the estate page's first view does not carry it.
 * When it cannot load (offline), the button says so below itself and the next press tries again.
 */
import { useId, useRef, useState } from 'react';
import { __, _n, sprintf } from '@wordpress/i18n';
import { useOnDemand } from '../../../components/use-on-demand';
import type { EstateImage } from '../../../entities/estate/estate-detail';

/** The gallery's dialog, a chunk of its own. */
const loadGalleryDialog = () =>
	import( /* webpackChunkName: "gallery" */ './gallery-dialog' );

/** Props of the gallery. */
export interface GalleryProps {
	images: EstateImage[];
	/** The picture shown first (the cover). */
	startIndex: number;
	/** The property's title (the dialog's title). */
	estateTitle: string;
	/** Where the dialog renders (inside the area, so its styles apply). */
	container: HTMLElement | null;
}

/**
 * The button and, once pressed, the gallery.
 *
 * @param props See GalleryProps.
 */
export function Gallery( props: GalleryProps ) {
	const [ open, setOpen ] = useState( false );
	// Each opening mounts the dialog anew, so that it starts on the cover again.
	const [ openings, setOpenings ] = useState( 0 );
	const [ failed, setFailed ] = useState( false );
	const gallery = useOnDemand( 'gallery', loadGalleryDialog );
	const trigger = useRef< HTMLButtonElement >( null );
	const id = useId();
	const count = props.images.length;
	const openGallery = () =>
		gallery.request(
			() => {
				setFailed( false );
				setOpenings( ( value ) => value + 1 );
				setOpen( true );
			},
			() => setFailed( true )
		);
	return (
		<>
			<button
				ref={ trigger }
				type="button"
				className="ca-button ca-button--secondary ca-gallery-trigger"
				{ ...gallery.triggerProps( open, id ) }
				onClick={ openGallery }
			>
				{ sprintf(
					/* translators: %d: number of images. */
					_n(
						'Show %d image',
						'Show all %d images',
						count,
						'customer-area'
					),
					count
				) }
			</button>
			<p className="ca-gallery-error" role="alert">
				{ failed
					? __(
							'The gallery could not be opened. Please check your connection and try again.',
							'customer-area'
						)
					: null }
			</p>
			{ gallery.Loaded && (
				<gallery.Loaded
					key={ openings }
					{ ...props }
					open={ open }
					onOpenChange={ setOpen }
					trigger={ trigger }
					id={ id }
				/>
			) }
		</>
	);
}
