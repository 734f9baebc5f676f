/**
 * The sandbox speaks the six languages of the plugin: `Accept-Language` picks the language of the
 * wizard's texts, the estate system's fields and countries, the checklist, the charts, the activity log
 * and the mails, so a demo in French, Italian, Spanish or Dutch shows that language whole.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LANGS } from '../src/types';
import { PAGE, registration, startSandbox, type TestSandbox } from './helpers';

let t: TestSandbox;
let owner: string;
beforeAll( async () => {
	t = await startSandbox();
	owner = await t.login( 'owner@example.com' );
} );
afterAll( async () => {
	await t.stop();
} );

/** One text per language of each kind of answer, as a visitor or owner of that language reads it. */
const EXPECTED = {
	en: {
		kind: 'Property kind',
		country: 'Germany',
		salutation: 'Salutation',
		group: 'Personal documents',
		// In the catalogue's words: a seller's asking price (the estate system's label), the
		// reason for the valuation (the wizard's).
		price: 'Buy Price',
		reason: 'Reason for your evaluation',
		widget: 'Inquiries by portal',
		log: 'Besichtigung durchgeführt',
		mail: 'Verify your e-mail address',
	},
	de: {
		kind: 'Objektart',
		country: 'Deutschland',
		salutation: 'Anrede',
		group: 'Persönliche Unterlagen',
		price: 'Kaufpreis',
		reason: 'Anlass Ihrer Bewertung',
		widget: 'Anfragen nach Portal',
		log: 'Besichtigung durchgeführt',
		mail: 'Bestätigen Sie Ihre E-Mail-Adresse',
	},
	fr: {
		kind: 'Nature du bien',
		country: 'Allemagne',
		salutation: 'Civilité',
		group: 'Documents personnels',
		price: 'Prix de vente',
		reason: 'Motif de votre estimation',
		widget: 'Demandes par portail',
		log: 'Visite effectuée',
		mail: 'Confirmez votre adresse e-mail',
	},
	it: {
		kind: "Categoria dell'immobile",
		country: 'Germania',
		salutation: 'Appellativo',
		group: 'Documenti personali',
		price: 'Prezzo di vendita',
		reason: 'Motivo della valutazione',
		widget: 'Richieste per portale',
		log: 'Visita effettuata',
		mail: 'Confermi il suo indirizzo e-mail',
	},
	es: {
		kind: 'Clase de inmueble',
		country: 'Alemania',
		salutation: 'Tratamiento',
		group: 'Documentos personales',
		price: 'Precio de venta',
		reason: 'Motivo de su valoración',
		widget: 'Solicitudes por portal',
		log: 'Visita realizada',
		mail: 'Confirme su dirección de correo electrónico',
	},
	nl: {
		kind: 'Soort pand',
		country: 'Duitsland',
		salutation: 'Aanhef',
		group: 'Persoonlijke documenten',
		price: 'Koopprijs',
		reason: 'Reden voor uw waardebepaling',
		widget: 'Aanvragen per portaal',
		log: 'Bezichtiging uitgevoerd',
		mail: 'Bevestig uw e-mailadres',
	},
} as const;

it( 'speaks exactly the languages the plugin ships (languages/languages.json)', () => {
	const definition = JSON.parse(
		fs.readFileSync(
			path.join( __dirname, '..', '..', 'languages', 'languages.json' ),
			'utf8'
		)
	) as { languages: Array< { code: string } > };
	expect( [ ...LANGS ] ).toEqual(
		definition.languages.map( ( language ) => language.code )
	);
	expect( Object.keys( EXPECTED ) ).toEqual( [ ...LANGS ] );
} );

