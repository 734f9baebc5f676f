/**
 * The finish step: 'Get your real estate valued now' stores the valuation. A failure shows the
 * backend-error display and keeps every answer. After success a visitor sees the account slot
 * (registration or login, filled by the app with the estate token); a signed-in customer is sent
 * on by the caller.
 */
import { useId, type ReactNode } from 'react';
import { __ } from '@wordpress/i18n';
import { BackendErrors } from '../../../components/backend-errors';
import type { WizardConfig } from '../settings';
import { useSubmitValuation } from '../use-submit-valuation';

/** Props of the finish step. */
export interface FinishStepProps {
	config: WizardConfig;
	/** The estate token held after a visitor's submit; null before. */
	estateToken: string | null;
	/** Renders the account screens for the token. */
	renderAccount?: ( estateToken: string ) => ReactNode;
	/** Called after a signed-in customer's valuation was stored. */
	onSignedInDone: () => void;
}

/**
 * @param props See FinishStepProps.
 */
export function FinishStep( props: FinishStepProps ) {
	const { config, estateToken, renderAccount, onSignedInDone } = props;
	const { submit, busy, error } = useSubmitValuation(
		config,
		onSignedInDone
	);
	const errorsId = useId();
	if ( estateToken ) {
		return (
			<div className="ca-wizard__account">
				{ renderAccount?.( estateToken ) }
			</div>
		);
	}
	return (
		<div className="ca-wizard__finish">
			<button
				type="button"
				className="ca-button ca-button--primary ca-wizard__submit"
				disabled={ busy }
				aria-busy={ busy }
				aria-describedby={ error ? errorsId : undefined }
				onClick={ () => void submit() }
			>
				{ busy && (
					<span className="ca-button__spinner" aria-hidden="true" />
				) }
				<span>
					{ __( 'Get your real estate valued now', 'customer-area' ) }
				</span>
			</button>
			<BackendErrors id={ errorsId } error={ error } />
		</div>
	);
}
