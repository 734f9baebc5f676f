/**
 * The two demo customers the production suite keeps apart, what belongs to each, and a recorder of
 * everything a browser context received: every answer from the site (through Varnish) and from
 * the API, and at the end the page's text and storage.
 */
import type { BrowserContext, Page } from '@playwright/test';
import {
	API_URL,
	BUYER_EMAIL,
	DEMO_PASSWORD,
	OWNER_EMAIL,
	ROOT_SELECTOR,
	WP_URL,
	expect,
} from '../../e2e/support/fixtures';

/** A demo customer and what is theirs alone to see. */
export interface Customer {
	email: string;
	/** Their full name, as the shell greets them. */
	name: string;
	/** Their telephone number (profile). */
	phone: string;
	/** The ids of their properties: owned, interested and contact person. */
	ids: string[];
}

/**
 * A range of estate ids as strings.
 * @param from
 * @param to
 */
const range = ( from: number, to: number ) =>
	Array.from( { length: to - from + 1 }, ( _, i ) => String( from + i ) );

export const OWNER: Customer = {
	email: OWNER_EMAIL,
	name: 'Otto Owner',
	phone: '+49 30 1234567',
	ids: [ ...range( 101, 113 ), ...range( 115, 120 ) ],
};

export const BUYER: Customer = {
	email: BUYER_EMAIL,
	name: 'Berta Buyer',
	phone: '+49 89 7654321',
	ids: range( 112, 114 ),
};

/** One estate of the dashboard's answer, as far as read here. */
interface ListItem {
	elements: { Id?: unknown; objekttitel?: unknown };
}

/**
 * The dashboard's answer: the ids of every estate in it, with their titles.
 *
 * @param body The answer of GET /api/onoffice/estates.
 * @return Title by id.
 */
export function estatesOf( body: unknown ): Map< string, string > {
	const lists = body as Record< string, ListItem[] >;
	const found = new Map< string, string >();
	for ( const list of [
		'estatesOwned',
		'estatesInterested',
		'estatesContactPerson',
	] ) {
		for ( const item of lists[ list ] ?? [] ) {
			found.set(
				String( item.elements.Id ),
				String( item.elements.objekttitel ?? '' )
			);
		}
	}
	return found;
}

/**
 * A customer's estates as the API lists them, signed in through the API (not the browser).
 *
 * @param customer The customer.
 * @return Title by id.
 */
export async function estatesFromApi(
	customer: Customer
): Promise< Map< string, string > > {
	const headers = {
		Accept: 'application/json',
		'Content-Type': 'application/json',
		'X-Requested-With': 'XMLHttpRequest',
		'X-Broker-Url': WP_URL,
	};
	const login = await fetch( `${ API_URL }/api/user/login`, {
		method: 'POST',
		headers,
		body: JSON.stringify( {
			email: customer.email,
			password: DEMO_PASSWORD,
		} ),
	} );
	expect( login.status ).toBe( 200 );
	const { token } = ( await login.json() ) as { token: string };
	const list = await fetch( `${ API_URL }/api/onoffice/estates`, {
		headers: { ...headers, Authorization: `Bearer ${ token }` },
	} );
	expect( list.status ).toBe( 200 );
	return estatesOf( await list.json() );
}

/** Everything one browser context received, as text. */
export interface Received {
	/** Answers: URL and body, from the site and the API. */
	answers: Array< { url: string; body: string } >;
	/** The dashboard answers' estate ids. */
	listedIds: () => Set< string >;
	/** Answers, then the pages' root text, storage and cookies, as one text per source. */
	everything: (
		pages: Page[]
	) => Promise< Array< { where: string; text: string } > >;
}

/**
 * Records every answer the context receives from the site and the API from now on.
 *
 * @param context The browser context.
 * @return The recorder.
 */
export function recordReceived( context: BrowserContext ): Received {
	const answers: Array< { url: string; body: string } > = [];
	const pending: Array< Promise< void > > = [];
	context.on( 'response', ( response ) => {
		const url = response.url();
		if ( ! url.startsWith( WP_URL ) && ! url.startsWith( API_URL ) ) {
			return;
		}
		const type = response.headers()[ 'content-type' ] ?? '';
		if ( ! /json|html|javascript|text/.test( type ) ) {
			return;
		}
		pending.push(
			response
				.text()
				.then( ( body ) => {
					answers.push( { url, body } );
				} )
				.catch( () => undefined )
		);
	} );
	return {
		answers,
		listedIds: () => {
			const ids = new Set< string >();
			for ( const answer of answers ) {
				if (
					new URL( answer.url ).pathname === '/api/onoffice/estates'
				) {
					for ( const id of estatesOf(
						JSON.parse( answer.body )
					).keys() ) {
						ids.add( id );
					}
				}
			}
			return ids;
		},
		everything: async ( pages ) => {
			await Promise.all( pending );
			const texts = answers.map( ( a ) => ( {
				where: `answer ${ a.url }`,
				text: a.body,
			} ) );
			for ( const page of pages ) {
				texts.push( {
					where: `page ${ page.url() }: roots and storage`,
					text: await page.evaluate( ( selector ) => {
						const dump = ( storage: Storage ) =>
							Object.keys( storage )
								.map(
									( key ) =>
										`${ key }=${ storage.getItem( key ) }`
								)
								.join( '\n' );
						return [
							...Array.from(
								document.querySelectorAll( selector ),
								( root ) => root.textContent ?? ''
							),
							dump( window.localStorage ),
							dump( window.sessionStorage ),
							document.cookie,
						].join( '\n' );
					}, ROOT_SELECTOR ),
				} );
			}
			return texts;
		},
	};
}

/**
 * Expects nothing of the other customer anywhere the recorder saw: not their name, e-mail address
 * or telephone number, nor the title of a property only they have.
 *
 * @param received   The recorder of the customer's context.
 * @param pages      The customer's pages.
 * @param other      The other customer.
 * @param theirsOnly Titles of the other customer's properties the customer does not have.
 */
export async function expectNothingOf(
	received: Received,
	pages: Page[],
	other: Customer,
	theirsOnly: string[]
): Promise< void > {
	const secrets = [ other.name, other.email, other.phone, ...theirsOnly ];
	const leaks = ( await received.everything( pages ) ).flatMap( ( source ) =>
		secrets
			.filter( ( secret ) => source.text.includes( secret ) )
			.map( ( secret ) => `${ source.where }: "${ secret }"` )
	);
	expect( leaks, `anything of ${ other.email }` ).toEqual( [] );
}
