/**
 * 'Copy statement' on the settings page: copies the accessibility statement to the clipboard as
 * HTML (the block editor turns pasted HTML into headings, paragraphs and lists) and as plain
 * text, and says so in a status region. Where the browser refuses the clipboard, the statement
 * is selected instead and the region says how to copy it.
 */

/** What the page says after a press (translated by the server, in the button's data attributes). */
export interface CopyMessages {
	/** The statement is on the clipboard. */
	copied: string;
	/** The clipboard was refused; the statement is selected. */
	select: string;
}

/** The part of the Clipboard API the copy uses. */
export interface StatementClipboard {
	/** Writes rich content (HTML and plain text). */
	write?: ( items: ClipboardItem[] ) => Promise< void >;
	/** Writes plain text. */
	writeText?: ( text: string ) => Promise< void >;
}

/**
 * The statement as plain text: one block per heading, paragraph or list item, separated by blank
 * lines; list items start with "- ".
 *
 * @param statement The element that holds the statement.
 */
export function statementText( statement: HTMLElement ): string {
	return Array.from( statement.querySelectorAll( 'h2, h3, p, li' ) )
		.map(
			( block ) =>
				( block.tagName === 'LI' ? '- ' : '' ) +
				( block.textContent ?? '' ).replace( /\s+/g, ' ' ).trim()
		)
		.join( '\n\n' );
}

/**
 * Puts the statement on the clipboard: as HTML and text where the browser can, else as text.
 *
 * @param statement The element that holds the statement.
 * @param clipboard The clipboard.
 * @return Whether it was copied.
 */
async function writeStatement(
	statement: HTMLElement,
	clipboard: StatementClipboard | undefined
): Promise< boolean > {
	const text = statementText( statement );
	try {
		if ( clipboard?.write && typeof ClipboardItem === 'function' ) {
			await clipboard.write( [
				new ClipboardItem( {
					'text/html': new Blob( [ statement.innerHTML.trim() ], {
						type: 'text/html',
					} ),
					'text/plain': new Blob( [ text ], { type: 'text/plain' } ),
				} ),
			] );
			return true;
		}
		if ( clipboard?.writeText ) {
			await clipboard.writeText( text );
			return true;
		}
	} catch {
		// Refused (no permission, not a secure page): the selection below lets the broker copy it.
	}
	return false;
}

/**
 * Copies the statement and says what happened. A message the region already shows is cleared
 * first, so a second press is announced again.
 *
 * @param statement The element that holds the statement.
 * @param status    The status region.
 * @param messages  What to say.
 * @param clipboard The clipboard (the browser's by default).
 */
export async function copyStatement(
	statement: HTMLElement,
	status: HTMLElement,
	messages: CopyMessages,
	clipboard: StatementClipboard | undefined = navigator.clipboard
): Promise< void > {
	status.textContent = '';
	if ( await writeStatement( statement, clipboard ) ) {
		status.textContent = messages.copied;
		return;
	}
	statement.ownerDocument.defaultView
		?.getSelection()
		?.selectAllChildren( statement );
	status.textContent = messages.select;
}

/**
 * Wires the button, once the page holds it; it stays disabled without the script.
 */
export function wireCopyStatement(): void {
	const button = document.getElementById( 'customer-area-copy-statement' );
	const statement = document.getElementById(
		'customer-area-accessibility-statement'
	);
	const status = document.getElementById( 'customer-area-statement-status' );
	if (
		! ( button instanceof HTMLButtonElement ) ||
		! statement ||
		! status
	) {
		return;
	}
	const messages: CopyMessages = {
		copied: button.dataset.copied ?? '',
		select: button.dataset.select ?? '',
	};
	button.addEventListener( 'click', () => {
		void copyStatement( statement, status, messages );
	} );
	button.disabled = false;
}
