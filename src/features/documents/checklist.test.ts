import {
	allRows,
	checklistOfAnswer,
	percentOf,
	progressOf,
	type ChecklistRow,
} from './checklist';

const file = (
	attribute: string,
	overrides: Record< string, unknown > = {}
) => ( {
	type: { key: attribute, name: attribute.toUpperCase(), description: 'd' },
	file: null,
	meta: { created_at: null, download_url: null },
	data_attribute: attribute,
	status: 'not_uploaded',
	...overrides,
} );

describe( 'checklistOfAnswer', () => {
	it( 'keeps the server’s grouping and order', () => {
		const checklist = checklistOfAnswer( {
			data: {
				personal: {
					name: 'Persönliche Unterlagen',
					count: { total: 2, uploaded: 1 },
					files: [
						file( 'ausweis', {
							file: 'a.pdf',
							status: 'confirmed',
							meta: {
								created_at: '2025-01-02T10:00:00Z',
								download_url:
									'https://api.example/media/files/1',
							},
						} ),
						file( 'grundbuch' ),
					],
				},
				building: {
					name: 'Gebäude',
					count: { total: 1, uploaded: 0 },
					files: [ file( 'energie', { status: 'unknown' } ) ],
				},
			},
		} );
		expect( checklist.groups.map( ( g ) => [ g.key, g.name ] ) ).toEqual( [
			[ 'personal', 'Persönliche Unterlagen' ],
			[ 'building', 'Gebäude' ],
		] );
		expect( checklist.groups[ 0 ]!.rows[ 0 ] ).toEqual( {
			attribute: 'ausweis',
			name: 'AUSWEIS',
			description: 'd',
			status: 'confirmed',
			fileName: 'a.pdf',
			uploadedAt: '2025-01-02T10:00:00Z',
			downloadUrl: 'https://api.example/media/files/1',
		} );
		expect( allRows( checklist ).map( ( r ) => r.status ) ).toEqual( [
			'confirmed',
			'not_uploaded',
			'unknown',
		] );
	} );

	it.each( [
		[ 'no object', 'files' ],
		[ 'an array', [] ],
		[ 'no data', { message: 'ok' } ],
		[ 'data as an array', { data: [] } ],
	] )( 'refuses an answer that is %s', ( _case, answer ) => {
		expect( () => checklistOfAnswer( answer ) ).toThrow();
	} );

	it( 'skips what cannot be used and reads the rest defensively', () => {
		const checklist = checklistOfAnswer( {
			data: {
				broken: 'x',
				mixed: {
					name: 42,
					files: [
						null,
						file( '' ),
						file( 'ok', {
							status: 'weird',
							file: 'x.pdf',
							type: null,
						} ),
						file( 'ok', { status: 'confirmed' } ),
						file( 'late', {
							meta: { download_url: 'javascript:alert(1)' },
						} ),
					],
				},
				nofiles: { name: 'Leer', files: 'none' },
			},
		} );
		expect( checklist.groups.map( ( g ) => g.key ) ).toEqual( [
			'mixed',
			'nofiles',
		] );
		const [ ok, late ] = checklist.groups[ 0 ]!.rows;
		expect( checklist.groups[ 0 ]!.name ).toBe( 'mixed' );
		expect( checklist.groups[ 0 ]!.rows ).toHaveLength( 2 );
		// An unknown state of a row with a file is shown as unknown; the name falls back.
		expect( ok ).toMatchObject( {
			name: 'ok',
			status: 'unknown',
			fileName: 'x.pdf',
		} );
		// A link of a row without a file is dropped.
		expect( late!.downloadUrl ).toBeNull();
		expect( checklist.groups[ 1 ]!.rows ).toEqual( [] );
	} );
} );

describe( 'progress', () => {
	const rows = ( uploaded: number, total: number ): ChecklistRow[] =>
		Array.from( { length: total }, ( _, i ) => ( {
			attribute: `r${ i }`,
			name: `R${ i }`,
			description: '',
			status: i < uploaded ? 'confirmed' : 'not_uploaded',
			fileName: i < uploaded ? `f${ i }.pdf` : null,
			uploadedAt: null,
			downloadUrl: null,
		} ) );

	it.each( [
		[ 0, 0, 0 ],
		[ 0, 3, 0 ],
		[ 1, 3, 33 ],
		[ 2, 3, 67 ],
		[ 1, 8, 13 ],
		[ 1, 200, 1 ],
		[ 199, 200, 100 ],
		[ 5, 5, 100 ],
	] )( '%d of %d uploaded is %d%%', ( uploaded, total, percent ) => {
		const progress = progressOf( rows( uploaded, total ) );
		expect( progress ).toEqual( { uploaded, total } );
		expect( percentOf( progress ) ).toBe( percent );
	} );
} );
