/**
 * The matrix's rows for the documents: the file list (a failure keeps it empty and claims
 * nothing) and the upload (its message shows, and the chosen file stays).
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
	browseInput,
	chooseFiles,
	installFilePondSupport,
} from '@test-support/uploader';
import { DocumentsTab } from '../../../src/features/documents';
import {
	ESTATE_ID,
	listWithUpload,
	mixedList,
	serveFileList,
} from '@test-support/documents/file-lists';
import { signedIn } from '@test-support/profile/render-profile';
import { renderWithProviders } from '@test-support/render-with-providers';
import { api, server } from '@test-support/server';
import { AWAY, button, link, reenter, routeWithWayBack } from './actions';
import { expectLoading, expectNoAlert } from './checks';
import { eventually, type FaultScreen } from './matrix';

const NodeFile = installFilePondSupport();

/**
 * The documents tab on an estate route, with a way out and back.
 *
 * @param faults The fault handlers.
 */
function renderDocuments( faults: Parameters< FaultScreen[ 'render' ] >[ 0 ] ) {
	server.use( ...faults );
	return renderWithProviders(
		routeWithWayBack(
			'/documents',
			<DocumentsTab estateId={ ESTATE_ID } />,
			'Documents'
		),
		{ route: '/documents', preloadedState: signedIn() }
	);
}

const NO_FILES =
	'Currently there are no files available for upload or download.';

const fileList: FaultScreen = {
	name: 'document file list',
	calls: [ { method: 'get', url: api( `file/list/estate/${ ESTATE_ID }` ) } ],
	healthy: () => {
		serveFileList( mixedList() );
	},
	render: renderDocuments,
	busy: expectLoading,
	failed: () => {
		expectNoAlert();
		expect(
			screen.getByRole( 'heading', { name: 'House Sale Checklist' } )
		).toBeInTheDocument();
		expect( screen.queryByRole( 'progressbar' ) ).toBeNull();
		expect( screen.queryByRole( 'listitem' ) ).toBeNull();
		expect( screen.queryByText( NO_FILES ) ).toBeNull();
	},
	recover: ( { user } ) => reenter( user, AWAY, 'Documents' ),
	healthyShown: () =>
		eventually( () =>
			expect( button( 'Upload Grundbuchauszug' ) ).toBeInTheDocument()
		),
};

const dialog = () =>
	screen.getByRole( 'dialog', { name: 'Upload Grundbuchauszug' } );

const upload: FaultScreen = {
	name: 'document upload',
	calls: [ { method: 'post', url: api( 'file/upload' ) } ],
	healthy: () => {
		const { markUploaded } = listWithUpload();
		server.use(
			http.post( api( 'file/upload' ), () => {
				markUploaded();
				return HttpResponse.json(
					{ message: 'file_uploaded' },
					{ status: 201 }
				);
			} )
		);
	},
	render: renderDocuments,
	prepare: async ( { user } ) => {
		await user.click(
			await eventually( () => button( 'Upload Grundbuchauszug' ) )
		);
		const open = await eventually( dialog );
		await browseInput( open );
		await chooseFiles(
			open,
			new NodeFile( [ '%PDF-1.4 Grundbuch' ], 'grundbuch.pdf', {
				type: 'application/pdf',
			} ) as File
		);
		await eventually( () =>
			within( open ).getByText( /^Selected file: grundbuch\.pdf/ )
		);
	},
	act: ( { user } ) => user.click( button( 'Upload file' ) ),
	busy: () =>
		eventually( () =>
			expect(
				within( dialog() ).getByRole( 'progressbar' )
			).toBeInTheDocument()
		),
	failed: async () => {
		const open = dialog();
		await eventually( () =>
			expect( within( open ).getByRole( 'alert' ) ).toHaveTextContent(
				'File could not be uploaded'
			)
		);
		expect( open.querySelector( '.ca-uploader--invalid' ) ).not.toBeNull();
		expect(
			within( open ).getByText( /^Selected file: grundbuch\.pdf/ )
		).toBeInTheDocument();
		expect(
			within( open ).getByRole( 'button', { name: 'Try again' } )
		).toBeEnabled();
	},
	// The upload has no time limit (see docs/behaviour.md "Calls and headers"): it keeps running
	// with Cancel usable; cancelling keeps the file for another try.
	stuck: async ( { user } ) => {
		const open = dialog();
		expect( within( open ).getByRole( 'progressbar' ) ).toBeInTheDocument();
		const cancel = within( open ).getByRole( 'button', { name: 'Cancel' } );
		expect( cancel ).toBeEnabled();
		await user.click( cancel );
		await eventually( () =>
			expect( within( open ).getByRole( 'status' ) ).toHaveTextContent(
				'The upload has been cancelled.'
			)
		);
		expect(
			within( open ).getByText( /^Selected file: grundbuch\.pdf/ )
		).toBeInTheDocument();
		expect( button( 'Upload file' ) ).toBeEnabled();
	},
	recover: ( { user } ) =>
		user.click(
			screen.getByRole( 'button', { name: /^(Try again|Upload file)$/ } )
		),
	healthyShown: async () => {
		await eventually( () =>
			expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument()
		);
		await eventually( () =>
			expect(
				link( 'Download Grundbuchauszug (opens in a new tab)' )
			).toBeInTheDocument()
		);
	},
};

/** The documents' rows. */
export const DOCUMENT_SCREENS: readonly FaultScreen[] = [ fileList, upload ];
