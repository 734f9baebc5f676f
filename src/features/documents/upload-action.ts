/**
 * The name of an upload: the row's Upload or Replace button says it, the upload dialog's title too.
 */
import { __, sprintf } from '@wordpress/i18n';

/** A first upload, or a new file for a row that has one. */
export type UploadMode = 'upload' | 'replace';

/**
 * 'Upload {name}' or 'Replace {name}': the row's button names it, the dialog's title says it.
 *
 * @param mode The kind of upload.
 * @param name The document's name.
 */
export const uploadActionText = ( mode: UploadMode, name: string ) =>
	mode === 'replace'
		? sprintf(
				/* translators: %s: name of the document, e.g. "Energieausweis". */
				__( 'Replace %s', 'customer-area' ),
				name
			)
		: sprintf(
				/* translators: %s: name of the document, e.g. "Energieausweis". */
				__( 'Upload %s', 'customer-area' ),
				name
			);
