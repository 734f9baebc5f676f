/**
 * The upload dialog before any byte is sent: an accessible dialog named after the document, and the
 * checks of the chosen file (type, size, content, one file at a time).
 */
import { fireEvent, within } from '@testing-library/react';
import { axe, toHaveNoViolations } from 'jest-axe';
import { browseInput, chooseFiles } from '@test-support/uploader';
import { listWithUpload } from '@test-support/documents/file-lists';
import {
	NodeFile,
	openDialog,
	PNG,
	pdf,
	serveUpload,
	uploadButton,
} from '@test-support/documents/upload-dialog';

expect.extend( toHaveNoViolations );

/** Time for tests that run axe. */
const AXE_TIMEOUT_MS = 30_000;
// FilePond loads and animates in every test here; on a busy machine that takes a few seconds.
jest.setTimeout( 20_000 );

describe( 'Upload dialog', () => {
	it(
		'is an accessible dialog named after the document, with the drop area loaded on opening',
		async () => {
			listWithUpload();
			const { dialog } = await openDialog();
			expect( dialog ).toHaveAccessibleDescription(
				'One file of type pdf, png, jpg, jpeg, gif, smaller than 128 MB.'
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
			'big.pdf: Invalid file size, file size should be smaller than 128 MB.',
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

	it( 'names the chosen file with its size in decimal units, as the limit is named', async () => {
		listWithUpload();
		const { dialog } = await openDialog();
		const file = pdf( 'plan.pdf' );
		Object.defineProperty( file, 'size', { value: 1_500_000 } );
		await chooseFiles( dialog, file as File );
		expect(
			await within( dialog ).findByText(
				'Selected file: plan.pdf (1.5 MB)'
			)
		).toBeInTheDocument();
	} );

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
} );
