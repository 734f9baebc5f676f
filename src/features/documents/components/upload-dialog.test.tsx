/**
 * The upload of a checklist row as a customer does it: the dialog, the checks before any byte is
 * sent, the multipart request, progress and cancel, failure and retry, and what the list shows
 * afterwards (refreshed by cache-tag invalidation, with focus on the row).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { axe, toHaveNoViolations } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import {
	browseInput,
	chooseFiles,
	installFilePondSupport,
} from '@test-support/uploader';
import { initialAuthState } from '../../../session/auth-slice';
import { ownerUser } from '@test-support/fixtures';
import { renderWithProviders } from '@test-support/render-with-providers';
import { api, server } from '@test-support/server';
import { TEST_SITE } from '@test-support/test-config';
import { ESTATE_ID, listWithUpload } from '@test-support/documents/file-lists';
import { DocumentsTab } from '..';

expect.extend( toHaveNoViolations );

/** Time for tests that run axe. */
const AXE_TIMEOUT_MS = 30_000;
const NodeFile = installFilePondSupport();

// FilePond loads and animates in every test here; on a busy machine that takes a few seconds.
jest.setTimeout( 20_000 );

const PNG = new Uint8Array( [
	0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
] );

const pdf = ( name = 'grundbuch.pdf', text = '%PDF-1.4 Grundbuch' ) =>
	new NodeFile( [ text ], name, { type: 'application/pdf' } );

/** What the upload endpoint received. */
interface Received {
	fields: Record< string, string >;
	fileName: string;
	fileText: string;
	authorization: string | null;
}

/**
 * Serves the upload; each call takes the next answer (the last one repeats).
 *
 * @param answers Status and body per call; 201 by default.
 * @param onStore Called when an upload is stored.
 */
function serveUpload(
	answers: Array< { status: number; body?: unknown } > = [ { status: 201 } ],
	onStore: () => void = () => undefined
) {
	const received: Received[] = [];
	server.use(
		http.post( api( 'file/upload' ), async ( { request } ) => {
			const form = await request.formData();
			const file = form.get( 'file' ) as File;
			const fields: Record< string, string > = {};
			form.forEach( ( value, key ) => {
				if ( key !== 'file' ) {
					fields[ key ] = String( value );
				}
			} );
			received.push( {
				fields,
				fileName: file.name,
				fileText: await file.text(),
				authorization: request.headers.get( 'authorization' ),
			} );
			const answer = answers[
				Math.min( received.length, answers.length ) - 1
			] ?? { status: 201 };
			if ( answer.status === 201 ) {
				onStore();
			}
			return HttpResponse.json(
				answer.body ?? { message: 'file_uploaded' },
				{ status: answer.status }
			);
		} )
	);
	return received;
}

/** Renders the tab and opens the dialog of the Grundbuchauszug. */
async function openDialog() {
	const rendered = renderWithProviders(
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
	const button = await screen.findByRole( 'button', {
		name: 'Upload Grundbuchauszug',
	} );
	await rendered.user.click( button );
	const dialog = await screen.findByRole( 'dialog', {
		name: 'Upload Grundbuchauszug',
	} );
	await browseInput( dialog );
	return { ...rendered, button, dialog };
}

/**
 * Chooses the test PDF and waits until the dialog shows it.
 *
 * @param dialog The open dialog.
 */
async function choosePdf( dialog: HTMLElement ) {
	await chooseFiles( dialog, pdf() as File );
	await within( dialog ).findByText( /^Selected file: grundbuch\.pdf/ );
}

const uploadButton = () =>
	screen.getByRole( 'button', { name: 'Upload file' } );

describe( 'Upload dialog', () => {
	it(
		'is an accessible dialog named after the document, with the drop area loaded on opening',
		async () => {
			listWithUpload();
			const { dialog } = await openDialog();
			expect( dialog ).toHaveAccessibleDescription(
				'One file of type pdf, png, jpg, jpeg, gif, smaller than 122.07 MB.'
			);
			expect( dialog ).toContainElement(
				document.activeElement as HTMLElement
			);
			const input = await browseInput( dialog );
			expect( input ).toHaveAccessibleName(
				'Drag and drop a file here or browse'
			);
			expect( input ).not.toHaveAttribute( 'multiple' );
			expect( input.getAttribute( 'accept' ) ).toContain( '.pdf' );
			// The input is the drop area's one keyboard stop.
			expect(
				dialog.querySelector( '.filepond--label-action' )
			).not.toHaveAttribute( 'tabindex' );
			expect( await axe( document.body ) ).toHaveNoViolations();
		},
		// axe takes seconds on a busy machine.
		AXE_TIMEOUT_MS
	);

	it.each( [
		[
			'an .exe',
			() => new NodeFile( [ 'MZ\x90\x00' ], 'setup.exe' ),
			'setup.exe: Invalid file type, allowed file types: pdf, png, jpg, jpeg, gif.',
		],
		[
			'PNG bytes named .pdf',
			() => new NodeFile( [ PNG ], 'scan.pdf' ),
			'scan.pdf: Invalid file type, allowed file types: pdf, png, jpg, jpeg, gif.',
		],
		[
			'a file of 128000001 bytes',
			() => {
				const file = pdf( 'big.pdf' );
				Object.defineProperty( file, 'size', { value: 128_000_001 } );
				return file;
			},
			'big.pdf: Invalid file size, file size should be smaller than 122.07 MB.',
		],
	] )(
		'refuses %s before sending anything',
		async ( _case, makeFile, message ) => {
			listWithUpload();
			const received = serveUpload();
			const { dialog, user } = await openDialog();
			await chooseFiles( dialog, makeFile() as File );
			expect(
				await within( dialog ).findByRole( 'alert' )
			).toHaveTextContent( message );
			expect(
				dialog.querySelector( '.ca-uploader--invalid' )
			).not.toBeNull();
			expect( await browseInput( dialog ) ).toHaveAccessibleDescription(
				expect.stringContaining( message )
			);
			await user.click( uploadButton() );
			expect(
				await within( dialog ).findByText( 'Please choose a file.' )
			).toBeInTheDocument();
			expect( received ).toHaveLength( 0 );
		}
	);

	it( 'refuses two files at once', async () => {
		listWithUpload();
		const received = serveUpload();
		const { dialog } = await openDialog();
		// Two files dropped at once reach FilePond like this; a browse dialog allows only one.
		const input = await browseInput( dialog );
		Object.defineProperty( input, 'files', {
			configurable: true,
			value: [ pdf( 'a.pdf' ), pdf( 'b.pdf' ) ],
		} );
		Object.defineProperty( input, 'value', {
			configurable: true,
			value: 'C:\\fakepath\\a.pdf',
		} );
		fireEvent.change( input );
		expect(
			await within( dialog ).findByText(
				'Maximum number of files exceeded, limit is 1 at most.'
			)
		).toHaveAttribute( 'role', 'alert' );
		expect( within( dialog ).queryByText( /^Selected file/ ) ).toBeNull();
		expect( received ).toHaveLength( 0 );
	} );

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
		let release: () => void = () => undefined;
		let arrived = false;
		server.use(
			http.post( api( 'file/upload' ), async () => {
				arrived = true;
				await new Promise< void >(
					( resolve ) => ( release = resolve )
				);
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
		let release: () => void = () => undefined;
		server.use(
			http.post( api( 'file/upload' ), async () => {
				await new Promise< void >(
					( resolve ) => ( release = resolve )
				);
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
