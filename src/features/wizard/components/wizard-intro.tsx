/**
 * The top of the wizard: its title and the progress header. The wizard renders it, and so does the
 * build's pre-rendered opening, which the server prints into the page before the app is there
 * (src/first-paint/, docs/architecture.md "First paint and start-up").
 */
import { __ } from '@wordpress/i18n';
import { ScreenTitle } from '../../../components/screen-title';
import { ProgressHeader } from './progress-header';

/** Props of the wizard's top. */
export interface WizardIntroProps {
	/** The current step, 0 to 6. */
	step: number;
}

/**
 * The wizard's title and progress header.
 *
 * @param props See WizardIntroProps.
 */
export function WizardIntro( { step }: WizardIntroProps ) {
	return (
		<>
			<ScreenTitle>
				{ __( 'Online Property Valuation', 'customer-area' ) }
			</ScreenTitle>
			<ProgressHeader step={ step } />
		</>
	);
}
