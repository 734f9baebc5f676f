/**
 * The upload of a checklist row as a customer does it: the multipart request, progress and cancel,
 * failure and retry, Escape during an upload, Replace, and what the list shows afterwards
 * (refreshed by cache-tag invalidation, with focus on the row). The checks before any byte is sent
 * are in upload-dialog-checks.test.tsx.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { browseInput, chooseFiles } from '@test-support/uploader';
import { initialAuthState } from '../../../session/auth-slice';
import { ownerUser } from '@test-support/fixtures';
import { renderWithProviders } from '@test-support/render-with-providers';
import { api, server } from '@test-support/server';
import { TEST_SITE } from '@test-support/test-config';
import { ESTATE_ID, listWithUpload } from '@test-support/documents/file-lists';
import { DocumentsTab } from '..';
import {
	choosePdf,
	openDialog,
	pdf,
	serveUpload,
	uploadButton,
} from '@test-support/documents/upload-dialog';
import { gate } from '@test-support/gate';

// FilePond loads and animates in every test here; on a busy machine that takes a few seconds.
jest.setTimeout( 20_000 );

describe( 'Upload dialog', () => {
	it( 'sends the contract’s multipart fields, closes, refreshes the list by its cache tag and focuses the row', async () => {
		const list = listWithUpload();
		const received = serveUpload( [ { status: 201 } ], list.markUploaded );
		const { dialog, user } = await openDialog();
		expect( list.calls() ).toBe( 1 );
		await chooseFiles( dialog, pdf() as File );
		expect(
			await within( dialog ).findByText(
				'Selected file: grundbuch.pdf (18 B)'
			)
		).toBeInTheDocument();
		await user.click( uploadButton() );
		await waitFor( () =>
			expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument()
		);
		expect( received ).toEqual( [
			{
				fields: {
					url: TEST_SITE,
					module: 'estate',
					related_record_id: ESTATE_ID,
					art: 'Dokument',
					document_attribute: 'grundbuchauszug',
				},
				fileName: 'grundbuch.pdf',
				fileText: '%PDF-1.4 Grundbuch',
				authorization: 'Bearer tok',
			},
		] );
		const download = await screen.findByRole( 'link', {
			name: 'Download Grundbuchauszug (opens in a new tab)',
		} );
		expect( list.calls() ).toBe( 2 );
		const row = download.closest( 'li' ) as HTMLElement;
		expect( row ).toHaveFocus();
		expect(
			within( row ).getByText( 'Awaiting confirmation' )
		).toBeInTheDocument();
		expect( within( row ).getByText( '07.03.2025' ) ).toBeInTheDocument();
		expect(
			screen.getByRole( 'progressbar', { name: '50% complete' } )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'Grundbuchauszug has been uploaded.' )
		).toBeInTheDocument();
	} );

	it( 'cancel aborts the running request, keeps the dialog and the file, and leaves the list alone', async () => {
		const list = listWithUpload();
		const { opened: answered, release } = gate();
		let arrived = false;
		server.use(
			http.post( api( 'file/upload' ), async () => {
				arrived = true;
				await answered;
				return HttpResponse.json( { message: 'file_uploaded' } );
			} )
		);
		const abort = jest.spyOn( XMLHttpRequest.prototype, 'abort' );
		const { dialog, user } = await openDialog();
		await choosePdf( dialog );
		await user.click( uploadButton() );
		expect(
			within( dialog ).getByRole( 'progressbar', {
				name: 'Upload progress: 0%',
			} )
		).toHaveAttribute( 'aria-valuenow', '0' );
		expect( within( dialog ).getByRole( 'status' ) ).toHaveTextContent(
			'Uploading: 0%'
		);
		await waitFor( () => expect( arrived ).toBe( true ) );
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Cancel' } )
		);
		expect( abort ).toHaveBeenCalledTimes( 1 );
		expect( within( dialog ).getByRole( 'status' ) ).toHaveTextContent(
			'The upload has been cancelled.'
		);
		expect(
			within( dialog ).queryByRole( 'progressbar' )
		).not.toBeInTheDocument();
		expect(
			within( dialog ).queryByRole( 'alert' )
		).not.toBeInTheDocument();
		expect(
			within( dialog ).getByText( 'Selected file: grundbuch.pdf (18 B)' )
		).toBeInTheDocument();
		release();
		await new Promise( ( resolve ) => setTimeout( resolve, 20 ) );
		expect( list.calls() ).toBe( 1 );
		expect( screen.getByRole( 'dialog' ) ).toBeInTheDocument();
		abort.mockRestore();
	} );

	it( 'shows the failure with the drop area highlighted, and tries again with the same file', async () => {
		const list = listWithUpload();
		const received = serveUpload(
			[
				{ status: 500, body: { message: 'server_error' } },
				{
					status: 422,
					body: {
						message: 'validation_failed',
						errors: { file: [ 'file_content_mismatch' ] },
					},
				},
				{ status: 201 },
			],
			list.markUploaded
		);
		const { dialog, user } = await openDialog();
		await choosePdf( dialog );
		await user.click( uploadButton() );
		const alert = await within( dialog ).findByRole( 'alert' );
		expect( alert ).toHaveTextContent( 'File could not be uploaded' );
		expect(
			dialog.querySelector( '.ca-uploader--invalid' )
		).not.toBeNull();
		expect( await browseInput( dialog ) ).toHaveAttribute(
			'aria-invalid',
			'true'
		);
		const retry = within( dialog ).getByRole( 'button', {
			name: 'Try again',
		} );
		await user.click( retry );
		expect(
			await within( dialog ).findByText(
				'The file content does not match its file type.'
			)
		).toBeInTheDocument();
		expect( within( dialog ).getByRole( 'alert' ) ).toHaveTextContent(
			'File could not be uploaded'
		);
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Try again' } )
		);
		await waitFor( () =>
			expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument()
		);
		expect( received.map( ( r ) => [ r.fileName, r.fileText ] ) ).toEqual( [
			[ 'grundbuch.pdf', '%PDF-1.4 Grundbuch' ],
			[ 'grundbuch.pdf', '%PDF-1.4 Grundbuch' ],
			[ 'grundbuch.pdf', '%PDF-1.4 Grundbuch' ],
		] );
		// Only the stored upload refreshed the list.
		await screen.findByRole( 'link', {
			name: 'Download Grundbuchauszug (opens in a new tab)',
		} );
		expect( list.calls() ).toBe( 2 );
	} );

	it( 'asks before Escape closes it during an upload, and closes at once otherwise', async () => {
		listWithUpload();
		const { opened: answered, release } = gate();
		server.use(
			http.post( api( 'file/upload' ), async () => {
				await answered;
				return HttpResponse.json( { message: 'file_uploaded' } );
			} )
		);
		const { dialog, user, button } = await openDialog();
		await choosePdf( dialog );
		await user.click( uploadButton() );
		await user.keyboard( '{Escape}' );
		expect(
			within( dialog ).getByText(
				'The file is still uploading. Stop the upload and close?'
			)
		).toBeInTheDocument();
		const keep = within( dialog ).getByRole( 'button', {
			name: 'Keep uploading',
		} );
		expect( keep ).toHaveFocus();
		await user.click( keep );
		expect( screen.getByRole( 'dialog' ) ).toBeInTheDocument();
		expect(
			within( dialog ).getByRole( 'progressbar' )
		).toBeInTheDocument();
		await user.keyboard( '{Escape}' );
		await user.click(
			within( dialog ).getByRole( 'button', {
				name: 'Stop upload and close',
			} )
		);
		await waitFor( () =>
			expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument()
		);
		await waitFor( () => expect( button ).toHaveFocus() );
		release();

		// Without an upload, Escape closes at once and focus returns to the button.
		await user.click( button );
		await screen.findByRole( 'dialog' );
		await user.keyboard( '{Escape}' );
		await waitFor( () =>
			expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument()
		);
		await waitFor( () => expect( button ).toHaveFocus() );
	} );

	it( 'offers Replace for a row with a file, in the same dialog', async () => {
		listWithUpload();
		const { user } = renderWithProviders(
			<DocumentsTab estateId={ ESTATE_ID } />,
			{
				preloadedState: {
					auth: {
						...initialAuthState,
						user: ownerUser,
						isAuthenticated: true,
						token: 'tok',
					},
				},
			}
		);
		await user.click(
			await screen.findByRole( 'button', {
				name: 'Replace Energieausweis',
			} )
		);
		expect(
			await screen.findByRole( 'dialog', {
				name: 'Replace Energieausweis',
			} )
		).toBeInTheDocument();
	} );
} );
