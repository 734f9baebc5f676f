/**
 * Helpers of the documents specs: files to upload, the checklist's parts, and the upload dialog
 * of a row opened by keyboard.
 */
import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect } from '../support/fixtures';
import { tabUntilFocused } from '../support/estates';

/** The uploads' checks by type, in the order the refusal names them. */
export const ALLOWED_TYPES = 'pdf, png, jpg, jpeg, gif';

/**
 * A PDF of about `size` bytes whose body is random, so a download can only match byte for byte
 * if it is this very file.
 *
 * @param size Total size in bytes (at least 64).
 */
export function pdfBytes( size: number ): Buffer {
	const head = Buffer.from( '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1' );
	const tail = Buffer.from( '\n%%EOF\n', 'latin1' );
	return Buffer.concat( [
		head,
		randomBytes( Math.max( 0, size - head.length - tail.length ) ),
		tail,
	] );
}

/** The eight bytes that start every PNG. */
export const PNG_SIGNATURE = Buffer.from( [
	0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
] );

/**
 * The Documents tab of an estate page, selected by keyboard (the tabs are a tab list), or already
 * selected when it is the only tab.
 *
 * @param page The page.
 * @param area The customer area, showing an estate.
 */
export async function openDocumentsTab(
	page: Page,
	area: Locator
): Promise< Locator > {
	const tab = area.getByRole( 'tab', { name: 'Documents' } );
	if ( ( await tab.getAttribute( 'aria-selected' ) ) !== 'true' ) {
		await area.getByRole( 'tab', { name: 'Overview' } ).focus();
		await page.keyboard.press( 'ArrowRight' );
	}
	await expect( tab ).toHaveAttribute( 'aria-selected', 'true' );
	const checklist = area.getByRole( 'region', {
		name: 'House Sale Checklist',
	} );
	await expect( checklist ).toBeVisible();
	return checklist;
}

/**
 * The row of a document in the checklist.
 *
 * @param checklist The checklist.
 * @param name      The document's name.
 */
export const rowOf = ( checklist: Locator, name: string ): Locator =>
	checklist
		.getByRole( 'listitem' )
		.filter( { has: checklist.page().getByText( name, { exact: true } ) } );

/**
 * The accordion button of a category, whose name holds its counter.
 *
 * @param checklist The checklist.
 * @param name      The category's name.
 */
export const categoryOf = ( checklist: Locator, name: string ): Locator =>
	checklist.getByRole( 'button', { name: new RegExp( `^${ name }\\b` ) } );

/**
 * Opens a row's upload dialog with the keyboard and waits until its drop area has loaded.
 *
 * @param page The page.
 * @param row  The row (it has no file yet).
 * @param name The document's name.
 */
export async function openUploadDialog(
	page: Page,
	row: Locator,
	name: string
): Promise< { dialog: Locator; input: Locator } > {
	const upload = row.getByRole( 'button', { name: `Upload ${ name }` } );
	await tabUntilFocused( page, upload );
	await page.keyboard.press( 'Enter' );
	const dialog = page.getByRole( 'dialog', { name: `Upload ${ name }` } );
	await expect( dialog ).toBeVisible();
	const input = dialog.locator( 'input[type="file"]' );
	await expect( input ).toBeAttached();
	await expectDropLabelAtRest( dialog );
	return { dialog, input };
}

/**
 * Waits until the drop area's label is fully shown. FilePond fades it in (a 150 ms tween) when the
 * dialog opens and again after a refusal; axe, checking mid-fade, reads the link's colour blended
 * with the panel's.
 *
 * @param dialog The upload dialog.
 */
export async function expectDropLabelAtRest(
	dialog: Locator
): Promise< void > {
	await expect( dialog.locator( '.filepond--drop-label' ) ).toHaveCSS(
		'opacity',
		'1'
	);
}

/** A file as the browser's file dialog hands it over. */
export interface FileToChoose {
	/** Its name, with the extension the checks read. */
	name: string;
	/** The type the browser reports. */
	mimeType: string;
	/** Its bytes. */
	buffer: Buffer;
}

/**
 * Chooses a file as a keyboard user does: Tab to the drop area's input, Space opens the browser's
 * file dialog, and the file is picked there.
 *
 * @param page  The page.
 * @param input The drop area's file input.
 * @param file  The file.
 */
export async function chooseByKeyboard(
	page: Page,
	input: Locator,
	file: FileToChoose
): Promise< void > {
	await tabUntilFocused( page, input );
	const chooser = page.waitForEvent( 'filechooser' );
	// Playwright asks Chromium to hand it the file dialog without waiting for the answer, and a
	// key press reaches Chromium in fewer steps: pressed at once, the dialog can open before it is
	// asked for, and the browser cancels it. This check's round trip comes after the request.
	await expect( input ).toBeFocused();
	await page.keyboard.press( 'Space' );
	await ( await chooser ).setFiles( file );
}