describe.each( LANGS )( 'in %s', ( lang ) => {
	const want = EXPECTED[ lang ];

	it( 'getValuationSettings ok: the wizard’s labels in the language', async () => {
		const res = await t.api( 'GET', '/api/settings/valuation', { lang } );
		expect( res.status ).toBe( 200 );
		expect( res.headers.get( 'vary' ) ).toMatch( /Accept-Language/i );
		const fields = res.json.available_fields.sections.flatMap(
			( section: { categories: Array< { fields: unknown[] } > } ) =>
				section.categories.flatMap( ( category ) => category.fields )
		) as Array< {
			key: string;
			name: string;
			options: Array< { label: string } >;
		} >;
		expect( fields.find( ( f ) => f.key === 'objektart' )?.name ).toBe(
			want.kind
		);
		expect(
			fields.find( ( f ) => f.key === 'grund_bewertung' )?.name
		).toBe( want.reason );
	} );

	it( 'getCountries ok: country names in the language', async () => {
		const res = await t.api( 'GET', '/api/onoffice/countries', { lang } );
		expect( res.json.DEU ).toBe( want.country );
	} );

	it( 'getFields ok: field labels in the language', async () => {
		const res = await t.api(
			'GET',
			'/api/onoffice/fields?modules[]=address&fieldList[]=Anrede',
			{ lang }
		);
		expect( res.json[ 'address.Anrede' ].label ).toBe( want.salutation );
	} );

	it( 'listEstateFiles ok: the checklist’s groups in the language', async () => {
		const res = await t.api( 'GET', '/api/file/list/estate/101', {
			token: owner,
			lang,
		} );
		expect( res.json.data.personal.name ).toBe( want.group );
	} );

	it( 'getEstate ok: the estate system’s field labels in the language', async () => {
		const res = await t.api( 'GET', '/api/onoffice/estates/101', {
			token: owner,
			lang,
		} );
		expect( res.json.fields[ 0 ].elements.kaufpreis.label ).toBe(
			want.price
		);
	} );

	it( 'getEstateStats ok: chart titles in the language', async () => {
		const res = await t.api( 'GET', '/api/onoffice/estates/101/stats', {
			token: owner,
			lang,
		} );
		expect(
			res.json.data.map( ( w: { title: string } ) => w.title )
		).toContain( want.widget );
	} );

	it( 'getEstateLog ok: the staff’s entries in the language (German as stored for English)', async () => {
		const res = await t.api( 'GET', '/api/onoffice/estates/101/log', {
			token: owner,
			lang,
		} );
		expect(
			res.json.estateLog.map(
				( e: { Aktionstyp: string } ) => e.Aktionstyp
			)
		).toContain( want.log );
	} );

	it( 'register ok: the verification mail in the language', async () => {
		await t.control( 'POST', '/__sandbox/reset' );
		await t.api( 'POST', '/api/user/register', {
			body: registration(),
			lang,
		} );
		expect( ( await t.outbox() )[ 0 ]!.subject ).toBe( want.mail );
		owner = await t.login( 'owner@example.com' );
	} );
} );

// docs/glossary.md "Address and typography": Italian and Spanish write the apostrophe ', never ’,
// in the seeded texts as in the catalogues.
it.each( [ 'it', 'es' ] as const )(
	"in %s, every seeded answer and mail writes the apostrophe '",
	async ( lang ) => {
		for ( const url of [
			'/api/settings/valuation',
			'/api/onoffice/estates',
			'/api/onoffice/estates/101',
			'/api/file/list/estate/101',
			'/api/onoffice/estates/101/stats',
			'/api/onoffice/estates/101/log',
		] ) {
			const res = await t.api( 'GET', url, { token: owner, lang } );
			expect( res.status ).toBe( 200 );
			expect( `${ url }: ${ res.text }` ).not.toContain( '’' );
		}
		await t.control( 'POST', '/__sandbox/reset' );
		await t.api( 'POST', '/api/user/forgot-password', {
			body: {
				email: 'owner@example.com',
				callback_url: `${ PAGE }#/reset-password`,
			},
			lang,
		} );
		await t.api( 'POST', '/api/user/register', {
			body: registration(),
			lang,
		} );
		const mails = await t.outbox();
		expect( mails ).toHaveLength( 2 );
		for ( const mail of mails ) {
			expect( mail.subject + mail.text ).not.toContain( '’' );
		}
		owner = await t.login( 'owner@example.com' );
	}
);

/**
 * The wizard's field labels in one language, in the order of the configuration.
 *
 * @param lang The language.
 */
async function wizardLabels( lang: string ): Promise< string[] > {
	const res = await t.api( 'GET', '/api/settings/valuation', { lang } );
	return res.json.available_fields.sections.flatMap(
		( section: {
			categories: Array< {
				fields: Array< {
					name: string;
					options: Array< { label: string } >;
				} >;
			} >;
		} ) =>
			section.categories.flatMap( ( category ) =>
				category.fields.flatMap( ( field ) => [
					field.name,
					...field.options.map( ( option ) => option.label ),
				] )
			)
	);
}

it.each( LANGS.filter( ( lang ) => lang !== 'en' ) )(
	'getValuationSettings ok: in %s, nearly every label and option differs from English (Garage, Penthouse… stay)',
	async ( lang ) => {
		const english = await wizardLabels( 'en' );
		const labels = await wizardLabels( lang );
		expect( labels ).toHaveLength( english.length );
		const same = labels.filter( ( label, i ) => label === english[ i ] );
		expect( same.length ).toBeLessThan( english.length * 0.1 );
	}
);

it( 'getCountries ok: reads the first language of a browser-style header and falls back to English', async () => {
	const answer = async ( header: string ) =>
		( await t.api( 'GET', '/api/onoffice/countries', { lang: header } ) )
			.json.DEU;
	expect( await answer( 'fr-BE,fr;q=0.9,en;q=0.8' ) ).toBe( 'Allemagne' );
	expect( await answer( 'nl;q=0.9' ) ).toBe( 'Duitsland' );
	expect( await answer( 'pt-BR,pt;q=0.9' ) ).toBe( 'Germany' );
} );
