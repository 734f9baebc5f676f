/**
 * What the upload dialog's tests share: Node's `File` with FilePond working in jsdom, the test
 * files, the upload endpoint recording what it received, and opening the Grundbuchauszug's dialog
 * as a customer does.
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DocumentsTab } from '../../../src/features/documents';
import { initialAuthState } from '../../../src/session/auth-slice';
import { ownerUser } from '../fixtures';
import { renderWithProviders } from '../render-with-providers';
import { api, server } from '../server';
import { browseInput, chooseFiles, installFilePondSupport } from '../uploader';
import { ESTATE_ID } from './file-lists';

/** Node's `File` (FilePond is made to work in jsdom first). */
export const NodeFile = installFilePondSupport();

/** The first bytes of a PNG. */
export const PNG = new Uint8Array( [
	0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
] );

/**
 * A PDF file to choose.
 *
 * @param name Its name.
 * @param text Its content.
 */
export const pdf = ( name = 'grundbuch.pdf', text = '%PDF-1.4 Grundbuch' ) =>
	new NodeFile( [ text ], name, { type: 'application/pdf' } );

/** What the upload endpoint received. */
export interface Received {
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
export function serveUpload(
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
export async function openDialog() {
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
export async function choosePdf( dialog: HTMLElement ) {
	await chooseFiles( dialog, pdf() as File );
	await within( dialog ).findByText( /^Selected file: grundbuch\.pdf/ );
}

/** The dialog's Upload button. */
export const uploadButton = () =>
	screen.getByRole( 'button', { name: 'Upload file' } );
