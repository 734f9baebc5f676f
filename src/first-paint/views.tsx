/**
 * The pre-rendered openings the server prints into a full root before the app is there: the static
 * text a visitor's first view opens with, rendered by the build (`render.tsx`) with the views' own
 * components, once per shipped language. Which one a page gets follows `openingViewOf` (plan.ts),
 * through the table the build writes for the PHP side; popups get none. Text only: no form, no
 * control, no live region, no id, no focus (`render.tsx` checks). See docs/architecture.md "First
 * paint and start-up".
 */
import { AUTH_VIEWS, type AuthView } from '../config/config';
import type { OpeningView } from './plan';
import {
	AUTH_VIEW_CLASS,
	ForgotPasswordTitle,
	LoginTitle,
	RegisterTitle,
	SecretSaleIntro,
} from '../features/auth/components/opening-texts';
import { STEP_NAMES } from '../features/wizard/constants';
import { StepHeading } from '../features/wizard/components/step-heading';
import { WizardIntro } from '../features/wizard/components/wizard-intro';

/** The views that have a pre-rendered opening. */
export const OPENING_VIEWS: readonly OpeningView[] = [
	'wizard',
	...AUTH_VIEWS,
];

/**
 * The auth container's frame around a view's opening text, as `AuthContainer` renders it.
 *
 * @param props      The view.
 * @param props.view The view.
 */
function AuthFirstScreen( { view }: { view: AuthView } ) {
	const texts = {
		login: <LoginTitle show />,
		register: <RegisterTitle show />,
		'forgot-password': <ForgotPasswordTitle />,
		'secret-sale-notice': <SecretSaleIntro />,
	};
	return (
		<section className="ca-auth" data-view={ view }>
			<div className={ AUTH_VIEW_CLASS[ view ] }>{ texts[ view ] }</div>
		</section>
	);
}

/**
 * The wizard's first screen as `ValuationWizard` renders it while its configuration loads: title,
 * progress header, the first step's heading and the body's reserved height.
 */
function WizardFirstScreen() {
	return (
		<section className="ca-wizard ca-page">
			<WizardIntro step={ 0 } />
			<div className="ca-wizard__form">
				<StepHeading step={ 0 } name={ STEP_NAMES[ 0 ] } id="" />
				<div className="ca-wizard__body is-loading" />
			</div>
		</section>
	);
}

/** Props of a pre-rendered opening. */
export interface OpeningProps {
	/** The view. */
	view: OpeningView;
	/** The language code of its text (the `lang` the app's element gets). */
	language: string;
}

/**
 * A pre-rendered opening in the app's element (`ca-app`, so it takes the app's look).
 *
 * @param props See OpeningProps.
 */
export function Opening( { view, language }: OpeningProps ) {
	return (
		<div
			className={ `ca-app customer-area-opening customer-area-opening--${ view }` }
			lang={ language }
		>
			{ view === 'wizard' ? (
				<WizardFirstScreen />
			) : (
				<AuthFirstScreen view={ view } />
			) }
		</div>
	);
}
