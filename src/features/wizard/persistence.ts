/**
 * Keeps the wizard's state in the tab's session storage, so a reload or an accidental
 * back-navigation keeps the answers; a successful submit clears them. Session storage ends with the
 * tab, and anything unreadable starts the wizard afresh.
 */
import { tabStorage } from '../../lib/browser';
import { isObject } from '../../lib/is-object';
import { isAnswer, type Answers } from './answers';
import {
	ESTATE_TOKEN_LIFETIME_MS,
	FINISH_STEP,
	WIZARD_STORAGE_KEY,
} from './constants';
import type { WithWizard, WizardState } from './wizard-slice';

export { tabStorage };

const EMPTY: WizardState = {
	answers: {},
	step: 0,
	subStep: 0,
	estateToken: null,
	estateTokenAt: null,
};

/**
 * Reads stored answers, keeping only values an answer can hold.
 *
 * @param raw The stored answers.
 */
function storedAnswers( raw: unknown ): Answers {
	if ( ! isObject( raw ) ) {
		return {};
	}
	return Object.fromEntries(
		Object.entries( raw ).filter( ( [ , value ] ) => isAnswer( value ) )
	) as Answers;
}

const wholeNumber = ( value: unknown, max: number ): number =>
	typeof value === 'number' &&
	Number.isInteger( value ) &&
	value >= 0 &&
	value <= max
		? value
		: 0;

/**
 * Loads the stored wizard state; an expired estate token is dropped.
 *
 * @param storage The tab's storage, if any.
 * @param now     The current time (injectable for tests).
 */
export function loadWizardState(
	storage: Storage | undefined,
	now: number = Date.now()
): WizardState {
	try {
		const raw = storage?.getItem( WIZARD_STORAGE_KEY );
		const parsed: unknown = raw ? JSON.parse( raw ) : null;
		if ( ! isObject( parsed ) ) {
			return EMPTY;
		}
		const tokenAt =
			typeof parsed.estateTokenAt === 'number' ? parsed.estateTokenAt : 0;
		const tokenValid =
			typeof parsed.estateToken === 'string' &&
			parsed.estateToken !== '' &&
			now - tokenAt < ESTATE_TOKEN_LIFETIME_MS;
		return {
			answers: storedAnswers( parsed.answers ),
			step: wholeNumber( parsed.step, FINISH_STEP ),
			subStep: wholeNumber( parsed.subStep, 99 ),
			estateToken: tokenValid ? ( parsed.estateToken as string ) : null,
			estateTokenAt: tokenValid ? tokenAt : null,
		};
	} catch {
		return EMPTY;
	}
}

/**
 * Stores the wizard state; a wizard that has not started leaves nothing behind.
 *
 * @param storage The tab's storage, if any.
 * @param state   The wizard state.
 */
export function saveWizardState(
	storage: Storage | undefined,
	state: WizardState
): void {
	try {
		if (
			Object.keys( state.answers ).length === 0 &&
			state.step === 0 &&
			! state.estateToken
		) {
			storage?.removeItem( WIZARD_STORAGE_KEY );
			return;
		}
		storage?.setItem( WIZARD_STORAGE_KEY, JSON.stringify( state ) );
	} catch {
		// A full or blocked storage only costs the reload-restore.
	}
}

/** The part of the store that keeping the wizard's state needs. */
export interface WizardStore {
	/** The current state. */
	getState: () => WithWizard;
	/** Calls the listener after every action. */
	subscribe: ( listener: () => void ) => () => void;
}

/**
 * Writes the wizard's state to the tab's session storage whenever it changes, whether or not a
 * wizard is mounted: a login with the estate token ends the wizard's screen before the token is
 * forgotten, and that must reach the storage too.
 *
 * @param store The app's store.
 * @return Stops the writing.
 */
export function keepWizardState( store: WizardStore ): () => void {
	const storage = tabStorage();
	let previous = store.getState().wizard;
	return store.subscribe( () => {
		const { wizard } = store.getState();
		if ( wizard !== previous ) {
			previous = wizard;
			saveWizardState( storage, wizard );
		}
	} );
}
