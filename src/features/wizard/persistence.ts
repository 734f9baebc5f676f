/**
 * Keeps the wizard's state in the tab's session storage, so a reload or an accidental
 * back-navigation keeps the answers; a successful submit clears them. Session storage ends with the
 * tab, and anything unreadable starts the wizard afresh. The answers are option codes, numbers and
 * what the visitor typed, never a text in a language: after a language switch they stay and the
 * wizard shows them in the new language (docs/behaviour.md "Language"). An expired estate token
 * leaves the storage when the app starts (docs/behaviour.md "Estate token").
 */
import { tabStorage } from '../../lib/browser';
import { isObject } from '../../lib/is-object';
import { isAnswer, type Answers } from './answers';
import { ESTATE_TOKEN_LIFETIME_MS, FINISH_STEP } from './constants';
import type { WithWizard, WizardState } from './wizard-slice';
import { storageKey } from '../../config/config';

/**
 * The wizard's key in the tab's session storage: `WIZARD_STORAGE_KEY` on a single site, in the
 * site's storage namespace on a network (src/config/session-scope.ts).
 */
const wizardStorageKey = () => storageKey( 'wizard' );

export { tabStorage };

const EMPTY: WizardState = {
	answers: {},
	step: 0,
	subStep: 0,
	estateToken: null,
	estateTokenAt: null,
	accountView: 'register',
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
 * The stored state as an object; null when there is none or it cannot be read.
 *
 * @param storage The tab's storage, if any.
 */
function readStored( storage: Storage | undefined ) {
	try {
		const raw = storage?.getItem( wizardStorageKey() );
		const parsed: unknown = raw ? JSON.parse( raw ) : null;
		return isObject( parsed ) ? parsed : null;
	} catch {
		return null;
	}
}

/**
 * The stored estate token's state: none, valid, or expired (older than 24 hours).
 *
 * @param stored The stored state.
 * @param now    The current time.
 */
function storedToken(
	stored: Record< string, unknown >,
	now: number
): 'none' | 'valid' | 'expired' {
	if ( typeof stored.estateToken !== 'string' || stored.estateToken === '' ) {
		return 'none';
	}
	const at =
		typeof stored.estateTokenAt === 'number' ? stored.estateTokenAt : 0;
	return now - at < ESTATE_TOKEN_LIFETIME_MS ? 'valid' : 'expired';
}

/**
 * Loads the stored wizard state. An expired estate token starts the wizard afresh: a state that
 * holds a token has no answers (the submit sent them), and the valuation can no longer be linked.
 *
 * @param storage The tab's storage, if any.
 * @param now     The current time (injectable for tests).
 */
export function loadWizardState(
	storage: Storage | undefined,
	now: number = Date.now()
): WizardState {
	const parsed = readStored( storage );
	if ( ! parsed ) {
		return EMPTY;
	}
	const token = storedToken( parsed, now );
	if ( token === 'expired' ) {
		return EMPTY;
	}
	const tokenValid = token === 'valid';
	const tokenAt = tokenValid ? ( parsed.estateTokenAt as number ) : null;
	return {
		answers: storedAnswers( parsed.answers ),
		step: wholeNumber( parsed.step, FINISH_STEP ),
		subStep: wholeNumber( parsed.subStep, 99 ),
		estateToken: tokenValid ? ( parsed.estateToken as string ) : null,
		estateTokenAt: tokenAt,
		accountView:
			tokenValid && parsed.accountView === 'login' ? 'login' : 'register',
	};
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
			storage?.removeItem( wizardStorageKey() );
			return;
		}
		storage?.setItem( wizardStorageKey(), JSON.stringify( state ) );
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
	// The state was read without the expired token; the storage forgets it now, not at the next
	// change, which may never come.
	const stored = readStored( storage );
	if ( stored && storedToken( stored, Date.now() ) === 'expired' ) {
		saveWizardState( storage, previous );
	}
	return store.subscribe( () => {
		const { wizard } = store.getState();
		if ( wizard !== previous ) {
			previous = wizard;
			saveWizardState( storage, wizard );
		}
	} );
}
