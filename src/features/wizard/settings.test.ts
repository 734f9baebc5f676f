/**
 * The wizard's configuration as read from the settings answer: every step, with what is malformed
 * dropped, and a failure for an answer without sections.
 */
import { parseValuationSettings } from './settings';

let warn: jest.SpyInstance;
beforeEach( () => {
	warn = jest.spyOn( console, 'warn' ).mockImplementation( () => undefined );
} );
afterEach( () => warn.mockRestore() );

describe( 'parseValuationSettings', () => {
	it( 'reads every step and drops what is malformed', () => {
		const config = parseValuationSettings( {
			available_fields: {
				sections: [
					null,
					{ name: 'unknown', categories: [] },
					{
						name: 'category',
						categories: [
							'junk',
							{
								value: 'objektart',
								fields: [
									{ key: 'objektart', field_type: 'nope' },
									{
										key: 'objektart',
										field_type: 'select',
										options: [ { value: 'haus' }, 7 ],
									},
								],
							},
						],
					},
				],
			},
		} );
		expect( config.type ).toEqual( [] );
		expect( config.category ).toHaveLength( 1 );
		expect( config.category[ 0 ]?.fields ).toHaveLength( 1 );
		expect( config.category[ 0 ]?.fields[ 0 ]?.options ).toEqual( [
			expect.objectContaining( { value: 'haus', label: 'haus' } ),
		] );
	} );

	it( 'fails on an answer without sections', () => {
		expect( () => parseValuationSettings( { data: [] } ) ).toThrow();
		expect( () => parseValuationSettings( null ) ).toThrow();
	} );
} );
