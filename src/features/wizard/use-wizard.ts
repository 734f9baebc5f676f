/**
 * The wizard's state and moves for the views: the configuration (or the fallback steps when it
 * cannot be loaded), the current step and sub-step, the answers, the messages due, and Next and
 * Previous. Next leaves a step only when it is valid; on the features page Next and Previous move
 * through the sub-steps that have something to show before they leave the page.
 *
 * Messages show for what the step showed when a Next was refused, and for a typed field once it
 * has been left; they follow the answers from then on, so a message clears as soon as the field is
 * filled. A section that appears after the refusal (the timeframe, once a reason asks for it) shows
 * its message only after the next Next: nobody has been asked to fill it yet. A message that comes or
 * goes while Previous, Next or another control is being pressed shows as the press ends
 * (docs/behaviour.md "A press is never lost").
 */
import { useEffect, useMemo, useState } from 'react';
import {
	useAppDispatch,
	useAppSelector,
	type RootState,
} from '../../app/hooks';
import { useHeldWhilePressed } from '../../components/form/use-held-while-pressed';
import type { Answer } from './answers';
import { FINISH_STEP, STEP_NAMES, type StepName } from './constants';
import { emptyConfig, type WizardConfig } from './settings';
import { useGetValuationSettingsQuery, wizardApi } from './api';
import { categoryErrorKey, validateStep, type StepErrors } from './validation';
import {
	subStepsOf,
	visibleCategories,
	type VisibleCategory,
} from './visibility';
import { answerSet, selectWizard, stepChanged } from './wizard-slice';

const FALLBACK = emptyConfig();
const NO_KEYS: readonly string[] = [];

/** What the wizard's views read and call. */
export interface WizardModel {
	config: WizardConfig;
	/** The settings call is running and has answered nothing yet. */
	loading: boolean;
	/** The settings call failed: the fallback steps show the failure screen. */
	failed: boolean;
	/** Asks for the settings again. */
	retry: () => void;
	step: number;
	stepName: StepName;
	/** The features page's current sub-step. */
	subStep: number;
	/** The categories of the current step (and sub-step) that show. */
	categories: VisibleCategory[];
	answers: Record< string, Answer >;
	/** Messages due now, by field key or category error key. */
	errors: StepErrors;
	/** Counts refused Nexts, so the view can move focus to the first message. */
	refusals: number;
	setAnswer: ( key: string, value: Answer ) => void;
	/** A typed field was left: its message may show. */
	leave: ( key: string ) => void;
	next: () => void;
	back: () => void;
}

/**
 * The keys of the shown fields that cannot be answered now: a dropdown without a source or whose
 * options failed, and the country while the country list failed.
 *
 * @param state      The root state.
 * @param categories The shown categories.
 */
function unavailableKeys(
	state: RootState,
	categories: VisibleCategory[]
): string {
	const countriesFailed =
		wizardApi.endpoints.getEstateCountries.select()( state ).isError;
	return categories
		.flatMap( ( { fields } ) => fields )
		.filter( ( { control, field } ) => {
			if ( control === 'country' ) {
				return countriesFailed;
			}
			return (
				control === 'dropdown' &&
				( ! field.source ||
					wizardApi.endpoints.getOptionSource.select( field.source )(
						state
					).isError )
			);
		} )
		.map( ( { field } ) => field.key )
		.join( '|' );
}

