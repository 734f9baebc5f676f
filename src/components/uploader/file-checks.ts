/**
 * The uploader's checks, run in the browser before a single byte is sent, with the upload texts
 * every uploader in the product shows (verbatim, translated):
 *
 * - '{0}: Invalid file type, allowed file types: {1}.' when the name's extension is not allowed, or
 *   when the content (its first bytes) is not what the extension says;
 * - '{0}: Invalid file size, file size should be smaller than {1}.' above the size limit;
 * - 'Maximum number of files exceeded, limit is {0} at most.' for more files than allowed at once.
 *
 * {0} is the file name; sizes are written in decimal units (1 MB = 1,000,000 bytes) in the UI
 * language's number format, so the limit reads '128 MB' as the broker advertises it.
 */
import { __, sprintf } from '@wordpress/i18n';
import { extensionOf, readFileKind, type FileKind } from '../../lib/file-kind';
import { formatFileSize } from '../../lib/format';

/** What an uploader accepts. */
export interface UploadRules {
	/** Allowed extensions in lower case, without the dot, e.g. `[ 'pdf', 'png' ]`. */
	extensions: readonly string[];
	/** The largest size in bytes; a file of exactly this size is accepted. */
	maxBytes: number;
}

/** The content an extension promises; extensions without a known signature are judged by name. */
const KIND_OF_EXTENSION: Record< string, FileKind > = {
	pdf: 'pdf',
	png: 'png',
	jpg: 'jpg',
	jpeg: 'jpg',
	gif: 'gif',
};

/**
 * The refusal of a file of the wrong type.
 *
 * @param name  The file name.
 * @param rules The rules.
 */
export const invalidTypeText = ( name: string, rules: UploadRules ) =>
	sprintf(
		/* translators: 1: file name, 2: list of allowed file extensions, e.g. "pdf, png, jpg". */
		__(
			'%1$s: Invalid file type, allowed file types: %2$s.',
			'customer-area'
		),
		name,
		rules.extensions.join( ', ' )
	);

/**
 * The refusal of a file above the limit.
 *
 * @param name   The file name.
 * @param rules  The rules.
 * @param locale Number format of the size.
 */
export const invalidSizeText = (
	name: string,
	rules: UploadRules,
	locale: string
) =>
	sprintf(
		/* translators: 1: file name, 2: the size limit, e.g. "128 MB". */
		__(
			'%1$s: Invalid file size, file size should be smaller than %2$s.',
			'customer-area'
		),
		name,
		formatFileSize( rules.maxBytes, locale )
	);

/**
 * The refusal of more files at once than allowed.
 *
 * @param limit How many files are allowed at once.
 */
export const tooManyFilesText = ( limit: number ) =>
	sprintf(
		/* translators: %d: how many files may be chosen at once. */
		__(
			'Maximum number of files exceeded, limit is %d at most.',
			'customer-area'
		),
		limit
	);

/**
 * Why a file may not be uploaded, or null when it may. The name is checked first, then the size,
 * then the content, so an oversized file is never read.
 *
 * @param file   The chosen file.
 * @param rules  The rules.
 * @param locale Number format of sizes in the texts.
 */
export async function refusalOf(
	file: File,
	rules: UploadRules,
	locale: string
): Promise< string | null > {
	const extension = extensionOf( file.name );
	if ( ! rules.extensions.includes( extension ) ) {
		return invalidTypeText( file.name, rules );
	}
	if ( file.size > rules.maxBytes ) {
		return invalidSizeText( file.name, rules, locale );
	}
	const expected = KIND_OF_EXTENSION[ extension ];
	if ( expected && ( await readFileKind( file ) ) !== expected ) {
		return invalidTypeText( file.name, rules );
	}
	return null;
}
