/**
 * The house-sale checklist as the screens use it: the file-list answer read defensively, in the
 * server's order, and the counts the progress bar and the category counters show.
 *
 * A row counts as uploaded when it has a file. Counters and the overall bar are computed from the
 * rows themselves, so they can never disagree with what the rows show.
 */
import type { components } from '../../api/generated/openapi';
import { isObject, isObjectOf } from '../../lib/is-object';

type Schemas = components[ 'schemas' ];

/** The upload state of a row as the API names it. */
export type RowStatus = Schemas[ 'UploadStatus' ];

const STATUSES: readonly RowStatus[] = [
	'not_uploaded',
	'confirmed',
	'not_confirmed',
	'unknown',
];

/** One document of the checklist. */
export interface ChecklistRow {
	/** The value sent as `document_attribute`; unique within an estate. */
	attribute: string;
	/** The document type's name. */
	name: string;
	/** The info popover's text; '' for none. */
	description: string;
	status: RowStatus;
	/** Stored file name; null when nothing is uploaded. */
	fileName: string | null;
	/** When the file was uploaded (ISO 8601), if known. */
	uploadedAt: string | null;
	/** The download link exactly as the API sent it (it is checked before use). */
	downloadUrl: string | null;
}

/** One category with its rows, in the server's order. */
export interface ChecklistGroup {
	key: string;
	name: string;
	rows: ChecklistRow[];
}

/** The whole checklist of an estate. */
export interface Checklist {
	groups: ChecklistGroup[];
}

const text = ( value: unknown ): string =>
	typeof value === 'string' ? value : '';

const textOrNull = ( value: unknown ): string | null =>
	typeof value === 'string' && value.trim() !== '' ? value : null;

/**
 * One row of the answer, or null when it cannot be used (no document attribute to upload to).
 *
 * @param raw An entry of a group's `files`.
 */
function rowOf( raw: unknown ): ChecklistRow | null {
	if ( ! isObjectOf< Schemas[ 'EstateFile' ] >( raw ) ) {
		return null;
	}
	const attribute = text( raw.data_attribute ).trim();
	if ( attribute === '' ) {
		return null;
	}
	const type = isObjectOf< Schemas[ 'EstateFile' ][ 'type' ] >( raw.type )
		? raw.type
		: {};
	const meta = isObjectOf< Schemas[ 'EstateFile' ][ 'meta' ] >( raw.meta )
		? raw.meta
		: {};
	const fileName = textOrNull( raw.file );
	const status = STATUSES.find( ( known ) => known === raw.status );
	return {
		attribute,
		name: text( type.name ).trim() || attribute,
		description: text( type.description ).trim(),
		status: status ?? ( fileName ? 'unknown' : 'not_uploaded' ),
		fileName,
		uploadedAt: fileName ? textOrNull( meta.created_at ) : null,
		downloadUrl: fileName ? textOrNull( meta.download_url ) : null,
	};
}

/**
 * Reads `GET /api/file/list/estate/{id}`: `{ data: { key: { name, count, files } } }`. Groups keep
 * the server's order (as JSON objects keep it for keys that are not array indices); entries that are no object are skipped, and so are rows without a document
 * attribute and rows whose attribute came earlier (an upload could not tell them apart).
 *
 * @param answer The parsed body.
 * @throws When the answer has no `data` object.
 */
export function checklistOfAnswer( answer: unknown ): Checklist {
	if (
		! isObjectOf< Schemas[ 'FileListResponse' ] >( answer ) ||
		! isObject( answer.data )
	) {
		throw new Error( 'The file list has no data object.' );
	}
	const seen = new Set< string >();
	const groups: ChecklistGroup[] = [];
	for ( const [ key, raw ] of Object.entries( answer.data ) ) {
		if ( ! isObjectOf< Schemas[ 'FileGroup' ] >( raw ) ) {
			continue;
		}
		const rows: ChecklistRow[] = [];
		for ( const entry of Array.isArray( raw.files ) ? raw.files : [] ) {
			const row = rowOf( entry );
			if ( row && ! seen.has( row.attribute ) ) {
				seen.add( row.attribute );
				rows.push( row );
			}
		}
		groups.push( { key, name: text( raw.name ).trim() || key, rows } );
	}
	return { groups };
}

/** How far a set of rows is. */
export interface Progress {
	uploaded: number;
	total: number;
}

/**
 * Uploaded rows (those with a file) and all rows.
 *
 * @param rows The rows.
 */
export function progressOf( rows: readonly ChecklistRow[] ): Progress {
	return {
		uploaded: rows.filter( ( row ) => row.fileName !== null ).length,
		total: rows.length,
	};
}

/**
 * Uploaded over all, as a whole percentage (rounded); 0 when there is nothing to upload.
 *
 * @param progress          The counts.
 * @param progress.uploaded
 * @param progress.total
 */
export function percentOf( { uploaded, total }: Progress ): number {
	return total > 0 ? Math.round( ( uploaded / total ) * 100 ) : 0;
}

/**
 * All rows of the checklist.
 *
 * @param checklist The checklist.
 */
export const allRows = ( checklist: Checklist ): ChecklistRow[] =>
	checklist.groups.flatMap( ( group ) => group.rows );
