/**
 * The owner's document checklist and uploads (multipart, one file, checked by extension, content and size).
 */
import {
	closeSync,
	mkdirSync,
	openSync,
	readSync,
	renameSync,
	rmSync,
} from 'node:fs';
import path from 'node:path';
import type { Request, Response } from 'express';
import multer from 'multer';
import type { FieldErrors } from '../contract';
import type { SandboxContext } from '../context';
import { accessEstate, apiFile } from '../estates';
import { UPLOAD_EXTENSIONS } from '../limits';
import { sniffFileKind } from '../media';
import { error, isReply, ok, signedIn, type HandlersOf } from '../pipeline';
import { randomHex } from '../security';
import type { DbEstate, Schemas } from '../types';

type FileOperation = 'listEstateFiles' | 'uploadFile';

/** The multipart fields of an upload, as multer hands them over (all text). */
type UploadFields = Partial<
	Record< Exclude< keyof Schemas[ 'FileUploadRequest' ], 'file' >, string >
>;

const documents = ( s: DbEstate[ 'settings' ] ) => s.document;

/**
 * The first bytes of a stored file.
 * @param file  Its path.
 * @param count How many bytes.
 */
function headOf( file: string, count: number ): Buffer {
	const head = Buffer.alloc( count );
	const fd = openSync( file, 'r' );
	try {
		readSync( fd, head, 0, count, 0 );
	} finally {
		closeSync( fd );
	}
	return head;
}

/**
 * Field rules of an upload the multipart parser cannot check.
 * @param fields The text fields.
 * @param file   The uploaded file, if any.
 */
function uploadErrors(
	fields: UploadFields,
	file: Express.Multer.File | undefined
): FieldErrors {
	const errors: FieldErrors = {};
	if ( ! file ) {
		errors.file = [ 'file_required' ];
	}
	if ( fields.module !== 'estate' ) {
		errors.module = [ fields.module ? 'invalid_value' : 'required' ];
	}
	if ( ! /^[0-9]+$/.test( fields.related_record_id ?? '' ) ) {
		errors.related_record_id = [
			fields.related_record_id ? 'invalid_value' : 'required',
		];
	}
	if ( ! fields.document_attribute ) {
		errors.document_attribute = [ 'required' ];
	}
	if ( file ) {
		const ext = path.extname( file.originalname ).slice( 1 ).toLowerCase();
		const kind = sniffFileKind( headOf( file.path, 8 ) );
		if ( ! UPLOAD_EXTENSIONS.includes( ext ) ) {
			errors.file = [ 'invalid_file_type' ];
		} else if ( kind !== ( ext === 'jpeg' ? 'jpg' : ext ) ) {
			errors.file = [ 'file_content_mismatch' ];
		}
	}
	return errors;
}

/**
 * The handlers of the checklist and the upload.
 * @param sb The sandbox.
 */
export function fileHandlers(
	sb: SandboxContext
): HandlersOf< FileOperation > {
	const uploadTmp = path.join( sb.store.dataDir, 'tmp' );
	mkdirSync( uploadTmp, { recursive: true } );
	const uploader = multer( {
		dest: uploadTmp,
		limits: {
			fileSize: sb.maxUploadBytes,
			files: 1,
			fields: 20,
			fieldSize: 64 * 1024,
		},
	} ).single( 'file' );
	const receive = ( req: Request, res: Response ) =>
		new Promise< unknown >( ( resolve ) =>
			uploader( req, res, ( err?: unknown ) => resolve( err ) )
		);

	return {
		listEstateFiles: signedIn( ( { params, lang }, user ) => {
			const e = accessEstate( sb, user, params.estateId, {
				need: 'owner',
				feature: documents,
			} );
			if ( isReply( e ) ) {
				return e;
			}
			const data: Schemas[ 'FileListResponse' ][ 'data' ] = {};
			for ( const g of e.fileGroups ) {
				data[ g.key ] = {
					name: g.name[ lang ],
					count: {
						total: g.rows.length,
						uploaded: g.rows.filter( ( r ) => r.file ).length,
					},
					files: g.rows.map( ( row ) => apiFile( sb, row, lang ) ),
				};
			}
			return ok( { data } );
		} ),

		uploadFile: signedIn( async ( { req, res, lang }, user ) => {
			const failure = await receive( req, res );
			const file = req.file;
			const discard = () => file && rmSync( file.path, { force: true } );
			if ( failure ) {
				discard();
				const code = ( failure as { code?: string } ).code;
				return error( 422, 'validation_failed', {
					file: [
						code === 'LIMIT_FILE_SIZE'
							? 'file_too_large'
							: 'invalid_value',
					],
				} );
			}
			const fields = ( req.body ?? {} ) as UploadFields;
			const errors = uploadErrors( fields, file );
			if ( ! file || Object.keys( errors ).length ) {
				discard();
				return error( 422, 'validation_failed', errors );
			}
			const e = accessEstate( sb, user, fields.related_record_id ?? '', {
				need: 'owner',
				feature: documents,
			} );
			if ( isReply( e ) ) {
				discard();
				return e;
			}
			const row = e.fileGroups
				.flatMap( ( g ) => g.rows )
				.find( ( r ) => r.dataAttribute === fields.document_attribute );
			if ( ! row ) {
				discard();
				return error( 422, 'validation_failed', {
					document_attribute: [ 'invalid_document_attribute' ],
				} );
			}
			const id = randomHex( 16 );
			renameSync( file.path, path.join( sb.store.uploadsDir, id ) );
			if ( row.file ) {
				rmSync( path.join( sb.store.uploadsDir, row.file.id ), {
					force: true,
				} );
			}
			row.file = {
				id,
				name: path.basename( file.originalname ),
				createdAt: new Date( sb.now() ).toISOString(),
			};
			row.status = 'not_confirmed';
			sb.store.save();
			return ok(
				{
					message: 'file_uploaded' as const,
					data: apiFile( sb, row, lang ),
				},
				201
			);
		} ),
	};
}
