/**
 * The roots the entry starts: every popup and the first full area in document order.
 */
import { testEmbed } from '@test-support/test-config';
import { leftEmptyMessage, rootsToMount, type PageRoot } from './page-roots';

/**
 * A root element with an embed.
 *
 * @param id    The element's id.
 * @param embed The embed's attributes.
 */
function root( id: string, embed = testEmbed() ): PageRoot {
	const element = document.createElement( 'div' );
	element.id = id;
	return { element, embed };
}

describe( 'rootsToMount', () => {
	it( 'starts the first full root and every popup; later full roots, the wizard included, stay empty', () => {
		const popup = root( 'a', testEmbed( { popup: true } ) );
		const wizard = root( 'b', testEmbed( { isLeadgen: true } ) );
		const full = root( 'c' );
		const lastPopup = root( 'd', testEmbed( { popup: true } ) );

		expect( rootsToMount( [ popup, wizard, full, lastPopup ] ) ).toEqual( {
			mount: [ popup, wizard, lastPopup ],
			leftEmpty: [ full ],
		} );
	} );

	it( 'starts everything on a page with one full root or only popups', () => {
		const popup = root( 'a', testEmbed( { popup: true } ) );
		const full = root( 'b' );

		expect( rootsToMount( [ popup, full ] ) ).toEqual( {
			mount: [ popup, full ],
			leftEmpty: [],
		} );
		expect( rootsToMount( [ popup ] ) ).toEqual( {
			mount: [ popup ],
			leftEmpty: [],
		} );
		expect( rootsToMount( [] ) ).toEqual( { mount: [], leftEmpty: [] } );
	} );

	it( 'names both roots and the way out in the console message', () => {
		expect(
			leftEmptyMessage(
				root( 'customer-area-4' ),
				root( 'customer-area-2' )
			)
		).toBe(
			'#customer-area-4 stays empty: this page already shows the full customer area or the valuation wizard in #customer-area-2, and a page shows one of them once (beside any number of popups). Make this embed a popup (popup="true"), or remove it.'
		);
	} );
} );
