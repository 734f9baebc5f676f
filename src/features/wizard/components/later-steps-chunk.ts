/**
 * The loader of the wizard's later parts (later-steps.ts, chunk `wizard-steps`), shared by the
 * wizard, which fetches it ahead when the visitor starts answering and waits for it on a step that
 * needs it, and by the field controls that render from it.
 */
import type { RefObject } from 'react';
import {
	lazyModule,
	usePreloadOnFirstUse,
	type LazyModuleState,
} from '../../../components/lazy-module';
import type { WizardModel } from '../use-wizard';
import { CARD_CONTROLS } from '../visibility';
import type * as LaterSteps from './later-steps';

export const laterSteps = lazyModule< typeof LaterSteps >(
	'the valuation wizard’s steps',
	() => import( /* webpackChunkName: "wizard-steps" */ './later-steps' )
);

/** The later parts as the wizard sees them. */
export interface LaterStepsState extends LazyModuleState< typeof LaterSteps > {
	/** The current step needs them and they are not there yet. */
	waiting: boolean;
}

/**
 * The later parts for the wizard: fetched ahead once the visitor starts answering (a press, a key,
 * focus in the wizard), so they are there by the location step without weighing on the first
 * view, and waited for on a step that needs them (a restored step, a quick visitor, a slow line).
 *
 * @param model  The wizard's model.
 * @param wizard The wizard's area.
 * @return The later parts' state.
 */
export function useLaterSteps(
	model: WizardModel,
	wizard: RefObject< HTMLElement >
): LaterStepsState {
	usePreloadOnFirstUse( wizard, laterSteps.preload );
	// The location and finish steps render from the later parts, and so does a step with a field
	// that is not cards.
	const needed =
		model.stepName === 'location' ||
		model.stepName === 'finish' ||
		model.categories.some( ( { fields } ) =>
			fields.some(
				( { control } ) => ! CARD_CONTROLS.includes( control )
			)
		);
	const later = laterSteps.useChunk( needed );
	return { ...later, waiting: needed && ! later.module };
}
