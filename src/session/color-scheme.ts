/**
 * The one place screens get the broker's colours from: the reporting design loaded into the auth
 * state at sign-in, mapped to its preset. Screens read it with `useAppSelector( selectColorScheme
 * )`; the selector is memoized, so the colours keep their identity until the settings change
 * (charts do not redraw for nothing). See docs/behaviour.md "Colour schemes and palettes".
 */
import { createSelector } from '@reduxjs/toolkit';
import { resolveColorScheme } from '../entities/reporting-design/color-schemes';
import { selectBrokerSettings } from './auth-slice';

/**
 * The colours of the signed-in broker's reporting design (the default preset until it is known).
 */
export const selectColorScheme = createSelector(
	[ selectBrokerSettings ],
	( settings ) => resolveColorScheme( settings )
);
