/**
 * The property valuation wizard: title, progress header, the current step's heading and content,
 * and Previous / Next. A spinner shows while the configuration loads; when it cannot be loaded the
 * seven steps stay, each showing the failure screen, and Next is disabled. The location and finish
 * steps and every control but cards come from the later chunk (later-steps-chunk.ts), fetched at
 * the visitor's first answer: a step that needs it before it is there shows the spinner with Next
 * disabled, or a failure screen with 'Try again' when it cannot be loaded. Focus moves to the new
 * step's heading on every step or sub-step change and after a visitor's submit, and to the first
 * message after a refused Next.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { __ } from '@wordpress/i18n';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { Spinner } from '../../../components/spinner';
import { ROUTES } from '../../../config/routes';
import { FINISH_STEP } from '../constants';
import { useWizard } from '../use-wizard';
import {
	selectAccountView,
	selectEstateToken,
	type AccountView,
} from '../wizard-slice';
import { CategoryBlock } from './category-block';
import { LaterControls } from './field-control';
import { useLaterSteps } from './later-steps-chunk';
import { StepFailure } from './step-failure';
import { StepHeading } from './step-heading';
import { WizardIntro } from './wizard-intro';
import './wizard.scss';

/** Props of the wizard. */
export interface ValuationWizardProps {
	/**
	 * Renders what follows a visitor's submit: the view they chose (registration or login) with
	 * the estate token. The app fills it with the auth container; Previous is hidden while it
	 * shows.
	 */
	renderAccount?: ( estateToken: string, view: AccountView ) => ReactNode;
	/** Called after a signed-in customer's valuation was stored; by default the dashboard opens. */
	onSignedInDone?: () => void;
}

/** The later controls before their chunk is there. */
const NO_CONTROLS = {};

/**
 * The wizard.
 *
 * @param props See ValuationWizardProps.
 */
export function ValuationWizard( props: ValuationWizardProps ) {
	const { renderAccount, onSignedInDone } = props;
	const model = useWizard();
	const estateToken = useAppSelector( selectEstateToken );
	const accountView = useAppSelector( selectAccountView );
	const navigate = useNavigate();
	const headingId = useId();
	const heading = useRef< HTMLHeadingElement >( null );
	const body = useRef< HTMLDivElement >( null );

	const section = useRef< HTMLElement >( null );
	const later = useLaterSteps( model, section );
	const laterFallback = later.failed ? (
		<StepFailure
			message={ __(
				'This part of the customer area could not be shown. Please try again.',
				'customer-area'
			) }
			onRetry={ later.retry }
		/>
	) : (
		<Spinner />
	);
	const { FinishStep, LocationStep } = later.module ?? {};

	// Focus goes to the step's heading on a new step or sub-step, and when a visitor's submit
	// replaces its button with the account step, so keyboard and screen-reader users are not left
	// on a button that is gone.
	const page = `${ model.step }:${ model.subStep }`;
	const lastSeen = useRef( { page, estateToken } );
	useEffect( () => {
		const before = lastSeen.current;
		lastSeen.current = { page, estateToken };
		if ( page !== before.page || ( estateToken && ! before.estateToken ) ) {
			heading.current?.focus();
		}
	}, [ page, estateToken ] );
	useEffect( () => {
		// A refused Next: focus goes to the first control with a message (or into the first group
		// with one).
		if ( model.refusals > 0 ) {
			body.current
				?.querySelector< HTMLElement >(
					'[aria-invalid="true"], .is-invalid input, .is-invalid button'
				)
				?.focus();
		}
	}, [ model.refusals ] );

	const signedInDone =
		onSignedInDone ?? ( () => navigate( ROUTES.dashboard ) );

	// After a visitor's submit the account step replaces the finish step's button; Previous is
	// hidden while it shows.
	const accountShown = model.step === FINISH_STEP && estateToken !== null;
	let content: ReactNode;
	if ( model.loading && ! accountShown ) {
		content = <Spinner />;
	} else if ( model.failed && ! accountShown ) {
		content = (
			<StepFailure
				message={ __(
					'Configuration could not be loaded. Please try again later.',
					'customer-area'
				) }
				onRetry={ model.retry }
			/>
		);
	} else if ( later.waiting ) {
		content = laterFallback;
	} else if ( model.step === FINISH_STEP ) {
		content = FinishStep && (
			<FinishStep
				config={ model.config }
				estateToken={ estateToken }
				accountView={ accountView }
				renderAccount={ renderAccount }
				onSignedInDone={ signedInDone }
			/>
		);
	} else if ( model.stepName === 'location' ) {
		content = LocationStep && <LocationStep model={ model } />;
	} else {
		content = (
			<div className="ca-wizard__categories">
				{ model.categories.map( ( shown ) => (
					<CategoryBlock
						key={ shown.category.value }
						model={ model }
						shown={ shown }
						grid={
							model.stepName === 'features_condition'
								? 'features'
								: 'default'
						}
					/>
				) ) }
			</div>
		);
	}

	const stepPage = (
		<>
			<StepHeading
				ref={ heading }
				id={ headingId }
				step={ model.step }
				name={ model.stepName }
			/>
			<div
				className={ `ca-wizard__body${
					model.loading ? ' is-loading' : ''
				}` }
				ref={ body }
			>
				<LaterControls.Provider
					value={ later.module?.FIELD_CONTROLS ?? NO_CONTROLS }
				>
					{ content }
				</LaterControls.Provider>
			</div>
		</>
	);

	return (
		<section className="ca-wizard ca-page" ref={ section }>
			<WizardIntro step={ model.step } />
			{ accountShown ? (
				// The account step brings its own forms, which must not sit inside the wizard's.
				<div className="ca-wizard__form">{ stepPage }</div>
			) : (
				<form
					className="ca-wizard__form"
					noValidate
					aria-labelledby={ headingId }
					onSubmit={ ( event ) => {
						event.preventDefault();
						model.next();
					} }
				>
					{ stepPage }
					<div className="ca-wizard__nav">
						{ model.step > 0 && (
							<button
								type="button"
								className="ca-button ca-button--secondary"
								onClick={ model.back }
							>
								{ __( 'Previous', 'customer-area' ) }
							</button>
						) }
						{ model.step < FINISH_STEP && (
							<button
								type="submit"
								className="ca-button ca-button--primary ca-wizard__next"
								disabled={
									model.loading ||
									model.failed ||
									later.waiting
								}
							>
								{ __( 'Next', 'customer-area' ) }
							</button>
						) }
					</div>
				</form>
			) }
		</section>
	);
}
