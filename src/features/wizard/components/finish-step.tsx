/**
 * The finish step. A visitor first reads what happens next and chooses one of two ways, both of
 * which store the valuation first (spec 2 §4): 'Get your real estate valued now', then
 * registration, or 'Login into existing Account', then the login. A signed-in customer has the
 * button only and is sent on by the caller. A failure shows the backend-error display and keeps
 * every answer. After success a visitor sees the account slot (the chosen view, filled by the app
 * with the estate token). See docs/behaviour.md "Valuation wizard".
 */
import { useId, useState, type ReactNode } from 'react';
import { __ } from '@wordpress/i18n';
import { BackendErrors } from '../../../components/backend-errors';
import type { WizardConfig } from '../settings';
import { useSubmitValuation } from '../use-submit-valuation';
import type { AccountView } from '../wizard-slice';

/** Props of the finish step. */
export interface FinishStepProps {
	config: WizardConfig;
	/** The estate token held after a visitor's submit; null before. */
	estateToken: string | null;
	/** The account view the visitor chose (shown with the token). */
	accountView: AccountView;
	/** Renders the account screens for the token, in the chosen view. */
	renderAccount?: ( estateToken: string, view: AccountView ) => ReactNode;
	/** Called after a signed-in customer's valuation was stored. */
	onSignedInDone: () => void;
}

/**
 * @param props See FinishStepProps.
 */
export function FinishStep( props: FinishStepProps ) {
	const { config, estateToken, accountView, renderAccount, onSignedInDone } =
		props;
	const { submit, busy, error, signedIn } = useSubmitValuation(
		config,
		onSignedInDone
	);
	// The way the visitor chose last: its button shows the spinner and carries the message.
	const [ chosen, setChosen ] = useState< AccountView >( 'register' );
	const errorsId = useId();
	if ( estateToken ) {
		return (
			<div className="ca-wizard__account">
				{ renderAccount?.( estateToken, accountView ) }
			</div>
		);
	}
	const choose = ( view: AccountView ) => {
		setChosen( view );
		void submit( view );
	};
	const stateOf = ( view: AccountView ) => ( {
		disabled: busy,
		'aria-busy': busy && chosen === view,
		'aria-describedby': error && chosen === view ? errorsId : undefined,
	} );
	return (
		<div className="ca-wizard__finish">
			<p className="ca-wizard__finish-text">
				{ signedIn
					? __(
							'We add the valuation to your customer area and contact you by e-mail or telephone about it.',
							'customer-area'
						)
					: __(
							'We use your details to set up your free personal login area and to contact you by e-mail or telephone about your valuation.',
							'customer-area'
						) }
			</p>
			<button
				type="button"
				className="ca-button ca-button--primary ca-wizard__submit"
				{ ...stateOf( 'register' ) }
				onClick={ () => choose( 'register' ) }
			>
				{ busy && chosen === 'register' && (
					<span className="ca-button__spinner" aria-hidden="true" />
				) }
				<span>
					{ __( 'Get your real estate valued now', 'customer-area' ) }
				</span>
			</button>
			{ ! signedIn && (
				<button
					type="button"
					className="ca-link-button ca-wizard__login"
					{ ...stateOf( 'login' ) }
					onClick={ () => choose( 'login' ) }
				>
					{ __( 'Login into existing Account', 'customer-area' ) }
				</button>
			) }
			<BackendErrors id={ errorsId } error={ error } />
		</div>
	);
}
