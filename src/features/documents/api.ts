/**
 * The documents' calls: the checklist of an estate (`GET /api/file/list/estate/{id}`) and the
 * upload of one file for one row (`POST /api/file/upload`, multipart, with progress).
 *
 * The list provides the tag `{ type: 'Files', id: tagId( estateId ) }`; a finished upload
 * invalidates it, so the list refreshes itself and no screen refetches by hand.
 */
import { baseApi, checkedAnswer, tagId } from '../../api/base-api';
import { sendMultipart } from '../../api/upload';
import { isEstateId, NOT_AN_ESTATE_ID } from '../../entities/estate/estate-id';
import { checklistOfAnswer, type Checklist } from './checklist';

/** What one upload sends. */
export interface UploadDocumentArgs {
	/** The estate (`related_record_id`). */
	estateId: string;
	/** The row's `data_attribute` (`document_attribute`). */
	attribute: string;
	/** The site origin (`url`). */
	siteOrigin: string;
	file: File;
	/** Called with the share sent so far, 0–100. */
	onProgress?: ( percent: number ) => void;
}

export const documentsApi = baseApi.injectEndpoints( {
	endpoints: ( build ) => ( {
		/** `GET /api/file/list/estate/{estateId}` → the checklist, by category. */
		getEstateFiles: build.query< Checklist, string >( {
			queryFn: ( estateId, _api, _extra, baseQuery ) =>
				isEstateId( estateId )
					? checkedAnswer(
							baseQuery( `file/list/estate/${ estateId }` ),
							checklistOfAnswer
						)
					: NOT_AN_ESTATE_ID,
			providesTags: ( _result, _error, estateId ) => [
				{ type: 'Files', id: tagId( estateId ) },
			],
		} ),
		/**
		 * `POST /api/file/upload` (multipart). The answer is not shown, so any success will do;
		 * the refreshed list shows the result.
		 */
		uploadDocument: build.mutation< null, UploadDocumentArgs >( {
			async queryFn( args, api ) {
				if ( ! isEstateId( args.estateId ) ) {
					return NOT_AN_ESTATE_ID;
				}
				const result = await sendMultipart(
					{
						url: 'file/upload',
						// The fields besides the file, as the contract names them.
						fields: {
							url: args.siteOrigin,
							module: 'estate',
							related_record_id: args.estateId,
							art: 'Dokument',
							document_attribute: args.attribute,
						},
						fileField: 'file',
						file: args.file,
						onProgress: args.onProgress,
					},
					api
				);
				return result.error ? { error: result.error } : { data: null };
			},
			invalidatesTags: ( _result, error, { estateId } ) =>
				error ? [] : [ { type: 'Files', id: tagId( estateId ) } ],
		} ),
	} ),
} );

export const { useGetEstateFilesQuery, useUploadDocumentMutation } =
	documentsApi;
