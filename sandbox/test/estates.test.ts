/**
 * The dashboard's estates, the estate detail, the owner's statistics and the activity log.
 * Test titles start with the contract's operationId and `ok:` or `error:` (checked by contract.test.ts).
 */
import { startSandbox, type TestSandbox } from './helpers';

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

const ids = ( list: Array< { elements: { Id: string } } > ) =>
	list.map( ( e ) => e.elements.Id );

describe( 'listEstates', () => {
	it( 'listEstates ok: sent gzip-compressed to a client that accepts it, plain to one that does not, with the same list', async () => {
		const zipped = await t.api( 'GET', '/api/onoffice/estates', {
			token: owner,
			headers: { 'Accept-Encoding': 'gzip' },
		} );
		const plain = await t.api( 'GET', '/api/onoffice/estates', {
			token: owner,
			headers: { 'Accept-Encoding': 'identity' },
		} );
		expect( zipped.headers.get( 'content-encoding' ) ).toBe( 'gzip' );
		expect( zipped.headers.get( 'vary' ) ).toMatch( /Accept-Encoding/ );
		expect( plain.headers.get( 'content-encoding' ) ).toBeNull();
		expect( zipped.json ).toEqual( plain.json );
		expect( ids( zipped.json.estatesOwned ) ).toContain( '101' );
	} );

	it( 'listEstates ok: owner@ owns seventeen, is interested in two (one of them owned too) and contact person for one', async () => {
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
			'115',
			'116',
			'117',
			'118',
			'119',
			'120',
		] );
		expect( ids( res.json.estatesInterested ) ).toEqual( [ '112', '116' ] );
		expect( ids( res.json.estatesContactPerson ) ).toEqual( [ '113' ] );
		const first = res.json.estatesOwned[ 0 ];
		expect( first.picture.url ).toMatch( /\/media\/estates\/101-1\.jpg$/ );
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

	it( 'listEstates ok: every status with its own badge, sale and rent, missing and reversed dates are in the demo data', async () => {
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

	it( 'createEstateLog ok: recorded for the broker, not echoed into the owner’s log', async () => {
		t.clock.t = Date.parse( '2026-06-01T10:30:00Z' );
		const before = await t.api( 'GET', '/api/onoffice/estates/101/log', {
			token: owner,
		} );
		const body = {
			note: 'Reporting im Kundenbereich geöffnet',
			actionkind: 'Kundenbereich',
			actiontype: 'Reporting angesehen',
		};
		const res = await t.api( 'POST', '/api/onoffice/estates/101/log', {
			token: owner,
			body,
		} );
		expect( res.status ).toBe( 201 );
		// 10:30 UTC is 12:30 in Berlin (summer time): the broker's local time.
		expect( res.json.data ).toMatchObject( {
			Datum: '2026-06-01 12:30:00',
			Bemerkung: 'Reporting im Kundenbereich geöffnet',
			Aktionsart: 'Kundenbereich',
			Aktionstyp: 'Reporting angesehen',
		} );
		const estate = t.sb.store.data.estates.find( ( e ) => e.id === '101' );
		expect( estate?.crmActivity[ 0 ] ).toEqual( res.json.data );
		// The owner's log still lists the broker's activities only.
		const after = await t.api( 'GET', '/api/onoffice/estates/101/log', {
			token: owner,
		} );
		expect( after.json ).toEqual( before.json );
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
