/**
 * The finish step's submit: the answers of every shown field go to store-temporary through the
 * payload table. A failure keeps every answer and returns the error for the backend-error display.
 * Success clears the answers; a visitor's estate token is held for the account view they chose
 * (registration or login), and a signed-in customer (whose bearer token links the estate at once)
 * is sent on.
 */
import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectIsAuthenticated } from '../../session/auth-slice';
import { useStoreTemporaryEstateMutation } from './api';
import { buildPayload } from './payload';
import type { WizardConfig } from './settings';
import { answersToSend } from './visibility';
import {
	selectWizardAnswers,
	valuationStored,
	type AccountView,
} from './wizard-slice';

/** The submit's state and trigger. */
export interface SubmitValuation {
	/** Sends the answers; a visitor then sees `then` (registration by default). */
	submit: ( then?: AccountView ) => Promise< void >;
	busy: boolean;
	/** The failed answer, for the backend-error display; undefined when there is none. */
	error: unknown;
	/** Whether a customer is signed in (the valuation is theirs at once, no account step). */
	signedIn: boolean;
}

/**
 * @param config     The wizard configuration.
 * @param onSignedIn Called after a signed-in customer's valuation was stored.
 */
export function useSubmitValuation(
	config: WizardConfig,
	onSignedIn: () => void
): SubmitValuation {
	const dispatch = useAppDispatch();
	const answers = useAppSelector( selectWizardAnswers );
	const signedIn = useAppSelector( selectIsAuthenticated );
	const [ store, { isLoading, error } ] = useStoreTemporaryEstateMutation();

	const submit = useCallback(
		async ( then: AccountView = 'register' ) => {
			const result = await store(
				buildPayload( answersToSend( config, answers ) )
			);
			if ( 'error' in result ) {
				return;
			}
			dispatch(
				valuationStored( {
					estateToken: signedIn ? null : result.data,
					at: Date.now(),
					accountView: then,
				} )
			);
			if ( signedIn ) {
				onSignedIn();
			}
		},
		[ store, config, answers, dispatch, signedIn, onSignedIn ]
	);

	return { submit, busy: isLoading, error, signedIn };
}
