/**
 * Writes the wizard's state to the tab's session storage whenever it changes while the wizard is
 * mounted, and once more when it unmounts (a submit followed at once by a route change).
 */
import { useEffect } from 'react';
import { useAppStore } from '../../app/hooks';
import { saveWizardState, tabStorage } from './persistence';

/** Keeps the stored wizard state current; renders nothing. */
export function useWizardPersistence(): void {
	const store = useAppStore();
	useEffect( () => {
		const storage = tabStorage();
		let previous = store.getState().wizard;
		const unsubscribe = store.subscribe( () => {
			const { wizard } = store.getState();
			if ( wizard !== previous ) {
				previous = wizard;
				saveWizardState( storage, wizard );
			}
		} );
		return () => {
			unsubscribe();
			saveWizardState( storage, store.getState().wizard );
		};
	}, [ store ] );
}
