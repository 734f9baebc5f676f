import { htmlExcerpt } from './html-excerpt';

/**
 * The text a person reads in some HTML.
 * @param html
 */
const textOf = ( html: string ) => {
	const holder = document.createElement( 'div' );
	holder.innerHTML = html;
	return ( holder.textContent ?? '' ).replace( /\s+/g, ' ' ).trim();
};

describe( 'htmlExcerpt', () => {
	it( 'keeps HTML up to the limit whole', () => {
		const html = '<p>Kurz und <strong>gut</strong>.</p>';
		expect( htmlExcerpt( html, 220 ) ).toEqual( {
			html,
			truncated: false,
		} );
	} );

	it( 'counts text, not tags, and cuts between words with an ellipsis', () => {
		const html = '<p>Eins <strong>zwei drei</strong> vier fünf</p>';
		// "Eins zwei drei vier" is 19 characters; the limit falls inside "vier".
		const excerpt = htmlExcerpt( html, 17 );
		expect( excerpt.truncated ).toBe( true );
		expect( excerpt.html ).toBe(
			'<p>Eins <strong>zwei drei…</strong></p>'
		);
	} );

	it( 'never cuts inside a word holding an umlaut at the cut', () => {
		const html = '<p>Die Lage überzeugt durch Grünflächen</p>';
		// "Die Lage überzeugt durch Grün" = 29 characters: the cut falls inside "Grünflächen".
		const excerpt = htmlExcerpt( html, 29 );
		expect( textOf( excerpt.html ) ).toBe( 'Die Lage überzeugt durch…' );
		// Entities are text like any other: &uuml; counts as one character.
		expect(
			textOf( htmlExcerpt( '<p>Gr&uuml;n und sch&ouml;n</p>', 9 ).html )
		).toBe( 'Grün und…' );
	} );

	it( 'closes every open element and drops what follows the cut, lists included', () => {
		const html =
			'<p>Intro text here.</p><ul><li>Garten mit Teich</li><li>Garage</li></ul><p>Mehr <a href="https://x.example/">Link</a></p>';
		const excerpt = htmlExcerpt( html, 26 );
		expect( excerpt.html ).toBe(
			'<p>Intro text here.</p><ul><li>Garten mit…</li></ul>'
		);
	} );

	it( 'ends at the previous word when the next text starts with a long word', () => {
		const excerpt = htmlExcerpt(
			'<p>Alpha beta</p><p>Gammadeltaepsilon</p>',
			14
		);
		expect( excerpt.html ).toBe( '<p>Alpha beta…</p>' );
	} );

	it( 'never cuts a word that runs across inline elements', () => {
		// "Die Südterrasse": the limit falls inside the word, whose start stands in <b>.
		expect(
			htmlExcerpt( '<p>Die <b>Süd</b>terrasse ist groß</p>', 10 )
		).toEqual( {
			html: '<p>Die…</p>',
			truncated: true,
		} );
		// A word in three elements goes whole, and the empty elements with it.
		expect(
			htmlExcerpt( '<p>Ein <b>Sü</b><i>dter</i>rasse und mehr</p>', 9 )
				.html
		).toBe( '<p>Ein…</p>' );
		// A line break or a block ends a word: the text before it stays whole.
		expect(
			htmlExcerpt( '<p>Ein <em>Haus</em><br>Gartenhaus</p>', 11 ).html
		).toBe( '<p>Ein <em>Haus…</em><br></p>' );
		expect(
			htmlExcerpt( '<div>Ein <p>Haus</p>Gartenhaus</div>', 11 ).html
		).toBe( '<div>Ein <p>Haus…</p></div>' );
	} );

	it( 'counts a 220-character limit on text with tags', () => {
		const words = Array.from(
			{ length: 60 },
			( _, i ) => `Wört${ i }`
		).join( ' ' );
		const html = `<p><em>${ words }</em></p>`;
		const excerpt = htmlExcerpt( html, 220 );
		const text = textOf( excerpt.html );
		expect( excerpt.truncated ).toBe( true );
		expect(
			Array.from( text.replace( /…$/, '' ) ).length
		).toBeLessThanOrEqual( 220 );
		expect( words.startsWith( text.replace( /…$/, '' ) ) ).toBe( true );
		// The cut ends on a whole word.
		expect( text ).toMatch( /Wört\d+…$/ );
		expect( excerpt.html.startsWith( '<p><em>' ) ).toBe( true );
		expect( excerpt.html.endsWith( '…</em></p>' ) ).toBe( true );
	} );
} );
