/**
 * The Documents tab in the real WordPress with the sandbox, as owner@: a PDF uploaded into an empty
 * row by keyboard alone (the row, its category's counter and the overall bar rise, and the file
 * downloads byte for byte the same), a large upload cancelled midway that leaves nothing stored,
 * refused files that never leave the browser, the empty checklist of 117 and the complete one of
 * 106. Axe-checked with the upload dialog open at 375 px and 1280 px.
 */
import type { Request } from '@playwright/test';
import {
	API_URL,
	OWNER_EMAIL,
	expect,
	expectNoAxeViolations,
	test,
	ALSO_ON_OLDEST_WORDPRESS,
} from '../support/fixtures';
import {
	DESKTOP,
	PHONE,
	germanDate,
	openEstate,
	recordRequests,
	tabUntilFocused,
} from '../support/estates';
import {
	ALLOWED_TYPES,
	PNG_SIGNATURE,
	categoryOf,
	chooseByKeyboard,
	expectDropLabelAtRest,
	openDocumentsTab,
	openUploadDialog,
	pdfBytes,
	rowOf,
} from './helpers';

const UPLOAD_PATH = /\/api\/file\/upload$/;

test.describe( 'documents at 1280 px', () => {
	test.use( { viewport: DESKTOP } );

	test( `a PDF uploaded by keyboard alone fills its row, the counter and the bar, and downloads byte for byte ${ ALSO_ON_OLDEST_WORDPRESS }`, async ( {
		page,
		freshSandbox,
	} ) => {
		void freshSandbox;
		const uploads = recordRequests( page, 'POST', UPLOAD_PATH );
		const area = await openEstate( page, OWNER_EMAIL, 101 );
		const checklist = await openDocumentsTab( page, area );

		// 101 before: three of eight rows have a file, one is still unknown to the broker.
		const overall = checklist.getByRole( 'progressbar', {
			name: '38% complete',
		} );
		await expect( overall ).toHaveAttribute( 'aria-valuenow', '38' );
		const personal = categoryOf( checklist, 'Personal documents' );
		await expect( personal ).toHaveAccessibleName(
			'Personal documents 1 of 2 Files'
		);
		await expect( personal ).toHaveAttribute( 'aria-expanded', 'true' );
		await expect(
			rowOf( checklist, 'Identity card' ).getByText( 'Uploaded', {
				exact: true,
			} )
		).toBeVisible();
		await expect(
			rowOf( checklist, 'Energy certificate' ).getByText(
				'Awaiting confirmation'
			)
		).toBeVisible();
		await expect(
			rowOf( checklist, 'Register of building encumbrances' ).getByText(
				'Unknown',
				{ exact: true }
			)
		).toBeVisible();
		const name = 'Land register extract';
		const row = rowOf( checklist, name );
		await expect( row.getByText( 'Not uploaded' ) ).toBeVisible();
		await expect( row.getByText( 'No upload date' ) ).toBeAttached();

		const { dialog, input } = await openUploadDialog( page, row, name );
		await expect( dialog ).toHaveAccessibleDescription(
			/^One file of type pdf, png, jpg, jpeg, gif, smaller than 128 MB\.$/
		);
		await expectNoAxeViolations( page, 'upload dialog (desktop)' );
		const file = pdfBytes( 48 * 1024 );
		await chooseByKeyboard( page, input, {
			name: 'grundbuch-2024.pdf',
			mimeType: 'application/pdf',
			buffer: file,
		} );
		await expect(
			// 48 KiB in decimal units.
			dialog.getByText(
				/^Selected file: grundbuch-2024\.pdf \(49\.15 kB\)$/
			)
		).toBeVisible();
		expect( uploads ).toHaveLength( 0 );
		await tabUntilFocused(
			page,
			dialog.getByRole( 'button', { name: 'Upload file' } )
		);
		await page.keyboard.press( 'Enter' );

		// Success: the dialog closes, focus lands on the row, which shows its file.
		await expect( dialog ).toBeHidden();
		await expect( row ).toBeFocused();
		await expect( row.getByText( 'Awaiting confirmation' ) ).toBeVisible();
		await expect( row ).toContainText( germanDate( new Date() ) );
		await expect( personal ).toHaveAccessibleName(
			'Personal documents 2 of 2 Files'
		);
		await expect(
			checklist.getByRole( 'progressbar', { name: '50% complete' } )
		).toHaveAttribute( 'aria-valuenow', '50' );
		await expect(
			area.getByRole( 'status' ).filter( {
				hasText: `${ name } has been uploaded.`,
			} )
		).toBeAttached();
		expect( uploads ).toHaveLength( 1 );
		const sent = uploads[ 0 ] as Request;
		expect( await sent.headerValue( 'authorization' ) ).toMatch(
			/^Bearer \S+$/
		);

		// Download: the row's link opens the signed URL, which serves the very same bytes.
		const download = row.getByRole( 'link', {
			name: `Download ${ name } (opens in a new tab)`,
		} );
		await expect( download ).toHaveAttribute( 'target', '_blank' );
		const href = ( await download.getAttribute( 'href' ) ) ?? '';
		expect( new URL( href ).origin ).toBe( new URL( API_URL ).origin );
		const answer = await page.request.get( href );
		expect( answer.status() ).toBe( 200 );
		expect( answer.headers()[ 'content-type' ] ).toMatch(
			/^application\/pdf/
		);
		expect( Buffer.compare( await answer.body(), file ) ).toBe( 0 );

		// Stored, not only shown: a reload shows the same.
		await page.reload();
		const again = await openDocumentsTab( page, area );
		// Complete now, the category starts closed on a new visit.
		const stored = categoryOf( again, 'Personal documents' );
		await expect( stored ).toHaveAccessibleName(
			'Personal documents 2 of 2 Files'
		);
		await expect( stored ).toHaveAttribute( 'aria-expanded', 'false' );
		await expect(
			again.getByRole( 'progressbar', { name: '50% complete' } )
		).toBeVisible();
		await stored.click();
		await expect(
			rowOf( again, name ).getByRole( 'link', {
				name: `Download ${ name } (opens in a new tab)`,
			} )
		).toBeVisible();
	} );

	test( 'a large upload cancelled midway stores nothing; Escape asks before it stops an upload', async ( {
		page,
		freshSandbox,
	} ) => {
		void freshSandbox;
		const uploads = recordRequests( page, 'POST', UPLOAD_PATH );
		const area = await openEstate( page, OWNER_EMAIL, 101 );
		const checklist = await openDocumentsTab( page, area );
		const name = 'Tenancy agreements';
		const row = rowOf( checklist, name );
		const { dialog, input } = await openUploadDialog( page, row, name );
		await chooseByKeyboard( page, input, {
			name: 'mietvertraege.pdf',
			mimeType: 'application/pdf',
			buffer: pdfBytes( 6 * 1024 * 1024 ),
		} );
		await expect(
			// 6 MiB in decimal units, as the limit is named.
			dialog.getByText(
				/^Selected file: mietvertraege\.pdf \(6\.29 MB\)$/
			)
		).toBeVisible();

		// A slow line (256 KiB/s up), so the 6 MiB take long enough to be stopped midway.
		const cdp = await page.context().newCDPSession( page );
		await cdp.send( 'Network.enable' );
		await cdp.send( 'Network.emulateNetworkConditions', {
			offline: false,
			latency: 20,
			downloadThroughput: -1,
			uploadThroughput: 256 * 1024,
		} );
		await tabUntilFocused(
			page,
			dialog.getByRole( 'button', { name: 'Upload file' } )
		);
		await page.keyboard.press( 'Enter' );
		const progress = dialog.getByRole( 'progressbar', {
			name: /^Upload progress: \d+%$/,
		} );
		await expect
			.poll( async () =>
				Number( await progress.getAttribute( 'aria-valuenow' ) )
			)
			.toBeGreaterThan( 0 );

		// Escape asks first; keeping the upload going leaves it running.
		await page.keyboard.press( 'Escape' );
		const keep = dialog.getByRole( 'button', { name: 'Keep uploading' } );
		await expect(
			dialog.getByText(
				'The file is still uploading. Stop the upload and close?'
			)
		).toBeVisible();
		await expect( keep ).toBeFocused();
		await page.keyboard.press( 'Enter' );
		await expect( keep ).toBeHidden();
		const cancel = dialog.getByRole( 'button', {
			name: 'Cancel',
			exact: true,
		} );
		await expect( cancel ).toBeFocused();
		const sentBefore = Number(
			await progress.getAttribute( 'aria-valuenow' )
		);
		expect( sentBefore ).toBeLessThan( 100 );
		await page.keyboard.press( 'Enter' );
		await expect( progress ).toBeHidden();
		await expect(
			dialog
				.getByRole( 'status' )
				.filter( { hasText: 'The upload has been cancelled.' } )
		).toBeAttached();
		expect( uploads ).toHaveLength( 1 );
		expect(
			await uploads[ 0 ]?.response(),
			'the cancelled request got no answer'
		).toBeNull();
		await cdp.send( 'Network.emulateNetworkConditions', {
			offline: false,
			latency: 0,
			downloadThroughput: -1,
			uploadThroughput: -1,
		} );
		await page.keyboard.press( 'Escape' );
		await expect( dialog ).toBeHidden();
		await expect(
			row.getByRole( 'button', { name: `Upload ${ name }` } )
		).toBeFocused();

		// Nothing stored: after a reload the row still waits for its file.
		await page.reload();
		const again = await openDocumentsTab( page, area );
		await expect(
			rowOf( again, name ).getByText( 'Not uploaded' )
		).toBeVisible();
		await expect( categoryOf( again, 'Contracts' ) ).toHaveAccessibleName(
			'Contracts 0 of 2 Files'
		);
		await expect(
			again.getByRole( 'progressbar', { name: '38% complete' } )
		).toBeVisible();
	} );

	test( '117 has no files to show; every row of 106 is uploaded', async ( {
		page,
		freshSandbox,
	} ) => {
		void freshSandbox;
		const area = await openEstate( page, OWNER_EMAIL, 117 );
		let checklist = await openDocumentsTab( page, area );
		await expect(
			checklist.getByText(
				'Currently there are no files available for upload or download.'
			)
		).toBeVisible();
		await expect( checklist.getByRole( 'progressbar' ) ).toHaveCount( 0 );

		await page.goto( '/customer-area/#/estates/106' );
		await expect(
			area.getByRole( 'heading', {
				level: 1,
				name: 'Baugrundstück am Stadtrand',
			} )
		).toBeVisible();
		checklist = await openDocumentsTab( page, area );
		await expect(
			checklist.getByRole( 'progressbar', { name: '100% complete' } )
		).toHaveAttribute( 'aria-valuenow', '100' );
		for ( const [ category, count ] of [
			[ 'Personal documents', 2 ],
			[ 'Building documents', 4 ],
			[ 'Contracts', 2 ],
		] as const ) {
			const toggle = categoryOf( checklist, category );
			await expect( toggle ).toHaveAccessibleName(
				`${ category } ${ count } of ${ count } Files`
			);
			// A complete category starts closed.
			await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		}
		await expect(
			checklist.getByRole( 'button', { name: /^Upload / } )
		).toHaveCount( 0 );
		await expectNoAxeViolations( page, 'complete checklist (desktop)' );
	} );
} );

