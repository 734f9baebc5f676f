/**
 * The owner's document checklist, uploads and signed download URLs.
 * Test titles start with the contract's operationId and `ok:` or `error:` (checked by contract.test.ts).
 */
import { MAX_UPLOAD_BYTES } from '../src/app';
import { pdfDocument } from '../src/media';
import { ORIGIN, pathOf, startSandbox, type TestSandbox } from './helpers';

let t: TestSandbox;
let owner: string;
let buyer: string;
beforeAll( async () => {
	t = await startSandbox();
} );
beforeEach( async () => {
	t.clock.t = Date.parse( '2026-06-01T10:00:00Z' );
	await t.control( 'POST', '/__sandbox/reset' );
	owner = await t.login( 'owner@example.com' );
	buyer = await t.login( 'buyer@example.com' );
} );
afterAll( async () => {
	await t.stop();
} );

const PNG = Buffer.from(
	'89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f0c4e80000000049454e44ae426082',
	'hex'
);

function uploadForm(
	name: string,
	content: Buffer,
	fields: Record< string, string > = {}
) {
	const form = new FormData();
	form.append( 'file', new Blob( [ new Uint8Array( content ) ] ), name );
	const all = {
		url: ORIGIN,
		module: 'estate',
		related_record_id: '101',
		art: 'Dokument',
		document_attribute: 'grundbuchauszug',
		...fields,
	};
	for ( const [ k, v ] of Object.entries( all ) ) {
		form.append( k, v );
	}
	return form;
}

describe( 'listEstateFiles', () => {
	it( 'listEstateFiles ok: groups with counts and rows uploaded or missing', async () => {
		const res = await t.api( 'GET', '/api/file/list/estate/101', {
			token: owner,
		} );
		expect( Object.keys( res.json.data ) ).toEqual( [
			'personal',
			'building',
			'contracts',
		] );
		expect( res.json.data.personal.count ).toEqual( {
			total: 2,
			uploaded: 1,
		} );
		const rows = Object.values( res.json.data ).flatMap(
			( g: any ) => g.files
		);
		expect(
			new Set( rows.map( ( r: { status: string } ) => r.status ) )
		).toEqual(
			new Set( [
				'confirmed',
				'not_confirmed',
				'not_uploaded',
				'unknown',
			] )
		);
		const missing = rows.find(
			( r: { data_attribute: string } ) =>
				r.data_attribute === 'grundbuchauszug'
		);
		expect( missing ).toMatchObject( {
			file: null,
			meta: { created_at: null, download_url: null },
			status: 'not_uploaded',
		} );
	} );

	it( 'listEstateFiles error: documents switched off, or not the owner', async () => {
		expect(
			(
				await t.api( 'GET', '/api/file/list/estate/103', {
					token: owner,
				} )
			).json
		).toEqual( { message: 'feature_disabled' } );
		expect(
			(
				await t.api( 'GET', '/api/file/list/estate/101', {
					token: buyer,
				} )
			).status
		).toBe( 404 );
	} );
} );

