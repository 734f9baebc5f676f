/**
 * Typed Redux hooks; the plain react-redux hooks are banned by lint. Features reach the app only
 * through this module (RTK's convention), so it also names the root state's type for them.
 */

import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from './store';

export type { AppDispatch, RootState };

export const useAppDispatch = useDispatch.withTypes< AppDispatch >();
export const useAppSelector = useSelector.withTypes< RootState >();
export const useAppStore = useStore.withTypes< AppStore >();
