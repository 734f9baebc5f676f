/**
 * Dashboard, estate detail, statistics, activity log, document checklist with upload, and the valuation
 * wizard's calls. Test titles start with the contract's operationId and `ok:` or `error:`.
 */
import { MAX_UPLOAD_BYTES } from '../src/app';
import { pdfDocument } from '../src/media';
import {
	hashQuery,
	ORIGIN,
	PAGE,
	startSandbox,
	type TestSandbox,
} from './helpers';

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

const ids = ( list: Array< { elements: { Id: string } } > ) =>
	list.map( ( e ) => e.elements.Id );

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

describe( 'listEstates', () => {
	it( 'listEstates ok: owner@ owns eleven, is interested in one and contact person for one', async () => {
		const res = await t.api( 'GET', '/api/onoffice/estates', {
			token: owner,
		} );
		expect( res.status ).toBe( 200 );
		expect( ids( res.json.estatesOwned ) ).toEqual( [
			'101',
			'102',
			'103',
			'104',
			'105',
			'106',
			'107',
			'108',
			'109',
			'110',
			'111',
		] );
		expect( ids( res.json.estatesInterested ) ).toEqual( [ '112' ] );
		expect( ids( res.json.estatesContactPerson ) ).toEqual( [ '113' ] );
		const first = res.json.estatesOwned[ 0 ];
		expect( first.picture.url ).toMatch( /\/media\/estates\/101-1\.svg$/ );
		expect( first.broker ).toMatchObject( {
			Vorname: 'Maria',
			Name: 'Makler',
			Email: 'maria.makler@example.com',
		} );
		expect( first.settings ).toEqual( {
			reporting: true,
			reporting_statistics: true,
			reporting_activities: true,
			document: true,
		} );
		const noImage = res.json.estatesOwned.find(
			( e: { elements: { Id: string } } ) => e.elements.Id === '106'
		);
		expect( noImage.picture.url ).toBe( '' );
	} );

	it( 'listEstates ok: every status of spec 2, sale and rent, missing and reversed dates are in the demo data', async () => {
		const all = [
			...(
				await t.api( 'GET', '/api/onoffice/estates', { token: owner } )
			).json.estatesOwned,
			...(
				await t.api( 'GET', '/api/onoffice/estates', { token: owner } )
			).json.estatesInterested,
			...(
				await t.api( 'GET', '/api/onoffice/estates', { token: owner } )
			).json.estatesContactPerson,
		].map( ( e ) => e.elements );
		const statuses = new Set( all.map( ( e ) => e.status2 ?? e.status ) );
		for ( const s of [
			'status2obj_aktiv',
			'aktive_vermarktung',
			'passive_vermarktung',
			'reserviert',
			'status2obj_inaktiv',
			'marktbeobachtung',
			'in_akquise',
			'vorbereitung',
			'status2obj_archiviert',
			'auftrag_entzogen',
			'verkauft',
			'vermietet',
			'fremd_verkauft_vermietet',
		] ) {
			expect( statuses ).toContain( s );
		}
		expect(
			all.some(
				( e ) => e._vermarktungsart === 'kauf' && e.kaufpreis > 0
			)
		).toBe( true );
		expect(
			all.some(
				( e ) => e._vermarktungsart === 'miete' && e.kaltmiete > 0
			)
		).toBe( true );
		expect(
			all.some( ( e ) => e.auftragvon === '' && e.auftragbis === '' )
		).toBe( true );
		expect(
			all.some(
				( e ) =>
					e.auftragvon && e.auftragbis && e.auftragvon > e.auftragbis
			)
		).toBe( true );
	} );

	it( 'listEstates ok: buyer@ only interested / contact person, empty@ has nothing', async () => {
		const res = await t.api( 'GET', '/api/onoffice/estates', {
			token: buyer,
		} );
		expect( res.json.estatesOwned ).toEqual( [] );
		expect( ids( res.json.estatesInterested ) ).toEqual( [ '112', '114' ] );
		expect( ids( res.json.estatesContactPerson ) ).toEqual( [ '113' ] );
		const empty = await t.api( 'GET', '/api/onoffice/estates', {
			token: await t.login( 'empty@example.com' ),
		} );
		expect( empty.json ).toEqual( {
			estatesOwned: [],
			estatesInterested: [],
			estatesContactPerson: [],
		} );
	} );

	it( 'listEstates error: 401 without a token', async () => {
		expect( ( await t.api( 'GET', '/api/onoffice/estates' ) ).status ).toBe(
			401
		);
	} );
} );