describe( 'uploadFile', () => {
	it( 'uploadFile ok: a PDF fills its row, is listed and downloadable', async () => {
		const pdf = pdfDocument( 'Grundbuch' );
		const res = await t.api( 'POST', '/api/file/upload', {
			token: owner,
			form: uploadForm( 'grundbuch.pdf', pdf ),
		} );
		expect( res.status ).toBe( 201 );
		expect( res.json.data ).toMatchObject( {
			file: 'grundbuch.pdf',
			data_attribute: 'grundbuchauszug',
			status: 'not_confirmed',
		} );
		const list = await t.api( 'GET', '/api/file/list/estate/101', {
			token: owner,
		} );
		expect( list.json.data.personal.count ).toEqual( {
			total: 2,
			uploaded: 2,
		} );
		const download = await fetch( res.json.data.meta.download_url );
		expect(
			Buffer.from( await download.arrayBuffer() ).equals( pdf )
		).toBe( true );
	} );

	it( 'uploadFile ok: png, jpg and gif are accepted by extension and content', async () => {
		const jpg = Buffer.concat( [
			Buffer.from( [ 0xff, 0xd8, 0xff, 0xe0 ] ),
			Buffer.alloc( 20 ),
		] );
		const gif = Buffer.from(
			'GIF89a\x01\x00\x01\x00\x00\x00\x00;',
			'latin1'
		);
		for ( const [ name, content ] of [
			[ 'plan.png', PNG ],
			[ 'foto.JPEG', jpg ],
			[ 'a.gif', gif ],
		] as const ) {
			const res = await t.api( 'POST', '/api/file/upload', {
				token: owner,
				form: uploadForm( name, content, {
					document_attribute: 'grundriss',
				} ),
			} );
			expect( res.status ).toBe( 201 );
		}
	} );

	it( 'uploadFile error: wrong type, a .pdf that is really a PNG, no file, unknown row', async () => {
		const exe = await t.api( 'POST', '/api/file/upload', {
			token: owner,
			form: uploadForm( 'tool.exe', pdfDocument( 'x' ) ),
		} );
		expect( exe.json ).toEqual( {
			message: 'validation_failed',
			errors: { file: [ 'invalid_file_type' ] },
		} );
		const fake = await t.api( 'POST', '/api/file/upload', {
			token: owner,
			form: uploadForm( 'scan.pdf', PNG ),
		} );
		expect( fake.json ).toEqual( {
			message: 'validation_failed',
			errors: { file: [ 'file_content_mismatch' ] },
		} );
		const form = new FormData();
		form.append( 'module', 'estate' );
		form.append( 'related_record_id', '101' );
		form.append( 'document_attribute', 'grundriss' );
		const none = await t.api( 'POST', '/api/file/upload', {
			token: owner,
			form,
		} );
		expect( none.json.errors ).toEqual( { file: [ 'file_required' ] } );
		const row = await t.api( 'POST', '/api/file/upload', {
			token: owner,
			form: uploadForm( 'a.pdf', pdfDocument( 'x' ), {
				document_attribute: 'nope',
			} ),
		} );
		expect( row.json.errors ).toEqual( {
			document_attribute: [ 'invalid_document_attribute' ],
		} );
		const list = await t.api( 'GET', '/api/file/list/estate/101', {
			token: owner,
		} );
		expect( list.json.data.personal.count.uploaded ).toBe( 1 );
	} );

	it( 'uploadFile error: not signed in is 401, an estate of another customer 404', async () => {
		expect(
			(
				await t.api( 'POST', '/api/file/upload', {
					form: uploadForm( 'a.pdf', pdfDocument( 'x' ) ),
				} )
			).status
		).toBe( 401 );
		const res = await t.api( 'POST', '/api/file/upload', {
			token: buyer,
			form: uploadForm( 'a.pdf', pdfDocument( 'x' ) ),
		} );
		expect( res.json ).toEqual( { message: 'estate_not_found' } );
	} );

	it( 'uploadFile error: the size limit is 128000000 bytes and a file above the limit is refused', async () => {
		expect( MAX_UPLOAD_BYTES ).toBe( 128000000 );
		expect( t.sb.maxUploadBytes ).toBe( 128000000 );
		// The behaviour is proven on a sandbox with a lower limit, so the test does not move 128 MB.
		const small = await (
			await import( './helpers' )
		).startSandbox( { maxUploadBytes: 1000 } );
		try {
			const token = await small.login( 'owner@example.com' );
			const big = Buffer.concat( [
				pdfDocument( 'x' ),
				Buffer.alloc( 1001 ),
			] );
			const res = await small.api( 'POST', '/api/file/upload', {
				token,
				form: uploadForm( 'big.pdf', big ),
			} );
			expect( res.status ).toBe( 422 );
			expect( res.json ).toEqual( {
				message: 'validation_failed',
				errors: { file: [ 'file_too_large' ] },
			} );
			const fits = await small.api( 'POST', '/api/file/upload', {
				token,
				form: uploadForm( 'ok.pdf', pdfDocument( 'x' ) ),
			} );
			expect( fits.status ).toBe( 201 );
		} finally {
			await small.stop();
		}
	} );
} );

