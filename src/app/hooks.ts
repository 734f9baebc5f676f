/**
 * Typed Redux hooks (GUIDE 3.3); the plain react-redux hooks are banned by lint.
 */
// eslint-disable-next-line no-restricted-imports -- this module is the one place allowed to wrap them.
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes< AppDispatch >();
export const useAppSelector = useSelector.withTypes< RootState >();
export const useAppStore = useStore.withTypes< AppStore >();
