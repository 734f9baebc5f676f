/**
 * UI slices of the features (wizard state and the like). Each feature that keeps UI state adds its
 * reducer here; server data stays in the RTK Query cache.
 */
import { wizardReducer } from '../features/wizard/wizard-slice';

export const featureReducers = {
	wizard: wizardReducer,
};