test.describe( 'documents at 375 px', () => {
	test.use( { viewport: PHONE } );

	test( 'refused files show the message and are never sent', async ( {
		page,
		freshSandbox,
	} ) => {
		void freshSandbox;
		const uploads = recordRequests( page, 'POST', UPLOAD_PATH );
		const area = await openEstate( page, OWNER_EMAIL, 101 );
		const checklist = await openDocumentsTab( page, area );
		const name = 'Declaration of division';
		const { dialog, input } = await openUploadDialog(
			page,
			rowOf( checklist, name ),
			name
		);
		await expectNoAxeViolations( page, 'upload dialog (phone)' );

		await chooseByKeyboard( page, input, {
			name: 'setup.exe',
			mimeType: 'application/x-msdownload',
			buffer: Buffer.from( 'MZ\x90\x00\x03\x00\x00\x00', 'latin1' ),
		} );
		const alert = dialog.getByRole( 'alert' );
		await expect( alert ).toHaveText(
			`setup.exe: Invalid file type, allowed file types: ${ ALLOWED_TYPES }.`
		);
		await expect( input ).toHaveAttribute( 'aria-invalid', 'true' );
		await expectDropLabelAtRest( dialog );
		await expectNoAxeViolations(
			page,
			'upload dialog with a refusal (phone)'
		);

		// PNG bytes behind a .pdf name: refused by content.
		await chooseByKeyboard( page, input, {
			name: 'teilung.pdf',
			mimeType: 'application/pdf',
			buffer: Buffer.concat( [ PNG_SIGNATURE, Buffer.alloc( 256 ) ] ),
		} );
		await expect( alert ).toHaveText(
			`teilung.pdf: Invalid file type, allowed file types: ${ ALLOWED_TYPES }.`
		);
		await expect( dialog.getByText( /^Selected file:/ ) ).toHaveCount( 0 );

		// Nothing was chosen, so Upload asks for a file instead of sending.
		await tabUntilFocused(
			page,
			dialog.getByRole( 'button', { name: 'Upload file' } )
		);
		await page.keyboard.press( 'Enter' );
		await expect( alert ).toHaveText( 'Please choose a file.' );
		expect( uploads ).toHaveLength( 0 );
		await page.keyboard.press( 'Escape' );
		await expect( dialog ).toBeHidden();
		await expect(
			rowOf( checklist, name ).getByText( 'Not uploaded' )
		).toBeVisible();
	} );
} );
