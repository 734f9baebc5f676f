import { truncateText } from './truncate';

describe( 'truncateText', () => {
	it( 'keeps text up to the limit', () => {
		expect( truncateText( 'Exposé versendet.', 56 ) ).toBe(
			'Exposé versendet.'
		);
		expect( truncateText( 'x'.repeat( 56 ), 56 ) ).toBe( 'x'.repeat( 56 ) );
	} );

	it( 'cuts at 56 characters with an ellipsis, counting umlauts as one', () => {
		const remark =
			'Schriftliches Angebot über den Angebotspreis eingegangen, Finanzierungsbestätigung folgt.';
		const cut = truncateText( remark, 56 );
		expect( cut ).toBe(
			'Schriftliches Angebot über den Angebotspreis eingegangen…'
		);
		expect( Array.from( cut ) ).toHaveLength( 57 );
		// Decomposed umlauts count once too.
		expect( truncateText( 'u\u0308'.repeat( 60 ), 56 ) ).toBe(
			'ü'.repeat( 56 ) + '…'
		);
	} );
} );
