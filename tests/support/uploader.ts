/**
 * Lets FilePond run in the component tests' jsdom, and chooses files through its browse input as
 * a person would. For tests only.
 *
 * jsdom lacks `CSS.supports` and `matchMedia`, which FilePond's browser check and layout need, and
 * its `File` is not the `Blob` of the Fetch API the tests run with; Node's `File` stands in so the
 * file a test chooses is the one the request carries.
 */
import { File as NodeFile } from 'node:buffer';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Installs what FilePond needs; call before the uploader first loads (e.g. at the top of a test
 * file). Returns Node's `File` for building test files.
 */
export function installFilePondSupport(): typeof File {
	const win = window as unknown as Record< string, unknown >;
	win.CSS = { ...( win.CSS as object ), supports: () => false };
	if ( typeof window.matchMedia !== 'function' ) {
		win.matchMedia = ( query: string ) => ( {
			matches: false,
			media: query,
			onchange: null,
			addEventListener: () => undefined,
			removeEventListener: () => undefined,
			addListener: () => undefined,
			removeListener: () => undefined,
			dispatchEvent: () => true,
		} );
	}
	( globalThis as unknown as Record< string, unknown > ).File = NodeFile;
	return NodeFile as unknown as typeof File;
}

/**
 * The browse input of the uploader inside `container`, once FilePond has loaded and made it.
 *
 * @param container Where the uploader is (e.g. the dialog).
 */
export async function browseInput(
	container: HTMLElement
): Promise< HTMLInputElement > {
	return waitFor( () => {
		const input = container.querySelector< HTMLInputElement >(
			'input.filepond--browser'
		);
		if ( ! input ) {
			throw new Error( 'The uploader has not loaded yet.' );
		}
		return input;
	} );
}

/**
 * Chooses files through the browse input, as with the system's file dialog set to "All files".
 *
 * @param container Where the uploader is.
 * @param files     The files.
 */
export async function chooseFiles(
	container: HTMLElement,
	files: File | File[]
): Promise< void > {
	const user = userEvent.setup( { applyAccept: false } );
	await user.upload( await browseInput( container ), files );
}
