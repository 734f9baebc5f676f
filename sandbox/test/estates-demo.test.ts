/**
 * The demo estates show every case the dashboard and the estate detail can show: all sixteen flag
 * combinations for owner@, a merged card, a long HTML description, an unknown status, labelled codes, texts
 * in the request's language, and the customer as author of their log entries.
 * Test titles start with the contract's operationId and `ok:` or `error:` (checked by contract.test.ts).
 */
import { getContract } from '../src/contract';
import { startSandbox, type TestSandbox } from './helpers';

let t: TestSandbox;
let owner: string;
beforeAll( async () => {
	t = await startSandbox();
} );
beforeEach( async () => {
	t.clock.t = Date.parse( '2026-06-01T10:00:00Z' );
	await t.control( 'POST', '/__sandbox/reset' );
	owner = await t.login( 'owner@example.com' );
} );
afterAll( async () => {
	await t.stop();
} );

type Item = {
	elements: Record< string, string | number | boolean | null >;
	settings: Record< string, boolean >;
};

const dashboard = async ( token: string ) =>
	( await t.api( 'GET', '/api/onoffice/estates', { token } ) ).json as Record<
		string,
		Item[]
	>;

const detail = async ( id: string, lang = 'en' ) => {
	const res = await t.api( 'GET', `/api/onoffice/estates/${ id }`, {
		token: owner,
		lang,
	} );
	expect( res.status ).toBe( 200 );
	return res.json;
};

describe( 'the dashboard’s cases', () => {
	it( 'listEstates ok: owner@’s owned properties cover all sixteen combinations of the four flags', async () => {
		const owned = ( await dashboard( owner ) ).estatesOwned!;
		const combos = new Set(
			owned.map( ( e ) =>
				[
					e.settings.reporting,
					e.settings.reporting_statistics,
					e.settings.reporting_activities,
					e.settings.document,
				]
					.map( ( on ) => ( on ? 'T' : 'F' ) )
					.join( '' )
			)
		);
		expect( combos.size ).toBe( 16 );
	} );

	it( 'getEstate ok: a property owner@ owns and is interested in is in both lists, relations owner first', async () => {
		const lists = await dashboard( owner );
		const ids = ( list: Item[] ) => list.map( ( e ) => e.elements.Id );
		expect( ids( lists.estatesOwned! ) ).toContain( '116' );
		expect( ids( lists.estatesInterested! ) ).toContain( '116' );
		expect( ( await detail( '116' ) ).relations ).toEqual( [
			{ type: 'owner', owner: true },
			{ type: 'interested', owner: false },
		] );
	} );

	it( 'listEstates ok: one property has a status the badge list does not know, with a readable label', async () => {
		const known: string[] = ( getContract().document as any ).components
			.schemas.EstateStatus.enum;
		const owned = ( await dashboard( owner ) ).estatesOwned!;
		const unknown = owned.filter(
			( e ) =>
				! known.includes(
					String( e.elements.status2 ?? e.elements.status )
				)
		);
		expect( unknown.map( ( e ) => e.elements ) ).toEqual( [
			expect.objectContaining( {
				Id: '120',
				status2: 'status2obj_verhandlung',
				_status2: 'In Verhandlung',
			} ),
		] );
	} );

	it( 'listEstates ok: buyer@ owns nothing, empty@ has nothing at all', async () => {
		const buyer = await dashboard( await t.login( 'buyer@example.com' ) );
		expect( buyer.estatesOwned ).toEqual( [] );
		expect( buyer.estatesInterested!.length ).toBeGreaterThan( 0 );
		const empty = await dashboard( await t.login( 'empty@example.com' ) );
		expect( Object.values( empty ).flat() ).toEqual( [] );
	} );
} );

