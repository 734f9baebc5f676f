/**
 * Generated answers on the estate's Documents tab: the checklist (file list) and the upload's
 * answer, each 100 valid and 100 mutated answers, on the owner's estate route of the signed-in
 * area (see `tests/support/generated-answers/generated-answers.tsx` for what every answer is checked for). The upload
 * is sent through the upload endpoint itself, as the dialog sends it, without driving FilePond:
 * its answer is never shown, only the list it refreshes.
 */
import { http, HttpResponse } from 'msw';
import { documentsApi } from '../../../src/features/documents/api';
import { mixedList } from '@test-support/documents/file-lists';
import { detailAnswer } from '@test-support/estates/fixtures';
import {
	mockViewportWidth,
	restoreMatchMedia,
} from '@test-support/match-media';
import type { Json } from '@test-support/generated-answers/contract-arbitrary';
import {
	answered,
	expectNoFailures,
	GENERATED_SEED,
	renderSignedInUntil,
	settle,
	SWEEP_TIME_LIMIT_MS,
	sweepAnswers,
} from '@test-support/generated-answers/generated-answers';
import { api } from '@test-support/server';
import { TEST_SITE } from '@test-support/test-config';
import { installFilePondSupport } from '@test-support/uploader';

// The file the upload carries must be the Fetch API's Blob, as in the upload dialog's tests.
const NodeFile = installFilePondSupport();

jest.setTimeout( SWEEP_TIME_LIMIT_MS );

beforeEach( () => mockViewportWidth( 1280 ) );
afterEach( restoreMatchMedia );

/** An owned estate without reporting: it opens on its Documents tab. */
const documentsFirst = () =>
	detailAnswer( '101', {
		settings: { reporting: false, document: true },
	} );

/**
 * The handlers of the Documents tab: the list and the upload answer as given.
 *
 * @param list   The file-list answer.
 * @param upload The upload answer.
 */
const documentsHandlers = ( list: () => Json, upload: Json ) => [
	http.get( api( 'onoffice/estates/:id' ), () =>
		HttpResponse.json( documentsFirst() )
	),
	http.get( api( 'file/list/estate/:id' ), () =>
		HttpResponse.json( list() )
	),
	http.post( api( 'file/upload' ), () =>
		HttpResponse.json( upload, { status: 201 } )
	),
];

describe( `generated answers: documents (seed ${ GENERATED_SEED })`, () => {
	it( 'listEstateFiles: 200 answers (100 valid, 100 mutated)', async () => {
		const result = await sweepAnswers( {
			operationId: 'listEstateFiles',
			handlers: ( { body } ) =>
				documentsHandlers( () => body, { message: 'file_uploaded' } ),
			scenario: async () =>
				(
					await renderSignedInUntil(
						'/estates/101',
						'getEstateFiles'
					)
				).store,
		} );
		expectNoFailures( result );
	} );

	it( 'uploadFile: 200 answers (100 valid, 100 mutated)', async () => {
		const result = await sweepAnswers( {
			operationId: 'uploadFile',
			handlers: ( { body } ) =>
				documentsHandlers( () => mixedList() as unknown as Json, body ),
			scenario: async () => {
				const { store } = await renderSignedInUntil(
					'/estates/101',
					'getEstateFiles'
				);
				void store.dispatch(
					documentsApi.endpoints.uploadDocument.initiate( {
						estateId: '101',
						attribute: 'grundbuchauszug',
						siteOrigin: TEST_SITE,
						file: new NodeFile( [ '%PDF-1.4' ], 'grundbuch.pdf', {
							type: 'application/pdf',
						} ),
					} )
				);
				await settle( store, () =>
					answered( store, 'uploadDocument' )
				);
				if ( ! answered( store, 'uploadDocument' ) ) {
					throw new Error( 'the upload never got its answer' );
				}
				return store;
			},
		} );
		expectNoFailures( result );
	} );
} );
