/**
 * UI slices of the features (wizard state and the like). Each feature that keeps UI state adds its
 * reducer here; server data stays in the RTK Query cache.
 */
export const featureReducers = {};
