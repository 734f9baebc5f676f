/**
 * 'Copy statement' on the settings page, pressed as a broker would (with the keyboard): the
 * statement goes to the clipboard as HTML and plain text and the status region says so; where
 * the clipboard is refused, the statement is selected and the region says how to copy it.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { statementText, wireCopyStatement } from './copy-statement';

const COPIED =
	'The statement has been copied. Paste it into a page and fill in the parts in square brackets.';
const SELECT =
	'The statement could not be copied automatically; it is now selected. Press Ctrl+C (⌘+C on a Mac) to copy it.';

/** What the fake clipboard received. */
interface Written {
	html: string;
	text: string;
}

/** A stand-in for the browser's ClipboardItem (jsdom has none). */
class FakeClipboardItem {
	/**
	 * Keeps the blobs by type.
	 *
	 * @param items Blob by MIME type.
	 */
	constructor( readonly items: Record< string, Blob > ) {}
}

/**
 * Renders the section as the settings page prints it, and wires it as the entry script does.
 */
function renderSection(): void {
	document.body.innerHTML = `
		<h2 id="customer-area-statement-title">Accessibility statement</h2>
		<p id="customer-area-statement-help">Copy it into a page of your site.</p>
		<button type="button" id="customer-area-copy-statement" aria-describedby="customer-area-statement-help"
			data-copied="${ COPIED }" data-select="${ SELECT }" disabled>Copy statement</button>
		<p id="customer-area-statement-status" role="status"></p>
		<section id="customer-area-accessibility-statement" aria-labelledby="customer-area-statement-title">
			<h2>Accessibility statement for our customer area</h2>
			<p>This statement covers the customer area.   [Name of your company] provides it.</p>
			<h3>Known limits</h3>
			<ul><li>Automated tests find only part of all barriers.</li><li>PDF documents may not be accessible.</li></ul>
		</section>`;
	wireCopyStatement();
}

/**
 * Installs a clipboard on the navigator.
 *
 * @param clipboard The clipboard, or undefined for none.
 */
function useClipboard( clipboard: unknown ): void {
	Object.defineProperty( window.navigator, 'clipboard', {
		value: clipboard,
		configurable: true,
	} );
}

const PLAIN = [
	'Accessibility statement for our customer area',
	'This statement covers the customer area. [Name of your company] provides it.',
	'Known limits',
	'- Automated tests find only part of all barriers.',
	'- PDF documents may not be accessible.',
].join( '\n\n' );

afterEach( () => {
	useClipboard( undefined );
	Reflect.deleteProperty( globalThis, 'ClipboardItem' );
} );

describe( 'Copy statement', () => {
	it( 'copies the statement as HTML and text by keyboard, and says so', async () => {
		const written: Written[] = [];
		Object.defineProperty( globalThis, 'ClipboardItem', {
			value: FakeClipboardItem,
			configurable: true,
		} );
		useClipboard( {
			write: async ( [ item ]: FakeClipboardItem[] ) => {
				written.push( {
					html: ( await item?.items[ 'text/html' ]?.text() ) ?? '',
					text: ( await item?.items[ 'text/plain' ]?.text() ) ?? '',
				} );
			},
		} );
		renderSection();
		const button = screen.getByRole( 'button', { name: 'Copy statement' } );
		expect( button ).toBeEnabled();

		await userEvent.tab();
		expect( button ).toHaveFocus();
		await userEvent.keyboard( '{Enter}' );

		expect( await screen.findByRole( 'status' ) ).toHaveTextContent(
			COPIED
		);
		expect( written ).toHaveLength( 1 );
		const [ copied ] = written;
		expect( copied?.text ).toBe( PLAIN );
		expect( copied?.html ).toMatch(
			/^<h2>Accessibility statement for our customer area<\/h2>[\s\S]*<li>PDF documents may not be accessible\.<\/li><\/ul>$/
		);
	} );

	it( 'falls back to plain text where the browser has no ClipboardItem', async () => {
		const texts: string[] = [];
		useClipboard( {
			writeText: async ( text: string ) => {
				texts.push( text );
			},
		} );
		renderSection();

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Copy statement' } )
		);

		expect( await screen.findByRole( 'status' ) ).toHaveTextContent(
			COPIED
		);
		expect( texts ).toEqual( [ PLAIN ] );
	} );

	it( 'selects the statement and says how to copy it when the clipboard is refused', async () => {
		useClipboard( {
			writeText: () =>
				Promise.reject(
					new DOMException( 'denied', 'NotAllowedError' )
				),
		} );
		renderSection();

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Copy statement' } )
		);

		expect( await screen.findByRole( 'status' ) ).toHaveTextContent(
			SELECT
		);
		expect( window.getSelection()?.toString() ).toContain(
			'PDF documents may not be accessible.'
		);
	} );

	it( 'reads the statement as plain text, one block per line pair', () => {
		renderSection();
		const statement = document.getElementById(
			'customer-area-accessibility-statement'
		) as HTMLElement;

		expect( statementText( statement ) ).toBe( PLAIN );
	} );
} );
