/**
 * The checklist as an owner sees it: title, overall bar, categories with counters, rows with state,
 * date and the right buttons, the info popover, safe downloads, and the empty and failed lists.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { axe, toHaveNoViolations } from 'jest-axe';
import { initialAuthState } from '../../../session/auth-slice';
import { ownerUser } from '@test-support/fixtures';
import { renderWithProviders } from '@test-support/render-with-providers';
import { applyLanguage } from '../../../i18n/apply-language';
import type { Language } from '../../../config/languages';
import {
	completeList,
	emptyList,
	ESTATE_ID,
	fileGroup,
	fileRow,
	mixedList,
	serveFileList,
} from '@test-support/documents/file-lists';
import { DocumentsTab } from '..';

expect.extend( toHaveNoViolations );

/** Time for tests that run axe. */
const AXE_TIMEOUT_MS = 30_000;

const signedIn = {
	auth: {
		...initialAuthState,
		user: ownerUser,
		isAuthenticated: true,
		token: 'tok',
	},
};

const renderTab = ( language: Language = 'en' ) =>
	renderWithProviders( <DocumentsTab estateId={ ESTATE_ID } />, {
		preloadedState: signedIn,
		language,
	} );

/**
 * The row (list item) of a document.
 * @param name
 */
const rowOf = ( name: string ) =>
	screen
		.getAllByRole( 'listitem' )
		.find(
			( item ) =>
				within( item ).queryByText( name, { exact: true } ) !== null
		) as HTMLElement;

const category = ( name: RegExp ) => screen.getByRole( 'button', { name } );

// Radix positions popovers with ResizeObserver, which jsdom lacks.
beforeAll( () => {
	window.ResizeObserver ??= class {
		observe() {}
		unobserve() {}
		disconnect() {}
	} as unknown as typeof ResizeObserver;
} );

