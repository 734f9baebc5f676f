/**
 * The wizard's state in Redux: the answers, the step and the features page's sub-step, and the
 * estate token a visitor's submit answered, held until login or registration uses it. The state
 * survives a reload of the tab (session storage, see `persistence.ts`); a successful submit clears
 * the answers. Selectors and actions here are what the app uses to hand the token to the account
 * screens and to say when it has been used (see docs/behaviour.md "Estate token").
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Answer, Answers } from './answers';
import { FINISH_STEP } from './constants';
import { loadWizardState, tabStorage } from './persistence';

/** What the finish step shows after a visitor's submit: registration or login. */
export type AccountView = 'register' | 'login';

/** The wizard's slice of the store. */
export interface WizardState {
	/** Every answer, keyed by field key. */
	answers: Answers;
	/** The current step, 0 to 6. */
	step: number;
	/** The features page's current sub-step (its categories' `subPageIndex`). */
	subStep: number;
	/** The estate token of the last submit, until login or registration uses it. */
	estateToken: string | null;
	/** When the token was received (ms since epoch); it is valid for 24 hours. */
	estateTokenAt: number | null;
	/** The account view the visitor chose on the finish step (the button or the login link). */
	accountView: AccountView;
}

/** A wizard that has not started. */
export const initialWizardState: WizardState = {
	answers: {},
	step: 0,
	subStep: 0,
	estateToken: null,
	estateTokenAt: null,
	accountView: 'register',
};

const wizardSlice = createSlice( {
	name: 'wizard',
	// Read when the store is created, so a reload shows the answers from the first render.
	initialState: (): WizardState => loadWizardState( tabStorage() ),
	reducers: {
		/**
		 * One field was answered.
		 *
		 * @param state  The wizard state.
		 * @param action The field's key and its answer.
		 */
		answerSet(
			state,
			action: PayloadAction< { key: string; value: Answer } >
		) {
			state.answers[ action.payload.key ] = action.payload.value;
		},
		/**
		 * Several fields were answered at once (the location lookup).
		 *
		 * @param state  The wizard state.
		 * @param action The answers to merge.
		 */
		answersMerged( state, action: PayloadAction< Answers > ) {
			Object.assign( state.answers, action.payload );
		},
		/**
		 * The wizard moved to another step or sub-step.
		 *
		 * @param state  The wizard state.
		 * @param action The new step and sub-step.
		 */
		stepChanged(
			state,
			action: PayloadAction< { step: number; subStep: number } >
		) {
			state.step = Math.min(
				Math.max( action.payload.step, 0 ),
				FINISH_STEP
			);
			state.subStep = action.payload.subStep;
		},
		/**
		 * The valuation was stored: the answers are cleared. A visitor's token is held on the finish
		 * step until login or registration uses it, and the account view they chose shows; a
		 * signed-in customer (no token) starts afresh.
		 *
		 * @param _state The wizard state (replaced).
		 * @param action The token (null for a signed-in customer), the time it arrived, and the
		 *               account view to show (registration when left out).
		 */
		valuationStored(
			_state,
			action: PayloadAction< {
				estateToken: string | null;
				at: number;
				accountView?: AccountView;
			} >
		) {
			const {
				estateToken,
				at,
				accountView = 'register',
			} = action.payload;
			return {
				...initialWizardState,
				step: estateToken ? FINISH_STEP : 0,
				estateToken,
				estateTokenAt: estateToken ? at : null,
				accountView: estateToken ? accountView : 'register',
			};
		},
		/** Login or registration sent the token: the wizard starts afresh. */
		estateTokenUsed() {
			return initialWizardState;
		},
	},
} );

export const {
	answerSet,
	answersMerged,
	stepChanged,
	valuationStored,
	estateTokenUsed,
} = wizardSlice.actions;

/** The reducer, added to the store under `wizard`. */
export const wizardReducer = wizardSlice.reducer;

/** A state that holds the wizard slice. */
export interface WithWizard {
	wizard: WizardState;
}

/**
 * The wizard's state.
 *
 * @param state The root state.
 */
export const selectWizard = ( state: WithWizard ) => state.wizard;

/**
 * The answers so far.
 *
 * @param state The root state.
 */
export const selectWizardAnswers = ( state: WithWizard ) =>
	state.wizard.answers;

/**
 * The estate token a visitor's submit answered, until login or registration uses it; null when
 * there is none. The app passes it to the account screens (login and registration send it).
 *
 * @param state The root state.
 */
export const selectEstateToken = ( state: WithWizard ) =>
	state.wizard.estateToken;

/**
 * The account view the visitor chose on the finish step, shown with the held estate token.
 *
 * @param state The root state.
 */
export const selectAccountView = ( state: WithWizard ) =>
	state.wizard.accountView;