describe( 'signed document URLs', () => {
	it( 'listEstateFiles ok: download_url serves the stored document for 60 minutes', async () => {
		const list = await t.api( 'GET', '/api/file/list/estate/101', {
			token: owner,
		} );
		const row = list.json.data.personal.files.find(
			( f: { data_attribute: string } ) =>
				f.data_attribute === 'personalausweis'
		);
		const res = await fetch( row.meta.download_url );
		expect( res.status ).toBe( 200 );
		expect( res.headers.get( 'content-type' ) ).toBe( 'application/pdf' );
		expect( ( await res.text() ).startsWith( '%PDF-' ) ).toBe( true );
		t.clock.t += 61 * 60_000;
		const expired = await t.api( 'GET', pathOf( row.meta.download_url ), {
			bare: true,
		} );
		expect( expired.status ).toBe( 403 );
		expect( expired.json ).toEqual( { message: 'invalid_signature' } );
	} );
} );

describe( 'persistence', () => {
	it( 'uploadFile ok: uploads and recorded visits survive a restart', async () => {
		await t.api( 'POST', '/api/file/upload', {
			token: owner,
			form: uploadForm( 'g.pdf', pdfDocument( 'G' ) ),
		} );
		await t.api( 'POST', '/api/onoffice/estates/101/log', {
			token: owner,
			body: { note: 'kept', actionkind: 'a', actiontype: 'b' },
		} );
		await t.restart();
		const list = await t.api( 'GET', '/api/file/list/estate/101', {
			token: owner,
		} );
		const row = list.json.data.personal.files.find(
			( f: { data_attribute: string } ) =>
				f.data_attribute === 'grundbuchauszug'
		);
		expect( row.file ).toBe( 'g.pdf' );
		expect( ( await fetch( row.meta.download_url ) ).status ).toBe( 200 );
		expect(
			t.sb.store.data.estates.find( ( e ) => e.id === '101' )
				?.crmActivity[ 0 ]?.Bemerkung
		).toBe( 'kept' );
	} );
} );

describe( 'the checklist’s cases', () => {
	it( 'listEstateFiles ok: 117 has the document flag on and an empty checklist', async () => {
		const detail = await t.api( 'GET', '/api/onoffice/estates/117', {
			token: owner,
		} );
		expect( detail.json.settings.document ).toBe( true );
		const res = await t.api( 'GET', '/api/file/list/estate/117', {
			token: owner,
		} );
		expect( res.status ).toBe( 200 );
		expect( res.json ).toEqual( { data: {} } );
	} );

	it( 'listEstateFiles ok: every row of 106 is uploaded', async () => {
		const res = await t.api( 'GET', '/api/file/list/estate/106', {
			token: owner,
		} );
		const groups = Object.values< any >( res.json.data );
		expect( groups.length ).toBeGreaterThan( 0 );
		for ( const g of groups ) {
			expect( g.count.uploaded ).toBe( g.count.total );
			for ( const f of g.files ) {
				expect( f.file ).not.toBeNull();
				expect( f.meta.download_url ).toMatch( /^http/ );
			}
		}
	} );

	it( 'listEstateFiles ok: group names, row names and info texts follow the request’s language', async () => {
		const list = async ( lang: string ) =>
			(
				await t.api( 'GET', '/api/file/list/estate/101', {
					token: owner,
					lang,
				} )
			).json.data;
		const en = await list( 'en' );
		const de = await list( 'de' );
		expect( en.personal.name ).toBe( 'Personal documents' );
		expect( de.personal.name ).toBe( 'Persönliche Unterlagen' );
		expect( en.personal.files[ 0 ].type ).toEqual( {
			key: 'personalausweis',
			name: 'Identity card',
			description:
				'A copy of every owner’s identity card, front and back.',
		} );
		expect( de.personal.files[ 0 ].type.name ).toBe( 'Personalausweis' );
		expect( Object.keys( en ) ).toEqual( Object.keys( de ) );
	} );
} );
