/**
 * What a file is by its first bytes (its "magic number"), so that a file is judged by content as
 * well as by name: a PNG renamed to `.pdf` is still a PNG.
 */

/** The kinds the uploads accept. */
export type FileKind = 'pdf' | 'png' | 'jpg' | 'gif';

/** How many leading bytes `fileKindOf` needs. */
export const FILE_KIND_HEAD_BYTES = 8;

const PNG = [ 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a ];

const startsWith = ( head: Uint8Array, bytes: readonly number[] ) =>
	bytes.every( ( byte, index ) => head[ index ] === byte );

const ascii = ( text: string ) =>
	Array.from( text, ( char ) => char.charCodeAt( 0 ) );

/**
 * The kind of a file from its first bytes, or null when it is none of the known kinds.
 *
 * @param head At least the first `FILE_KIND_HEAD_BYTES` bytes (fewer for a tiny file).
 */
export function fileKindOf( head: Uint8Array ): FileKind | null {
	if ( startsWith( head, ascii( '%PDF-' ) ) ) {
		return 'pdf';
	}
	if ( startsWith( head, PNG ) ) {
		return 'png';
	}
	if ( startsWith( head, [ 0xff, 0xd8, 0xff ] ) ) {
		return 'jpg';
	}
	if (
		startsWith( head, ascii( 'GIF87a' ) ) ||
		startsWith( head, ascii( 'GIF89a' ) )
	) {
		return 'gif';
	}
	return null;
}

/**
 * Reads the kind of a file from its first bytes; a file that cannot be read counts as unknown.
 *
 * @param file The file.
 */
export async function readFileKind( file: Blob ): Promise< FileKind | null > {
	try {
		const head = await file.slice( 0, FILE_KIND_HEAD_BYTES ).arrayBuffer();
		return fileKindOf( new Uint8Array( head ) );
	} catch {
		return null;
	}
}

/**
 * The extension of a file name in lower case (`Scan.PDF` → `pdf`), or '' when it has none.
 *
 * @param name The file name.
 */
export function extensionOf( name: string ): string {
	const dot = name.lastIndexOf( '.' );
	return dot > 0 && dot < name.length - 1
		? name.slice( dot + 1 ).toLowerCase()
		: '';
}
