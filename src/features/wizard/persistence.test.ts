/**
 * The wizard's state in session storage: read back as written, anything unreadable starts afresh,
 * an expired estate token is dropped, and an unstarted wizard leaves nothing behind.
 */
import { WIZARD_STORAGE_KEY } from './constants';
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