describe( 'getEstate', () => {
	it( 'getEstate ok: data, labelled fields, images with a Titelbild, settings, relations', async () => {
		const res = await t.api( 'GET', '/api/onoffice/estates/101', {
			token: owner,
			lang: 'de',
		} );
		expect( res.status ).toBe( 200 );
		expect( res.json.data[ 0 ].elements.objekttitel ).toContain(
			'Einfamilienhaus'
		);
		expect( res.json.fields[ 0 ].elements.kaufpreis ).toEqual( {
			label: 'Kaufpreis',
			type: 'float',
		} );
		const images = res.json.images[ 0 ].elements;
		expect( images ).toHaveLength( 4 );
		expect(
			images.filter( ( i: { type: string } ) => i.type === 'Titelbild' )
		).toHaveLength( 1 );
		expect( res.json.relations ).toEqual( [
			{ type: 'owner', owner: true },
		] );
		expect( res.json.settings.document ).toBe( true );
	} );

	it( 'getEstate ok: an interested customer sees the estate without owner rights', async () => {
		const res = await t.api( 'GET', '/api/onoffice/estates/112', {
			token: buyer,
		} );
		expect( res.json.relations ).toEqual( [
			{ type: 'interested', owner: false },
		] );
	} );

	it( 'getEstate error: an estate not linked to the customer is 404', async () => {
		const res = await t.api( 'GET', '/api/onoffice/estates/101', {
			token: buyer,
		} );
		expect( res.status ).toBe( 404 );
		expect( res.json ).toEqual( { message: 'estate_not_found' } );
		expect(
			(
				await t.api( 'GET', '/api/onoffice/estates/abc', {
					token: owner,
				} )
			).status
		).toBe( 404 );
	} );
} );

describe( 'getEstateShortStats', () => {
	it( 'getEstateShortStats ok: four keys with total and trend', async () => {
		const res = await t.api(
			'GET',
			'/api/onoffice/estates/101/short-stats',
			{ token: owner }
		);
		expect( Object.keys( res.json.data ).sort() ).toEqual( [
			'absagen',
			'besichtigungen',
			'exposeversand',
			'objektanfragen',
		] );
		expect( typeof res.json.data.absagen.trend.percentage ).toBe(
			'number'
		);
	} );

	it( 'getEstateShortStats error: not the owner, or statistics switched off', async () => {
		expect(
			(
				await t.api( 'GET', '/api/onoffice/estates/112/short-stats', {
					token: buyer,
				} )
			).json
		).toEqual( { message: 'forbidden' } );
		const off = await t.api(
			'GET',
			'/api/onoffice/estates/103/short-stats',
			{ token: owner }
		);
		expect( off.status ).toBe( 403 );
		expect( off.json ).toEqual( { message: 'feature_disabled' } );
	} );
} );

describe( 'getEstateStats', () => {
	it( 'getEstateStats ok: widgets of all four chart types', async () => {
		const res = await t.api( 'GET', '/api/onoffice/estates/101/stats', {
			token: owner,
		} );
		expect( res.status ).toBe( 200 );
		expect(
			res.json.data
				.map( ( w: { chartType: string } ) => w.chartType )
				.sort()
		).toEqual( [ 'bar', 'doughnut', 'line', 'pie' ] );
		const labels = res.json.data.flatMap(
			( w: { datasets: Array< { label: string } > } ) =>
				w.datasets.map( ( d ) => d.label )
		);
		expect( new Set( labels ) ).toEqual(
			new Set( [
				'Number of Agentlog entries',
				'Number of associated addresses',
				'Costs',
			] )
		);
	} );

	it( 'getEstateStats error: estate 102 answers 500 once, then succeeds (the front end retries once)', async () => {
		const first = await t.api( 'GET', '/api/onoffice/estates/102/stats', {
			token: owner,
		} );
		expect( first.status ).toBe( 500 );
		expect( first.json ).toEqual( { message: 'generic_error' } );
		expect(
			(
				await t.api( 'GET', '/api/onoffice/estates/102/stats', {
					token: owner,
				} )
			).status
		).toBe( 200 );
	} );
} );

