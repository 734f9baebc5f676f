/**
 * The wizard's state in session storage: read back as written, anything unreadable starts afresh,
 * an expired estate token is dropped (and leaves the storage when the app starts), and an
 * unstarted wizard leaves nothing behind.
 */
import { createTestStore } from '@test-support/render-with-providers';
import { ESTATE_TOKEN_LIFETIME_MS, WIZARD_STORAGE_KEY } from './constants';
import { loadWizardState, saveWizardState } from './persistence';
import {
	estateTokenUsed,
	initialWizardState,
	valuationStored,
	wizardReducer,
} from './wizard-slice';

beforeEach( () => window.sessionStorage.clear() );

describe( 'wizard persistence', () => {
	it( 'reads back what it wrote', () => {
		const state = {
			...initialWizardState,
			answers: {
				objektart: 'haus',
				anzahl_zimmer: 3.5,
				extras: [ 'balkon' ],
			},
			step: 4,
			subStep: 1,
		};
		saveWizardState( window.sessionStorage, state );
		expect( loadWizardState( window.sessionStorage ) ).toEqual( state );
	} );

	it( 'starts afresh from anything unreadable and keeps only answer-shaped values', () => {
		window.sessionStorage.setItem( WIZARD_STORAGE_KEY, '{broken' );
		expect( loadWizardState( window.sessionStorage ) ).toEqual(
			initialWizardState
		);
		window.sessionStorage.setItem(
			WIZARD_STORAGE_KEY,
			JSON.stringify( {
				answers: { ok: 'x', bad: { nested: true }, list: [ 1 ] },
				step: 99,
				subStep: -1,
				estateToken: 5,
			} )
		);
		expect( loadWizardState( window.sessionStorage ) ).toEqual( {
			...initialWizardState,
			answers: { ok: 'x' },
		} );
		expect( loadWizardState( undefined ) ).toEqual( initialWizardState );
	} );

	it( 'drops an estate token older than 24 hours', () => {
		const stored = wizardReducer(
			initialWizardState,
			valuationStored( { estateToken: 'token-of-the-estate', at: 1000 } )
		);
		saveWizardState( window.sessionStorage, stored );
		expect(
			loadWizardState( window.sessionStorage, 1000 + 60_000 ).estateToken
		).toBe( 'token-of-the-estate' );
		expect(
			loadWizardState( window.sessionStorage, 1000 + 24 * 3600_000 )
				.estateToken
		).toBeNull();
	} );

	it( 'removes an expired estate token from the tab’s storage when the app starts', () => {
		const storeAt = ( at: number ) =>
			saveWizardState(
				window.sessionStorage,
				wizardReducer(
					initialWizardState,
					valuationStored( {
						estateToken: 'token-of-the-estate',
						at,
					} )
				)
			);
		storeAt( Date.now() - 60_000 );
		expect( createTestStore().getState().wizard.estateToken ).toBe(
			'token-of-the-estate'
		);
		expect( window.sessionStorage.getItem( WIZARD_STORAGE_KEY ) ).toContain(
			'token-of-the-estate'
		);

		storeAt( Date.now() - ESTATE_TOKEN_LIFETIME_MS - 1000 );
		const store = createTestStore();
		// Nothing else was left to keep: the submit had sent the answers, and the wizard starts
		// afresh instead of on a finish step with nothing to send.
		expect( store.getState().wizard ).toEqual( initialWizardState );
		expect(
			window.sessionStorage.getItem( WIZARD_STORAGE_KEY )
		).toBeNull();
	} );

	it( 'leaves nothing behind once the token is used', () => {
		saveWizardState( window.sessionStorage, {
			...initialWizardState,
			step: 6,
			estateToken: 'token-of-the-estate',
			estateTokenAt: 1,
		} );
		saveWizardState(
			window.sessionStorage,
			wizardReducer( initialWizardState, estateTokenUsed() )
		);
		expect(
			window.sessionStorage.getItem( WIZARD_STORAGE_KEY )
		).toBeNull();
	} );
} );
