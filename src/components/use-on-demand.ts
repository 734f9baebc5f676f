/**
 * A component of a lazy chunk that is needed only after a press (a dialog): the trigger props start
 * the download early (on hover or focus of the button), `request` loads it if needed and then runs
 * `then` (e.g. opens the dialog). Unlike `React.lazy`, a failed download is not kept: the caller
 * says so, and the next press tries again.
 */
import { useCallback, useState, type ComponentType } from 'react';
import { logFailure } from '../lib/log';

/** What useOnDemand gives. */
export interface OnDemand< Props > {
	/** The component once loaded, else null. */
	Loaded: ComponentType< Props > | null;
	/**
	 * Loads the component if needed, then runs `then`. On a failure it logs and runs `failed`.
	 *
	 * @param then   What to do once the component is there.
	 * @param failed What to do when it cannot be loaded (offline).
	 */
	request: ( then: () => void, failed: () => void ) => void;
	/**
	 * The props of the button that opens the dialog: what it opens, whether it is open, and the
	 * early download on hover and focus.
	 *
	 * @param open Whether the dialog shows.
	 * @param id   The dialog's id.
	 */
	triggerProps: ( open: boolean, id: string ) => TriggerProps;
}

/** Props of a button that opens an on-demand dialog. */
export interface TriggerProps {
	'aria-haspopup': 'dialog';
	'aria-expanded': boolean;
	'aria-controls': string | undefined;
	onPointerEnter: () => void;
	onFocus: () => void;
}

/**
 * Loads a dialog's chunk on demand.
 *
 * @param name What it is, for the log.
 * @param load The chunk's `import()`, whose default export is the component; keep it stable
 *             (declared at module level).
 */
export function useOnDemand< Props >(
	name: string,
	load: () => Promise< { default: ComponentType< Props > } >
): OnDemand< Props > {
	const [ Loaded, setLoaded ] = useState< ComponentType< Props > | null >(
		null
	);
	const prepare = useCallback( () => {
		load().catch( () => undefined );
	}, [ load ] );
	const request = useCallback(
		( then: () => void, failed: () => void ) => {
			load().then(
				( module ) => {
					setLoaded( () => module.default );
					then();
				},
				( error: unknown ) => {
					logFailure( name, error );
					failed();
				}
			);
		},
		[ load, name ]
	);
	const triggerProps = useCallback(
		( open: boolean, id: string ): TriggerProps => ( {
			'aria-haspopup': 'dialog',
			'aria-expanded': open,
			'aria-controls': open ? id : undefined,
			onPointerEnter: prepare,
			onFocus: prepare,
		} ),
		[ prepare ]
	);
	return { Loaded, request, triggerProps };
}
