/**
 * The alt text of an estate picture, shared by the cover and the gallery.
 */
import { __, sprintf } from '@wordpress/i18n';
import type { EstateImage } from '../../../entities/estate/estate-detail';

/**
 * The alt text of a picture: its title, else its position.
 *
 * @param image The picture.
 * @param index Its index.
 * @param count How many there are.
 */
export function imageAlt(
	image: EstateImage,
	index: number,
	count: number
): string {
	return (
		image.title ||
		sprintf(
			/* translators: 1: number of the image, 2: number of images. */
			__( 'Image %1$d of %2$d', 'customer-area' ),
			index + 1,
			count
		)
	);
}
