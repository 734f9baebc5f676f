/**
 * Helpers of the valuation wizard's end-to-end specs: the pages, the answers a person gives, and
 * reading a customer's estates from the sandbox the way the dashboard does (with the browser's
 * session token). Walking the wizard is in walk.ts.
 */
import type { Page } from '@playwright/test';
import { API_URL, WP_URL, expect } from '../support/fixtures';

/** The valuation page of the stack (`[customer_area is-leadgen="true"]`). */
export const VALUATION = '/property-valuation/';

/** The customer area page of the stack, where the wizard's customers end up. */
export const AREA = '/customer-area/';

/** Phone and desktop widths every step is checked at. */
export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 900 };

/** What a person answers, by the labels they see. */
export interface WizardAnswers {
	kind: string;
	type: string;
	postalCode: string;
	city: string;
	street: string;
	houseNumber: string;
	rooms: string;
	extra: string;
	/** Equipment quality: how many stars (1–5). */
	equipment: number;
	year: string;
	/** Condition: how many stars (1–5). */
	condition: number;
	reason: string;
	timeframe: string;
}

/** A detached house in Berlin, for sale within 3 months. */
export const HOUSE_IN_BERLIN: WizardAnswers = {
	kind: 'House',
	type: 'Detached house',
	postalCode: '10115',
	city: 'Berlin',
	street: 'Invalidenstraße',
	houseNumber: '1',
	rooms: '5',
	extra: 'Garden',
	equipment: 4,
	year: '1998',
	condition: 3,
	reason: 'I want to sell',
	timeframe: 'Within 3 months',
};

/** A penthouse in Munich, for sale at once. */
export const PENTHOUSE_IN_MUNICH: WizardAnswers = {
	kind: 'Apartment',
	type: 'Penthouse',
	postalCode: '80331',
	city: 'München',
	street: 'Marienplatz',
	houseNumber: '8',
	rooms: '3.5',
	extra: 'Balcony',
	equipment: 5,
	year: '2015',
	condition: 5,
	reason: 'I want to sell',
	timeframe: 'Immediately',
};

/** One estate of the sandbox's list, as far as these tests read it. */
interface ListedEstate {
	elements: Record< string, unknown >;
}

/**
 * The estates the signed-in customer of the page owns, from the sandbox's list (the dashboard's
 * call), with the browser's session token.
 *
 * @param page The signed-in page.
 */
export async function ownedEstates( page: Page ): Promise< ListedEstate[] > {
	const token = ( await page.context().cookies() ).find(
		( cookie ) => cookie.name === 'laravel_user_token'
	)?.value;
	expect( token, 'the session token cookie' ).toBeTruthy();
	const response = await fetch( `${ API_URL }/api/onoffice/estates`, {
		headers: {
			Accept: 'application/json',
			Authorization: `Bearer ${ token }`,
			'X-Requested-With': 'XMLHttpRequest',
			'X-Broker-Url': WP_URL,
		},
	} );
	expect( response.status, 'GET /api/onoffice/estates' ).toBe( 200 );
	const body = ( await response.json() ) as {
		estatesOwned: ListedEstate[];
	};
	return body.estatesOwned;
}

/**
 * Expects the customer to own exactly one estate with this title, built from the answers.
 *
 * @param page     The signed-in page.
 * @param title    The estate's title, e.g. 'Valuation: Detached house in Berlin'.
 * @param expected Fields the estate must hold (the answers as the payload sent them).
 */
export async function expectOwnedValuation(
	page: Page,
	title: string,
	expected: Record< string, unknown >
) {
	const matching = ( await ownedEstates( page ) ).filter(
		( estate ) => estate.elements.objekttitel === title
	);
	expect( matching, `one owned estate titled "${ title }"` ).toHaveLength(
		1
	);
	expect( matching[ 0 ]?.elements ).toMatchObject( expected );
}