describe( 'the estate detail’s cases', () => {
	it( 'getEstate ok: 101’s description is HTML with paragraphs, a list and a link, over 220 characters of text, umlauts at the cut', async () => {
		const html = String(
			( await detail( '101' ) ).data[ 0 ].elements.objektbeschreibung
		);
		expect( html ).toMatch( /^<p>/ );
		expect( html ).toContain( '<ul><li>' );
		expect( html ).toContain( '<a href="https://www.berlin.de/">' );
		const text = html.replace( /<[^>]+>/g, '' );
		expect( text.length ).toBeGreaterThan( 220 );
		// The 220th character falls inside a word with an umlaut ('Südterrasse'), after another ('großzügiger').
		expect( text.slice( 200, 220 ) ).toMatch( /ü.*ü/ );
		const before = /\S*$/.exec( text.slice( 0, 220 ) )?.[ 0 ];
		const after = /^\S*/.exec( text.slice( 220 ) )?.[ 0 ];
		expect( `${ before }|${ after }` ).toBe( 'Südter|rasse' );
	} );

	it( 'getEstate ok: coded fields carry the labels of their codes, in the request’s language', async () => {
		const en = await detail( '101', 'en' );
		const de = await detail( '101', 'de' );
		const fields = en.fields[ 0 ].elements;
		expect( fields.befeuerung ).toMatchObject( {
			label: 'Heating source',
			type: 'multiselect',
		} );
		expect( fields.befeuerung.permittedvalues.fern ).toBe(
			'District heating'
		);
		expect( de.fields[ 0 ].elements.befeuerung.permittedvalues.fern ).toBe(
			'Fernwärme'
		);
		expect( fields._vermarktungsart.permittedvalues ).toEqual( {
			kauf: 'Sale',
			miete: 'Rent',
		} );
		expect(
			de.fields[ 0 ].elements.objekttyp.permittedvalues.einfamilienhaus
		).toBe( 'Einfamilienhaus' );
		expect( fields.land.permittedvalues.DEU ).toBe( 'Germany' );
		expect( fields.kaufpreis ).not.toHaveProperty( 'permittedvalues' );
		// Every coded value of every seeded estate has a label.
		const owned = ( await dashboard( owner ) ).estatesOwned!;
		const missing: string[] = [];
		for ( const { elements } of owned ) {
			const d = await detail( String( elements.Id ) );
			for ( const [ key, field ] of Object.entries< any >(
				d.fields[ 0 ].elements
			) ) {
				const value = d.data[ 0 ].elements[ key ];
				if (
					field.permittedvalues &&
					value !== '' &&
					value !== 0 &&
					! key.startsWith( 'status' ) &&
					! ( String( value ) in field.permittedvalues )
				) {
					missing.push( `${ elements.Id }.${ key }=${ value }` );
				}
			}
		}
		expect( missing ).toEqual( [] );
	} );

	it( 'getEstateStats ok: chart titles, labels and series come in the request’s language', async () => {
		const stats = async ( lang: string ) =>
			(
				await t.api( 'GET', '/api/onoffice/estates/101/stats', {
					token: owner,
					lang,
				} )
			).json.data;
		const en = await stats( 'en' );
		const de = await stats( 'de' );
		expect( en.map( ( w: any ) => w.title ) ).toEqual( [
			'Inquiries by portal',
			'Activities by kind',
			'Viewings per week',
			'Marketing costs',
		] );
		expect( de.map( ( w: any ) => w.title ) ).toEqual( [
			'Anfragen nach Portal',
			'Aktivitäten nach Art',
			'Besichtigungen pro Woche',
			'Vermarktungskosten',
		] );
		expect( de[ 1 ].labels ).toEqual( [
			'E-Mail',
			'Telefonat',
			'Besichtigung',
		] );
		expect( en[ 1 ].labels ).toEqual( [
			'E-mail',
			'Phone call',
			'Viewing',
		] );
		// Weeks counted back from today, not calendar weeks (KW).
		expect( de[ 2 ].labels[ 0 ] ).toBe( 'Woche 1' );
		expect( en[ 2 ].labels[ 0 ] ).toBe( 'Week 1' );
		// The portals' names stay; the broker's own website is a word of the language.
		expect( ( await stats( 'fr' ) )[ 0 ].labels ).toEqual( [
			'ImmoScout24',
			'Immowelt',
			'Site web',
			'Recommandation',
		] );
		expect( de.map( ( w: any ) => w.datasets[ 0 ].label ) ).toEqual( [
			'Anzahl verknüpfter Adressen',
			'Anzahl der Aktivitäten',
			'Anzahl der Aktivitäten',
			'Kosten',
		] );
		expect( en[ 0 ].datasets[ 0 ].data ).toEqual(
			de[ 0 ].datasets[ 0 ].data
		);
	} );
} );

describe( 'the activity log’s cases', () => {
	it( 'getEstateLog ok: the seeded dates are the broker’s local time', async () => {
		const log = await t.api( 'GET', '/api/onoffice/estates/101/log', {
			token: owner,
		} );
		// One day and nine minutes before 2026-06-01 10:00 UTC is 11:51 in Berlin (summer time).
		expect( log.json.estateLog[ 0 ].Datum ).toBe( '2026-05-31 11:51:00' );
	} );

	it( 'createEstateLog ok: the customer is the entry’s author, and the owner’s log does not list it', async () => {
		const res = await t.api( 'POST', '/api/onoffice/estates/101/log', {
			token: owner,
			body: {
				note: 'Reporting opened in the customer area',
				actionkind: 'Kundenbereich',
				actiontype: 'Reporting angesehen',
			},
		} );
		expect( res.json.data.Benutzer_nr ).toBe( 'kunde-1' );
		const log = (
			await t.api( 'GET', '/api/onoffice/estates/101/log', {
				token: owner,
			} )
		).json;
		expect(
			log.estateLog.map( ( e: { Benutzer_nr: string } ) => e.Benutzer_nr )
		).not.toContain( 'kunde-1' );
		// The staff stay listed as before, and no one else.
		expect(
			log.estateLogUsers.map( ( u: { id: string } ) => u.id )
		).toEqual( [ '11', '12', '13' ] );
	} );
} );
