import { parseDashboard } from './estate-list';
import { dashboardAnswer, listItem } from '@test-support/dashboard/fixtures';

describe( 'parseDashboard', () => {
	it( 'merges a property in several relations into one card, relations in the order owner, contact person, interested', () => {
		const cards = parseDashboard(
			dashboardAnswer( {
				estatesInterested: [ listItem( '7' ) ],
				estatesContactPerson: [ listItem( '7' ) ],
				estatesOwned: [
					listItem( '7', { settings: { document: false } } ),
				],
			} )
		);
		expect( cards ).toHaveLength( 1 );
		expect( cards[ 0 ]?.relations ).toEqual( [
			'owner',
			'contactperson',
			'interested',
		] );
		// The owner's flags are the ones that count.
		expect( cards[ 0 ]?.settings.document ).toBe( false );
	} );

	it( 'falls back to mainLangId, and keeps properties without any id apart', () => {
		const cards = parseDashboard(
			dashboardAnswer( {
				estatesOwned: [
					listItem( '', { elements: { mainLangId: '55' } } ),
					listItem( '', { elements: { mainLangId: '' } } ),
				],
				estatesInterested: [
					listItem( '', { elements: { mainLangId: '55' } } ),
					listItem( '', { elements: { mainLangId: '' } } ),
				],
			} )
		);
		expect( cards.map( ( card ) => [ card.id, card.relations ] ) ).toEqual(
			[
				[ '55', [ 'owner', 'interested' ] ],
				[ '', [ 'owner' ] ],
				[ '', [ 'interested' ] ],
			]
		);
	} );

	it( 'reads status from status2, else status, with the server labels', () => {
		const [ modern, legacy ] = parseDashboard(
			dashboardAnswer( {
				estatesOwned: [
					listItem( '1' ),
					listItem( '2', {
						elements: {
							status2: undefined,
							_status2: undefined,
							status: 'status2obj_archiviert',
							_status: 'Archiviert',
						},
					} ),
				],
			} )
		);
		expect( modern?.status ).toEqual( {
			code: 'status2obj_aktiv',
			label: 'Aktiv',
		} );
		expect( legacy?.status ).toEqual( {
			code: 'status2obj_archiviert',
			label: 'Archiviert',
		} );
	} );

	it( 'skips broken items and throws on an answer without its lists', () => {
		expect(
			parseDashboard(
				dashboardAnswer( {
					estatesOwned: [
						null,
						{ elements: 'x' },
						listItem( '3' ),
					] as never,
				} )
			)
		).toHaveLength( 1 );
		expect( () => parseDashboard( null ) ).toThrow();
		expect( () => parseDashboard( [] ) ).toThrow();
		expect( () =>
			parseDashboard( { estatesOwned: [], estatesInterested: [] } )
		).toThrow();
	} );
} );