describe( 'DocumentsTab', () => {
	it( 'shows the title, the rounded overall bar and a counter per category in the server’s order', async () => {
		serveFileList( mixedList() );
		renderTab();
		expect(
			screen.getByRole( 'heading', { name: 'House Sale Checklist' } )
		).toBeInTheDocument();
		const bar = await screen.findByRole( 'progressbar', {
			name: '33% complete',
		} );
		expect( bar ).toHaveAttribute( 'aria-valuenow', '33' );
		expect(
			screen
				.getAllByRole( 'heading', { level: 3 } )
				.map( ( h ) => h.textContent )
		).toEqual( [
			'Persönliche Unterlagen1 of 2 Files',
			'Gebäudeunterlagen1 of 4 Files',
		] );
	} );

	it( 'shows 100% and full counters when every file is uploaded; complete categories start closed', async () => {
		serveFileList( completeList() );
		const { user } = renderTab();
		expect(
			await screen.findByRole( 'progressbar', { name: '100% complete' } )
		).toHaveAttribute( 'aria-valuenow', '100' );
		const personal = category( /Persönliche Unterlagen/ );
		expect( personal ).toHaveTextContent( '2 of 2 Files' );
		expect( category( /Gebäudeunterlagen/ ) ).toHaveTextContent(
			/1 of 1 File$/
		);
		expect( personal ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( screen.queryByText( 'Personalausweis' ) ).not.toBeVisible();
		await user.click( personal );
		expect( personal ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( screen.getByText( 'Personalausweis' ) ).toBeVisible();
	} );

	it(
		'has no accessibility violations, also with an info popover open',
		async () => {
			serveFileList( mixedList() );
			const { container, user } = renderTab();
			await screen.findByRole( 'progressbar' );
			expect( await axe( container ) ).toHaveNoViolations();
			await user.click(
				screen.getByRole( 'button', {
					name: 'Information about Grundbuchauszug',
				} )
			);
			await screen.findByText(
				'Grundbuchauszug: what the broker needs.'
			);
			expect( await axe( container ) ).toHaveNoViolations();
		},
		// axe takes seconds on a busy machine.
		AXE_TIMEOUT_MS
	);

	it( 'says that there are no files when the list is empty', async () => {
		serveFileList( emptyList() );
		renderTab();
		expect(
			await screen.findByText(
				'Currently there are no files available for upload or download.'
			)
		).toBeInTheDocument();
		expect( screen.queryByRole( 'progressbar' ) ).not.toBeInTheDocument();
	} );

	it( 'counts categories without rows as empty too', async () => {
		serveFileList( { data: { personal: fileGroup( 'Leer', [] ) } } );
		renderTab();
		expect(
			await screen.findByText(
				'Currently there are no files available for upload or download.'
			)
		).toBeInTheDocument();
		expect( screen.queryByText( 'Leer' ) ).not.toBeInTheDocument();
	} );

	it.each( [
		[ 'Grundbuchauszug', 'Not uploaded' ],
		[ 'Baulastenverzeichnis', 'Unknown' ],
		[ 'Grundrisse', 'Not uploaded' ],
	] )(
		'shows %s without a file as “%s”, a dash for the date and Upload',
		async ( name, state ) => {
			serveFileList( mixedList() );
			renderTab();
			await screen.findByRole( 'progressbar' );
			const row = within( rowOf( name ) );
			expect( row.getByText( state ) ).toBeInTheDocument();
			expect( row.getByText( '–' ) ).toBeInTheDocument();
			expect( row.getByText( 'No upload date' ) ).toBeInTheDocument();
			expect(
				row.getByRole( 'button', { name: `Upload ${ name }` } )
			).toHaveTextContent( 'Upload' );
			expect( row.queryByRole( 'link' ) ).not.toBeInTheDocument();
			expect(
				row.queryByRole( 'button', { name: `Replace ${ name }` } )
			).not.toBeInTheDocument();
		}
	);

	it.each( [
		[ 'Personalausweis', 'Uploaded', 'personalausweis' ],
		[ 'Energieausweis', 'Awaiting confirmation', 'energieausweis' ],
	] )(
		'shows %s with a file as “%s”, its date, Download in a new tab and Replace',
		async ( name, state, attribute ) => {
			serveFileList( mixedList() );
			renderTab();
			await screen.findByRole( 'progressbar' );
			const row = within( rowOf( name ) );
			expect( row.getByText( state ) ).toBeInTheDocument();
			expect( row.getByText( '07.03.2025' ) ).toBeInTheDocument();
			const link = row.getByRole( 'link', {
				name: `Download ${ name } (opens in a new tab)`,
			} );
			expect( link ).toHaveTextContent( 'Download' );
			expect( link ).toHaveAttribute(
				'href',
				`https://api.example/media/files/${ attribute }?signature=s`
			);
			expect( link ).toHaveAttribute( 'target', '_blank' );
			expect( link ).toHaveAttribute( 'rel', 'noopener noreferrer' );
			expect(
				row.getByRole( 'button', { name: `Replace ${ name }` } )
			).toBeInTheDocument();
			expect(
				row.queryByRole( 'button', { name: `Upload ${ name }` } )
			).not.toBeInTheDocument();
			// The icon is decoration; the word carries the state.
			expect( rowOf( name ).querySelector( 'svg' ) ).toHaveAttribute(
				'aria-hidden',
				'true'
			);
		}
	);

	it( 'refuses a javascript: download link: the button is disabled with the reason and the URL never reaches the page', async () => {
		serveFileList( {
			data: {
				personal: fileGroup( 'Persönliche Unterlagen', [
					fileRow(
						'personalausweis',
						'Personalausweis',
						'confirmed',
						{
							meta: {
								created_at: null,
								download_url:
									'javascript:alert(document.cookie)',
							},
						}
					),
					fileRow(
						'grundbuchauszug',
						'Grundbuchauszug',
						'not_uploaded'
					),
				] ),
			},
		} );
		const { container } = renderTab();
		const button = await screen.findByRole( 'button', {
			name: 'Download Personalausweis',
		} );
		expect( button ).toBeDisabled();
		expect( button ).toHaveAccessibleDescription(
			'The download link is not safe to open.'
		);
		expect( screen.queryByRole( 'link' ) ).not.toBeInTheDocument();
		expect( container.innerHTML ).not.toContain( 'javascript:' );
		// A file without a known date still has its dash.
		expect(
			within( rowOf( 'Personalausweis' ) ).getByText( '–' )
		).toBeInTheDocument();
	} );

	it( 'opens the info popover by click and by keyboard, and closes it with Escape', async () => {
		serveFileList( mixedList() );
		const { user } = renderTab();
		const info = await screen.findByRole( 'button', {
			name: 'Information about Grundbuchauszug',
		} );
		await user.click( info );
		expect(
			await screen.findByText( 'Grundbuchauszug: what the broker needs.' )
		).toBeVisible();
		await user.keyboard( '{Escape}' );
		await waitFor( () =>
			expect(
				screen.queryByText( 'Grundbuchauszug: what the broker needs.' )
			).not.toBeInTheDocument()
		);
		expect( info ).toHaveFocus();
		await user.keyboard( '{Enter}' );
		expect(
			await screen.findByText( 'Grundbuchauszug: what the broker needs.' )
		).toBeVisible();
	} );

	it( 'logs a failed list and leaves the tab empty', async () => {
		const warn = jest
			.spyOn( console, 'warn' )
			.mockImplementation( () => undefined );
		const list = serveFileList( { message: 'server_error' }, 500 );
		renderTab();
		await waitFor( () => expect( warn ).toHaveBeenCalled() );
		expect( warn.mock.calls[ 0 ]?.[ 0 ] ).toContain(
			`could not load the documents of estate ${ ESTATE_ID }`
		);
		expect( list.calls() ).toBe( 1 );
		expect(
			screen.getByRole( 'heading', { name: 'House Sale Checklist' } )
		).toBeInTheDocument();
		expect( screen.queryByRole( 'progressbar' ) ).not.toBeInTheDocument();
		expect( screen.queryByRole( 'listitem' ) ).not.toBeInTheDocument();
		expect(
			screen.queryByText(
				'Currently there are no files available for upload or download.'
			)
		).not.toBeInTheDocument();
		warn.mockRestore();
	} );

	it( 'treats a hostile answer like a failure', async () => {
		const warn = jest
			.spyOn( console, 'warn' )
			.mockImplementation( () => undefined );
		serveFileList( { data: [ '<img src=x onerror=alert(1)>' ] } );
		renderTab();
		await waitFor( () => expect( warn ).toHaveBeenCalled() );
		expect( screen.queryByRole( 'progressbar' ) ).not.toBeInTheDocument();
		warn.mockRestore();
	} );

	// The counter's plural follows the total, in every language ('0 de 1 archivo', not 'archivos').
	it.each( [
		[ 'en', '0 of 1 File', '1 of 2 Files' ],
		[ 'de', '0 von 1 Datei', '1 von 2 Dateien' ],
		[ 'fr', '0 sur 1 fichier', '1 sur 2 fichiers' ],
		[ 'it', '0 di 1 file', '1 di 2 file' ],
		[ 'es', '0 de 1 archivo', '1 de 2 archivos' ],
		[ 'nl', '0 van 1 bestand', '1 van 2 bestanden' ],
	] )(
		'counts one file and two files in %s: %p, %p',
		async ( language, one, two ) => {
			await applyLanguage( language );
			serveFileList( {
				data: {
					personal: fileGroup( 'Persönliche Unterlagen', [
						fileRow(
							'personalausweis',
							'Personalausweis',
							'not_uploaded'
						),
					] ),
					building: fileGroup( 'Gebäudeunterlagen', [
						fileRow(
							'energieausweis',
							'Energieausweis',
							'confirmed'
						),
						fileRow( 'grundriss', 'Grundrisse', 'not_uploaded' ),
					] ),
				},
			} );
			renderTab( language );
			expect(
				await screen.findByText( one, { exact: true } )
			).toBeInTheDocument();
			expect( category( /Persönliche Unterlagen/ ) ).toHaveTextContent(
				one
			);
			expect( category( /Gebäudeunterlagen/ ) ).toHaveTextContent( two );
		}
	);

	it( 'speaks German', async () => {
		await applyLanguage( 'de' );
		serveFileList( mixedList() );
		renderTab( 'de' );
		expect(
			await screen.findByRole( 'progressbar', {
				// German keeps the percent sign with its number by a no-break space.
				name: '33\u00a0% erledigt',
			} )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'heading', {
				name: 'Checkliste für den Hausverkauf',
			} )
		).toBeInTheDocument();
		expect( category( /Persönliche Unterlagen/ ) ).toHaveTextContent(
			'1 von 2 Dateien'
		);
		expect(
			within( rowOf( 'Energieausweis' ) ).getByText(
				'Bestätigung ausstehend'
			)
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Grundbuchauszug hochladen' } )
		).toHaveTextContent( 'Hochladen' );
	} );
} );