/** The wizard's model. */
export function useWizard(): WizardModel {
	const dispatch = useAppDispatch();
	const wizard = useAppSelector( selectWizard );
	const settings = useGetValuationSettingsQuery();
	const config = settings.data ?? FALLBACK;
	// A configuration once loaded stays in use even if a later refetch fails.
	const failed = ! settings.data && settings.isError && ! settings.isFetching;
	const loading = ! settings.data && ! failed;
	const { answers, step } = wizard;
	const stepName = STEP_NAMES[ step ] ?? 'category';

	const subSteps = useMemo(
		() => subStepsOf( config, answers ),
		[ config, answers ]
	);
	const subStep =
		stepName === 'features_condition' &&
		! subSteps.includes( wizard.subStep )
			? ( subSteps[ 0 ] ?? 0 )
			: wizard.subStep;
	const categories = useMemo(
		() =>
			visibleCategories(
				config,
				stepName,
				answers,
				stepName === 'features_condition' ? subStep : undefined
			),
		[ config, stepName, answers, subStep ]
	);
	const unavailable = useAppSelector( ( state ) =>
		unavailableKeys( state, categories )
	);
	const allErrors = useMemo(
		() =>
			validateStep( {
				config,
				step: stepName,
				subStep,
				answers,
				unavailable: new Set( unavailable.split( '|' ) ),
			} ),
		[ config, stepName, subStep, answers, unavailable ]
	);

	// The message keys of what shows now: each field, and each category's own requirement.
	const shownKeys = useMemo(
		() =>
			categories.flatMap( ( { category, fields } ) => [
				categoryErrorKey( category.value ),
				...fields.map( ( { field } ) => field.key ),
			] ),
		[ categories ]
	);

	// Which page the refused Next (with what it showed) and the left fields belong to; a new page
	// starts clean.
	const here = `${ step }:${ subStep }`;
	const [ view, setView ] = useState< {
		page: string;
		refused: readonly string[];
		left: readonly string[];
	} >( {
		page: here,
		refused: NO_KEYS,
		left: NO_KEYS,
	} );
	const [ refusals, setRefusals ] = useState( 0 );
	const onPage = view.page === here;
	const refused = onPage ? view.refused : NO_KEYS;
	const left = onPage ? view.left : NO_KEYS;
	const dueErrors = useMemo(
		() =>
			Object.fromEntries(
				Object.entries( allErrors ).filter(
					( [ key ] ) =>
						refused.includes( key ) || left.includes( key )
				)
			),
		[ allErrors, refused, left ]
	);
	const errors = useHeldWhilePressed( dueErrors );
	// A section that hides is forgotten by the refusal: when it appears again, it is new.
	useEffect( () => {
		setView( ( previous ) => {
			const kept = previous.refused.filter( ( key ) =>
				shownKeys.includes( key )
			);
			return previous.page !== here ||
				kept.length === previous.refused.length
				? previous
				: { ...previous, refused: kept };
		} );
	}, [ here, shownKeys ] );

	// The features page's sub-steps around the current one; undefined at its ends and elsewhere.
	const position =
		stepName === 'features_condition' ? subSteps.indexOf( subStep ) : -1;
	const following = position >= 0 ? subSteps[ position + 1 ] : undefined;
	const preceding = position > 0 ? subSteps[ position - 1 ] : undefined;

	// The sub-step counts on the features page only; every other step keeps 0.
	const move = ( nextStep: number, featuresSubStep: number | undefined ) =>
		dispatch(
			stepChanged( {
				step: nextStep,
				subStep:
					STEP_NAMES[ nextStep ] === 'features_condition'
						? ( featuresSubStep ?? 0 )
						: 0,
			} )
		);

	const next = () => {
		if ( loading || failed || step >= FINISH_STEP ) {
			return;
		}
		if ( Object.keys( allErrors ).length > 0 ) {
			setView( { page: here, refused: shownKeys, left } );
			setRefusals( ( count ) => count + 1 );
			return;
		}
		if ( following !== undefined ) {
			move( step, following );
			return;
		}
		move( step + 1, subSteps[ 0 ] );
	};

	const back = () => {
		if ( preceding !== undefined ) {
			move( step, preceding );
			return;
		}
		if ( step === 0 ) {
			return;
		}
		move( step - 1, subSteps[ subSteps.length - 1 ] );
	};

	const setAnswer = ( key: string, value: Answer ) =>
		dispatch( answerSet( { key, value } ) );
	const leave = ( key: string ) =>
		setView( ( previous ) => {
			const base =
				previous.page === here
					? previous
					: { page: here, refused: NO_KEYS, left: NO_KEYS };
			return base.left.includes( key )
				? base
				: { ...base, left: [ ...base.left, key ] };
		} );

	return {
		config,
		loading,
		failed,
		retry: settings.refetch,
		step,
		stepName,
		subStep,
		categories,
		answers,
		errors,
		refusals,
		setAnswer,
		leave,
		next,
		back,
	};
}
