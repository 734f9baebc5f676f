/**
 * Uploads through the XMLHttpRequest transport keep every rule of the base query: the headers of
 * every call, the bearer token only to the API origin, one logout on 401. On top they report
 * progress and can be aborted.
 */
import { File as NodeFile } from 'node:buffer';
import { http, HttpResponse } from 'msw';
import { createTestStore } from '@test-support/render-with-providers';
import { gate } from '@test-support/gate';
import { api, server } from '@test-support/server';
import { signedInAuth } from '@test-support/session-state';
import { TEST_SITE } from '@test-support/test-config';
import { baseApi } from './base-api';
import { sendMultipart, type MultipartUpload } from './upload';

/** An endpoint that exists only in this test, to drive the upload through a real store. */
const probeApi = baseApi.injectEndpoints( {
	endpoints: ( build ) => ( {
		probeUpload: build.mutation< unknown, MultipartUpload >( {
			queryFn: ( upload, queryApi ) => sendMultipart( upload, queryApi ),
		} ),
	} ),
} );

const TOKEN = 'token-up';

const signedInStore = () =>
	createTestStore( {
		language: 'de',
		preloadedState: signedInAuth( { token: TOKEN } ),
	} );

const pdf = () =>
	new NodeFile( [ '%PDF-1.4 test' ], 'scan.pdf', {
		type: 'application/pdf',
	} ) as unknown as File;

const upload = ( overrides: Partial< MultipartUpload > = {} ) => ( {
	url: 'file/upload',
	fields: { module: 'estate', related_record_id: '7' },
	fileField: 'file',
	file: pdf(),
	...overrides,
} );

describe( 'sendMultipart', () => {
	it( 'posts the fields and the file with the headers of every call and the token', async () => {
		let seen: { headers: Headers; form: FormData } | null = null;
		server.use(
			http.post( api( 'file/upload' ), async ( { request } ) => {
				seen = {
					headers: request.headers,
					form: await request.formData(),
				};
				return HttpResponse.json( { message: 'file_uploaded' } );
			} )
		);
		const progress: number[] = [];
		const result = await signedInStore().dispatch(
			probeApi.endpoints.probeUpload.initiate(
				upload( { onProgress: ( p ) => progress.push( p ) } )
			)
		);
		expect( result ).toEqual( { data: { message: 'file_uploaded' } } );
		const { headers, form } = seen as unknown as {
			headers: Headers;
			form: FormData;
		};
		expect( headers.get( 'authorization' ) ).toBe( `Bearer ${ TOKEN }` );
		expect( headers.get( 'accept' ) ).toBe( 'application/json' );
		expect( headers.get( 'accept-language' ) ).toBe( 'de' );
		expect( headers.get( 'x-requested-with' ) ).toBe( 'XMLHttpRequest' );
		expect( headers.get( 'x-broker-url' ) ).toBe( TEST_SITE );
		expect( headers.get( 'content-type' ) ).toMatch(
			/^multipart\/form-data; boundary=/
		);
		expect( form.get( 'module' ) ).toBe( 'estate' );
		expect( form.get( 'related_record_id' ) ).toBe( '7' );
		const file = form.get( 'file' ) as File;
		expect( file.name ).toBe( 'scan.pdf' );
		expect( await file.text() ).toBe( '%PDF-1.4 test' );
		expect( progress.at( -1 ) ).toBe( 100 );
	} );

	it( 'refuses a URL off the API origin without sending anything', async () => {
		const result = await signedInStore().dispatch(
			probeApi.endpoints.probeUpload.initiate(
				upload( { url: '//evil.example/upload' } )
			)
		);
		expect( 'error' in result && result.error ).toEqual( {
			status: 'CUSTOM_ERROR',
			error: 'Refused: the request is not for the API origin.',
		} );
	} );

	it( 'gives the answer of a refused upload as the error', async () => {
		server.use(
			http.post( api( 'file/upload' ), () =>
				HttpResponse.json(
					{
						message: 'validation_failed',
						errors: { file: [ 'file_content_mismatch' ] },
					},
					{ status: 422 }
				)
			)
		);
		const result = await signedInStore().dispatch(
			probeApi.endpoints.probeUpload.initiate( upload() )
		);
		expect( 'error' in result && result.error ).toEqual( {
			status: 422,
			data: {
				message: 'validation_failed',
				errors: { file: [ 'file_content_mismatch' ] },
			},
		} );
	} );

	it( 'ends the session once when the API answers 401', async () => {
		let logouts = 0;
		server.use(
			http.post( api( 'file/upload' ), () =>
				HttpResponse.json(
					{ message: 'unauthenticated' },
					{ status: 401 }
				)
			),
			http.get( api( 'user/logout' ), () => {
				logouts++;
				return HttpResponse.json( { message: 'logged_out' } );
			} )
		);
		const store = signedInStore();
		await Promise.all( [
			store.dispatch(
				probeApi.endpoints.probeUpload.initiate( upload() )
			),
			store.dispatch(
				probeApi.endpoints.probeUpload.initiate( upload() )
			),
		] );
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		expect( store.getState().auth.token ).toBeNull();
		expect( logouts ).toBe( 1 );
	} );

	it( 'aborts the request when the mutation is aborted', async () => {
		const { opened: requestArrived, release: arrived } = gate();
		const { opened: answered, release } = gate();
		server.use(
			http.post( api( 'file/upload' ), async () => {
				arrived();
				await answered;
				return HttpResponse.json( { message: 'file_uploaded' } );
			} )
		);
		const abort = jest.spyOn( XMLHttpRequest.prototype, 'abort' );
		const pending = signedInStore().dispatch(
			probeApi.endpoints.probeUpload.initiate( upload() )
		);
		await requestArrived;
		pending.abort();
		const result = await pending;
		expect( 'error' in result && result.error ).toMatchObject( {
			name: 'AbortError',
		} );
		expect( abort ).toHaveBeenCalledTimes( 1 );
		abort.mockRestore();
		release();
	} );
} );
