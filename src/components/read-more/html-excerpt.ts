/**
 * The start of sanitized HTML up to a number of text characters, as HTML again: characters are
 * counted on the text a person reads (an umlaut is one, whitespace runs one space, tags none); the
 * cut falls between words, never inside one or inside a tag; open elements are closed and an
 * ellipsis marks the cut.
 */

/** What an excerpt gives back. */
export interface HtmlExcerpt {
	/** The shortened HTML (the whole input when it was short enough). */
	html: string;
	/** Whether anything was cut off. */
	truncated: boolean;
}

/**
 * Characters of a text as a person counts them.
 *
 * @param text A text node's text with whitespace runs collapsed.
 */
const characters = ( text: string ): string[] =>
	Array.from( text.normalize( 'NFC' ) );

/**
 * Removes every node after `node` in document order below `root` (its later siblings and the later
 * siblings of each ancestor).
 *
 * @param node The last node kept.
 * @param root The container.
 */
function dropEverythingAfter( node: Node, root: Node ): void {
	let current: Node | null = node;
	while ( current && current !== root ) {
		while ( current.nextSibling ) {
			current.parentNode?.removeChild( current.nextSibling );
		}
		current = current.parentNode;
	}
}

/**
 * Removes `node` and every node after it below `root`.
 *
 * @param node The first node dropped.
 * @param root The container.
 */
function dropFrom( node: Node, root: Node ): void {
	const parent = node.parentNode;
	const previous = node.previousSibling;
	parent?.removeChild( node );
	if ( previous ) {
		dropEverythingAfter( previous, root );
	} else if ( parent && parent !== root ) {
		dropEverythingAfter( parent, root );
		// An element left without content (e.g. an empty list item) goes too.
		if ( parent.textContent?.trim() === '' && parent.parentNode ) {
			dropFrom( parent, root );
		}
	}
}

/**
 * The excerpt of `html` with at most `limit` text characters.
 *
 * @param html  Sanitized HTML.
 * @param limit The most text characters kept.
 */
export function htmlExcerpt( html: string, limit: number ): HtmlExcerpt {
	const template = document.createElement( 'template' );
	template.innerHTML = html;
	const root = template.content;
	const walker = document.createTreeWalker( root, NodeFilter.SHOW_TEXT );
	let count = 0;
	let lastWasSpace = true;
	for ( let node = walker.nextNode(); node; node = walker.nextNode() ) {
		const text = ( node.nodeValue ?? '' ).replace( /\s+/g, ' ' );
		const chars = characters( text );
		// Leading space after a space (or at the start) is not read, so it does not count.
		const visible: string[] =
			lastWasSpace && chars[ 0 ] === ' ' ? chars.slice( 1 ) : chars;
		if ( visible.length === 0 ) {
			continue;
		}
		if ( count + visible.length <= limit ) {
			count += visible.length;
			lastWasSpace = visible[ visible.length - 1 ] === ' ';
			continue;
		}
		// The limit falls inside this text: cut at the last space within the allowance.
		const room = limit - count;
		const head = visible.slice( 0, room + 1 ).join( '' );
		const space = head.lastIndexOf( ' ' );
		const textNode = node as Text;
		if ( space > 0 ) {
			textNode.nodeValue = head.slice( 0, space ).trimEnd() + '…';
			dropEverythingAfter( textNode, root );
		} else {
			// No word boundary in reach here: end before this text, at the previous word, which
			// starts further back when this text goes on a word of the text before it.
			const previous = previousText( textNode, root );
			dropFrom( textNode, root );
			if ( visible[ 0 ] !== ' ' ) {
				dropWordStart( previous, root );
			}
			appendEllipsis( root );
		}
		return { html: serialize( root ), truncated: true };
	}
	return { html, truncated: false };
}

/** Elements that end a line of text: words never run across them. */
const BLOCKS = new Set( [
	'ADDRESS',
	'ARTICLE',
	'ASIDE',
	'BLOCKQUOTE',
	'BR',
	'DD',
	'DIV',
	'DL',
	'DT',
	'FIGCAPTION',
	'FIGURE',
	'FOOTER',
	'H1',
	'H2',
	'H3',
	'H4',
	'H5',
	'H6',
	'HEADER',
	'HR',
	'LI',
	'OL',
	'P',
	'PRE',
	'SECTION',
	'TABLE',
	'TD',
	'TH',
	'TR',
	'UL',
] );

/**
 * Whether a block element holds `text` but not `node`, so that a line ends between them.
 *
 * @param text A text before `node`.
 * @param node The later node.
 */
function inOtherBlock( text: Node, node: Node ): boolean {
	for (
		let element = text.parentNode;
		element && ! element.contains( node );
		element = element.parentNode
	) {
		if ( BLOCKS.has( ( element as Element ).tagName ) ) {
			return true;
		}
	}
	return false;
}

/**
 * The last text before `node` below `root` that holds characters, if it stands on the same line
 * (no block element or line break between them): the text a word of `node` may have begun in.
 *
 * @param node A text node.
 * @param root The container.
 */
function previousText( node: Node, root: Node ): Text | null {
	const walker = document.createTreeWalker( root, NodeFilter.SHOW_ALL );
	walker.currentNode = node;
	for (
		let current = walker.previousNode();
		current;
		current = walker.previousNode()
	) {
		if ( current.nodeType === Node.ELEMENT_NODE ) {
			// Reached going back only after its content: the start of the line's own block,
			// or a line break.
			if ( BLOCKS.has( ( current as Element ).tagName ) ) {
				return null;
			}
		} else if (
			current.nodeType === Node.TEXT_NODE &&
			( current.nodeValue ?? '' ) !== ''
		) {
			return inOtherBlock( current, node ) ? null : ( current as Text );
		}
	}
	return null;
}

/**
 * Drops the start of a word whose rest was dropped: the end of `text` back to its last space, and
 * further back while the word began in an earlier text of the same line.
 *
 * @param text The text before the dropped one on the same line (null: none).
 * @param root The container.
 */
function dropWordStart( text: Text | null, root: Node ): void {
	let current = text;
	while ( current && ! /\s$/.test( current.nodeValue ?? '' ) ) {
		const value = current.nodeValue ?? '';
		const space = value.search( /\s\S*$/ );
		if ( space >= 0 ) {
			current.nodeValue = value.slice( 0, space );
			return;
		}
		// The whole text belongs to the word: it goes, and the word may begin before it.
		const before = previousText( current, root );
		dropFrom( current, root );
		current = before;
	}
}

/**
 * Puts an ellipsis at the end of the last text that remains.
 *
 * @param root The container.
 */
function appendEllipsis( root: DocumentFragment ): void {
	const walker = document.createTreeWalker( root, NodeFilter.SHOW_TEXT );
	let last: Text | null = null;
	for ( let node = walker.nextNode(); node; node = walker.nextNode() ) {
		if ( ( node.nodeValue ?? '' ).trim() !== '' ) {
			last = node as Text;
		}
	}
	if ( last ) {
		last.nodeValue = ( last.nodeValue ?? '' ).trimEnd() + '…';
	}
}

/**
 * The HTML of a fragment.
 *
 * @param root The fragment.
 */
function serialize( root: DocumentFragment ): string {
	const holder = document.createElement( 'div' );
	holder.appendChild( root.cloneNode( true ) );
	return holder.innerHTML;
}
