/**
 * The uploader (FilePond) chunk must load only when an upload dialog opens: on an owned estate,
 * the Documents tab is opened and the plugin files are recorded, then a checklist row's Upload
 * button is clicked and they are recorded again.
 */
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../lib/common.mjs';
import {
	assetsOf,
	contextWithState,
	isPluginFile,
	launchChromium,
	settle,
} from './sizes.mjs';

/**
 * Whether a chunk belongs to the uploader: its own entry (by name) or a numbered chunk holding
 * FilePond (by content, since its number changes between builds).
 *
 * @param {string} file File relative to the plugin, e.g. build/uploader.js.
 * @return {boolean} True for the uploader's chunks.
 */
function isUploaderChunk( file ) {
	if ( /^build\/uploader[.-]/.test( file ) ) {
		return true;
	}
	if ( ! /^build\/[^/]+\.js$/.test( file ) ) {
		return false;
	}
	try {
		return fs
			.readFileSync( path.join( REPO_ROOT, file ), 'utf8' )
			.includes( 'filepond' );
	} catch {
		return false;
	}
}

/**
 * Runs the check.
 *
 * @param {string}                               url   The estate's page, e.g. …/customer-area/#/estates/101.
 * @param {import('./browser.mjs').BrowserState} state Browser state of its owner.
 * @return {Promise<{onTab: string[], added: import('./sizes.mjs').Asset[], uploader: import('./sizes.mjs').Asset[], pass: boolean}>} Files with the Documents tab open, the files the dialog added, the uploader's among them, the verdict.
 */
export async function uploaderCheck( url, state ) {
	const browser = await launchChromium();
	try {
		const context = await contextWithState( browser, url, state );
		const page = await context.newPage();
		const finished = [];
		page.on( 'requestfinished', ( request ) => {
			if ( isPluginFile( request ) ) {
				finished.push( request );
			}
		} );
		await page.goto( url );
		const area = page.locator( '.customer-area-root' ).first();
		const tab = area.getByRole( 'tab', { name: 'Documents' } );
		await tab.click( { timeout: 30_000 } );
		const checklist = area.getByRole( 'region', {
			name: 'House Sale Checklist',
		} );
		await checklist.waitFor( { state: 'visible', timeout: 30_000 } );
		await settle( page );
		const onTab = ( await assetsOf( [ ...finished ] ) ).map(
			( asset ) => asset.file
		);
		const count = finished.length;

		// A row's button reads "Upload"; its accessible name adds the document's name.
		await checklist
			.getByRole( 'button', { name: /^Upload / } )
			.first()
			.click( { timeout: 30_000 } );
		// The dialog is usable once FilePond's drop area (with its file input) is there.
		await page
			.getByRole( 'dialog' )
			.first()
			.locator( 'input[type="file"]' )
			.waitFor( { state: 'attached', timeout: 30_000 } );
		await settle( page );
		const added = await assetsOf( finished.slice( count ) );
		const uploader = added.filter( ( asset ) =>
			isUploaderChunk( asset.file )
		);
		const pass =
			! onTab.some( ( file ) => isUploaderChunk( file ) ) &&
			uploader.some( ( asset ) => asset.kind === 'js' );
		return { onTab, uploader, added, pass };
	} finally {
		await browser.close();
	}
}
