/**
 * The first screens the server prints into a full root before the app is there: the static text a
 * visitor's first view opens with, rendered by the build (`render.tsx`) with the views' own
 * components, once per shipped language. Which one a page gets, the PHP side decides from the
 * embed (includes/Frontend/FirstView.php, the same rules as `useAuthContainerProps` and
 * `VisitorLanding`); popups get none. Text only: no form, no control, no live region, no id, no
 * focus (`render.tsx` checks). See docs/architecture.md "First screens".
 */
import type { AuthView } from '../../config/config';
import {
	AUTH_VIEW_CLASS,
	ForgotPasswordTitle,
	LoginTitle,
	RegisterTitle,
	SecretSaleIntro,
} from '../../features/auth/components/first-screen-texts';
import { STEP_NAMES } from '../../features/wizard/constants';
import { StepHeading } from '../../features/wizard/components/step-heading';
import { WizardIntro } from '../../features/wizard/components/wizard-intro';

/** The views that have a pre-rendered first screen: the wizard and the auth container's views. */
export const FIRST_VIEWS = [
	'wizard',
	'login',
	'register',
	'forgot-password',
	'secret-sale-notice',
] as const satisfies ReadonlyArray< AuthView | 'wizard' >;

/** A view with a pre-rendered first screen. */
export type FirstView = ( typeof FIRST_VIEWS )[ number ];

/**
 * The auth container's frame around a view's opening text, as `AuthContainer` renders it.
 *
 * @param props      The view.
 * @param props.view The view.
 */
function AuthFirstScreen( { view }: { view: AuthView } ) {
	let text;
	switch ( view ) {
		case 'register':
			text = <RegisterTitle show />;
			break;
		case 'forgot-password':
			text = <ForgotPasswordTitle />;
			break;
		case 'secret-sale-notice':
			text = <SecretSaleIntro />;
			break;
		default:
			text = <LoginTitle show />;
	}
	return (
		<section className="ca-auth" data-view={ view }>
			<div className={ AUTH_VIEW_CLASS[ view ] }>{ text }</div>
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

/** Props of a pre-rendered first screen. */
export interface FirstViewProps {
	/** The view. */
	view: FirstView;
	/** The language code of its text (the `lang` the app's element gets). */
	language: string;
}

/**
 * A pre-rendered first screen in the app's element (`ca-app`, so it takes the app's look).
 *
 * @param props See FirstViewProps.
 */
export function FirstViewScreen( { view, language }: FirstViewProps ) {
	return (
		<div
			className={ `ca-app customer-area-first-view customer-area-first-view--${ view }` }
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
