/**
 * Toasts: short messages such as 'Profile has been saved'. The provider holds the toasts and their
 * live regions; the visible list, built on Radix Toast, is the lazy "toast-list" chunk
 * (`toast-list.tsx`), requested by the first `show` and rendered from then on, so a first view
 * that shows no toast does not download Radix Toast. Once there it stays mounted, so F8 and later
 * toasts need no further load. A list that cannot load (e.g. offline) is logged and leaves the
 * announcements. See docs/architecture.md "Dependencies" (lazy chunks).
 *
 * Radix gives each toast its clock (TOAST_LIFE_MS, 3000 ms), which pauses while the pointer is
 * over the toasts, while focus is in them and while the window is in the background; F8 moves focus
 * to the list (from the first toast on: before, there is none); a swipe towards the line's end,
 * Escape or the dismiss button closes a toast.
 *
 * Announcements keep the status/alert split: success and info toasts are read from a polite live
 * region (`role="status"`), errors from an assertive one (`role="alert"`). Both regions are in the
 * page from the start, so what is added to them is announced at once, even while the list is still
 * loading, and each holds its toasts' text for as long as they show. Radix's own announcer would
 * read every toast a second time, so the list renders it into a hidden container.
 * See docs/behaviour.md "Shell, menu and avatar".
 */
import {
	Suspense,
	createContext,
	lazy,
	useCallback,
	useContext,
	useMemo,
	useRef,
	useState,
	type PropsWithChildren,
} from 'react';
import { __ } from '@wordpress/i18n';
import { TOAST_LIFE_MS } from '../../config/constants';
import type { ToastEntry, ToastInput } from './types';
import { QuietBoundary } from '../quiet-boundary';
import './toast.scss';

/** Shows toasts. */
export interface ToastApi {
	show: ( toast: ToastInput ) => void;
}

const ToastContext = createContext< ToastApi | null >( null );

let toastListLoad: Promise< typeof import( './toast-list' ) > | undefined;

/**
 * Requests the "toast-list" chunk once; `show` calls it before its state update renders the list.
 */
function loadToastList() {
	toastListLoad ??= import(
		/* webpackChunkName: "toast-list" */ './toast-list'
	);
	return toastListLoad;
}

const ToastList = lazy( loadToastList );

/** Props of one live region. */
interface AnnouncerProps {
	/** Every toast that shows; the region reads those of its kind. */
	toasts: ToastEntry[];
	/** Spoken before each toast. */
	label: string;
	/** True for the assertive error region. */
	alert: boolean;
}

/**
 * The live region of one kind: the label and the text of each toast of that kind while it shows.
 * The label comes first, as Radix announces it, so a listener knows that a toast spoke.
 *
 * @param props See AnnouncerProps.
 */
function Announcer( props: AnnouncerProps ) {
	const { toasts, label, alert } = props;
	return (
		<div
			className="ca-visually-hidden"
			role={ alert ? 'alert' : 'status' }
			aria-live={ alert ? undefined : 'polite' }
			aria-atomic="false"
		>
			{ toasts
				.filter( ( toast ) => ( toast.kind === 'error' ) === alert )
				.map( ( toast ) => (
					<p key={ toast.id }>
						{ label } { toast.message }
					</p>
				) ) }
		</div>
	);
}

/**
 * Provides `useToast()` to the tree below and renders the live regions, and the toasts from the
 * first one on.
 *
 * @param props          The provider's props.
 * @param props.children The screens that may call `useToast()`.
 */
export function ToastProvider( { children }: PropsWithChildren ) {
	const [ toasts, setToasts ] = useState< ToastEntry[] >( [] );
	// False until the first toast: only then is the list's chunk worth its download.
	const [ started, setStarted ] = useState( false );
	const nextId = useRef( 1 );
	const remove = useCallback( ( id: number ) => {
		setToasts( ( current ) =>
			current.filter( ( toast ) => toast.id !== id )
		);
	}, [] );
	const api = useMemo< ToastApi >(
		() => ( {
			show: ( { message, kind = 'info' } ) => {
				// A failure reaches ListBoundary through the lazy list, which gets the same promise.
				loadToastList().catch( () => undefined );
				const id = nextId.current++;
				setStarted( true );
				setToasts( ( current ) => [
					...current,
					{ id, message, kind },
				] );
			},
		} ),
		[]
	);
	const label = __( 'Notification', 'customer-area' );
	return (
		<ToastContext.Provider value={ api }>
			{ children }
			<div className="ca-toasts">
				<Announcer toasts={ toasts } label={ label } alert={ false } />
				<Announcer toasts={ toasts } label={ label } alert />
				{ started && (
					<QuietBoundary name="the toasts could not be loaded">
						{ /* Its own boundary: the shell's would replace the screen by a spinner while the list loads. */ }
						<Suspense fallback={ null }>
							<ToastList
								toasts={ toasts }
								remove={ remove }
								life={ TOAST_LIFE_MS }
								label={ label }
							/>
						</Suspense>
					</QuietBoundary>
				) }
			</div>
		</ToastContext.Provider>
	);
}

/**
 * Shows toasts from any screen inside the shell (or another ToastProvider).
 *
 * @throws {Error} Outside a ToastProvider, a programming error.
 */
export function useToast(): ToastApi {
	const api = useContext( ToastContext );
	if ( ! api ) {
		throw new Error( 'useToast() used outside <ToastProvider>' );
	}
	return api;
}