describe( 'getEstateLog and createEstateLog', () => {
	it( 'getEstateLog ok: entries newest first with cancellations, users and photos', async () => {
		const res = await t.api( 'GET', '/api/onoffice/estates/101/log', {
			token: owner,
		} );
		expect( res.status ).toBe( 200 );
		const dates = res.json.estateLog.map(
			( e: { Datum: string } ) => e.Datum
		);
		expect( dates ).toEqual( [ ...dates ].sort().reverse() );
		expect(
			res.json.estateLog.some(
				( e: { Beratungsebene: string } ) =>
					e.Beratungsebene === 'G Absage'
			)
		).toBe( true );
		expect(
			res.json.estateLogUsers.map( ( u: { id: string } ) => u.id )
		).toEqual( [ '11', '12', '13' ] );
		expect(
			res.json.estateLogUsersPhoto.map( ( u: { id: string } ) => u.id )
		).toEqual( [ '11', '12' ] );
		expect(
			( await fetch( res.json.estateLogUsersPhoto[ 0 ].elements.photo ) )
				.status
		).toBe( 200 );
	} );

	it( 'getEstateLog error: activities switched off for estate 104', async () => {
		expect(
			(
				await t.api( 'GET', '/api/onoffice/estates/104/log', {
					token: owner,
				} )
			).json
		).toEqual( { message: 'feature_disabled' } );
	} );

	it( 'createEstateLog ok: the entry appears at the top of the log', async () => {
		t.clock.t = Date.parse( '2026-06-01T10:30:00Z' );
		const body = {
			note: 'Reporting opened',
			actionkind: 'Kundenbereich',
			actiontype: 'Reporting angesehen',
		};
		const res = await t.api( 'POST', '/api/onoffice/estates/101/log', {
			token: owner,
			body,
		} );
		expect( res.status ).toBe( 201 );
		expect( res.json.data ).toMatchObject( {
			Datum: '2026-06-01 10:30:00',
			Bemerkung: 'Reporting opened',
			Aktionsart: 'Kundenbereich',
		} );
		const log = await t.api( 'GET', '/api/onoffice/estates/101/log', {
			token: owner,
		} );
		expect( log.json.estateLog[ 0 ].Bemerkung ).toBe( 'Reporting opened' );
	} );

	it( 'createEstateLog error: missing fields are 422, other relations 403', async () => {
		const res = await t.api( 'POST', '/api/onoffice/estates/101/log', {
			token: owner,
			body: { note: 'x' },
		} );
		expect( res.json ).toEqual( {
			message: 'validation_failed',
			errors: { actionkind: [ 'required' ], actiontype: [ 'required' ] },
		} );
		const other = await t.api( 'POST', '/api/onoffice/estates/113/log', {
			token: buyer,
			body: { note: 'x', actionkind: 'a', actiontype: 'b' },
		} );
		expect( other.status ).toBe( 403 );
	} );
} );

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

describe( 'valuation wizard', () => {
	const payload = {
		objektart: 'haus',
		objekttyp: 'einfamilienhaus',
		plz: '50667',
		ort: 'Köln',
		strasse: 'Domkloster',
		hausnummer: '4',
		bundesland: 'Nordrhein-Westfalen',
		land: 'DEU',
		extras: { balkon: true, garage: true, keller: false },
		anzahl_zimmer: 4.5,
		anzahl_badezimmer: 2,
		befeuerung: 'gas,solar',
		ausstattungsqualitaet: 4,
		baujahr: 1998,
		zustand: 3,
		grund: 'verkaufsabsicht',
		zeitfenster: 'verkaufsabsicht_3_monate',
	};

	it( 'getValuationSettings ok: seven sections using every field kind', async () => {
		const res = await t.api(
			'GET',
			'/api/settings/valuation?only_selected=true'
		);
		expect( res.status ).toBe( 200 );
		const sections = res.json.available_fields.sections;
		expect( sections.map( ( s: { name: string } ) => s.name ) ).toEqual( [
			'category',
			'type',
			'location',
			'details',
			'features_condition',
			'valuation',
			'finish',
		] );
		const fields = sections.flatMap( ( s: any ) =>
			s.categories.flatMap( ( c: any ) => c.fields )
		);
		expect(
			new Set(
				fields.map( ( f: { field_type: string } ) => f.field_type )
			)
		).toEqual(
			new Set( [
				'select',
				'star_rating',
				'dropdown_select',
				'number_input',
				'single_select',
				'text_input',
			] )
		);
		expect(
			fields.every( ( f: { is_selected: boolean } ) => f.is_selected )
		).toBe( true );
		expect(
			fields.find( ( f: { key: string } ) => f.key === 'befeuerung' )
				.source
		).toBe( 'estate.befeuerung' );
		const all = await t.api( 'GET', '/api/settings/valuation' );
		const allFields = all.json.available_fields.sections.flatMap(
			( s: any ) => s.categories.flatMap( ( c: any ) => c.fields )
		);
		expect(
			allFields.some( ( f: { is_selected: boolean } ) => ! f.is_selected )
		).toBe( true );
	} );

	it( 'getValuationSettings error: only_selected must be a boolean', async () => {
		const res = await t.api(
			'GET',
			'/api/settings/valuation?only_selected=maybe'
		);
		expect( res.status ).toBe( 422 );
		expect( res.json.errors ).toEqual( {
			only_selected: [ 'invalid_value' ],
		} );
	} );

	it( 'storeTemporaryEstate ok: the estate becomes the customer’s after login with the estate token', async () => {
		const res = await t.api( 'POST', '/api/estate/store-temporary', {
			body: payload,
		} );
		expect( res.status ).toBe( 201 );
		const token = res.json.data.estate_token as string;
		const login = await t.api( 'POST', '/api/user/login', {
			body: {
				email: 'empty@example.com',
				password: 'demo1234',
				estate_token: token,
			},
		} );
		const list = await t.api( 'GET', '/api/onoffice/estates', {
			token: login.json.token,
		} );
		expect( list.json.estatesOwned ).toHaveLength( 1 );
		expect( list.json.estatesOwned[ 0 ].elements ).toMatchObject( {
			plz: '50667',
			ort: 'Köln',
			status2: 'vorbereitung',
			anzahl_zimmer: 4.5,
		} );
		// A token is claimed once.
		await t.api( 'POST', '/api/user/login', {
			body: {
				email: 'buyer@example.com',
				password: 'demo1234',
				estate_token: token,
			},
		} );
		expect(
			( await t.api( 'GET', '/api/onoffice/estates', { token: buyer } ) )
				.json.estatesOwned
		).toEqual( [] );
	} );

	it( 'storeTemporaryEstate ok: the estate becomes the customer’s after registration and verification', async () => {
		const token = (
			await t.api( 'POST', '/api/estate/store-temporary', {
				body: payload,
			} )
		).json.data.estate_token;
		await t.api( 'POST', '/api/user/register', {
			body: {
				salutation: 'Herr',
				firstname: 'Neu',
				lastname: 'Kunde',
				email: 'neu@example.com',
				password: 'Secret123',
				company: '',
				category: 'Privatkunde',
				is_owner: true,
				oo_estate_officer_id: null,
				oo_address_officer_id: null,
				callback_url: `${ PAGE }#/verify-email`,
				estate_token: token,
			},
		} );
		const url = new URL(
			hashQuery( ( await t.outbox() )[ 0 ]!.links[ 0 ]! ).get( 'url' )!
		);
		await t.api( 'GET', url.pathname + url.search );
		const session = await t.login( 'neu@example.com', 'Secret123' );
		const list = await t.api( 'GET', '/api/onoffice/estates', {
			token: session,
		} );
		expect(
			list.json.estatesOwned.map(
				( e: { elements: { ort: string } } ) => e.elements.ort
			)
		).toEqual( [ 'Köln' ] );
		const files = await t.api(
			'GET',
			`/api/file/list/estate/${ list.json.estatesOwned[ 0 ].elements.Id }`,
			{ token: session }
		);
		expect( files.status ).toBe( 200 );
	} );

	it( 'storeTemporaryEstate error: required fields and ranges', async () => {
		const res = await t.api( 'POST', '/api/estate/store-temporary', {
			body: {
				...payload,
				plz: '',
				anzahl_zimmer: 4.3,
				objekttyp: undefined,
			},
		} );
		expect( res.status ).toBe( 422 );
		expect( res.json.errors ).toEqual( {
			plz: [ 'required' ],
			anzahl_zimmer: [ 'number_out_of_range' ],
			objekttyp: [ 'required' ],
		} );
	} );

	it( 'storeTemporaryEstate error: an expired estate token links nothing', async () => {
		const token = (
			await t.api( 'POST', '/api/estate/store-temporary', {
				body: payload,
			} )
		).json.data.estate_token;
		t.clock.t += 25 * 60 * 60_000;
		const login = await t.api( 'POST', '/api/user/login', {
			body: {
				email: 'empty@example.com',
				password: 'demo1234',
				estate_token: token,
			},
		} );
		expect( login.status ).toBe( 200 );
		expect(
			(
				await t.api( 'GET', '/api/onoffice/estates', {
					token: login.json.token,
				} )
			).json.estatesOwned
		).toEqual( [] );
	} );
} );

describe( 'persistence', () => {
	it( 'uploadFile ok: uploads and log entries survive a restart', async () => {
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
			(
				await t.api( 'GET', '/api/onoffice/estates/101/log', {
					token: owner,
				} )
			).json.estateLog[ 0 ].Bemerkung
		).toBe( 'kept' );
	} );
} );
