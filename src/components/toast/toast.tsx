/**
 * Toasts: short messages such as 'Profile has been saved', built on Radix Toast.
 *
 * Radix gives each toast its clock (TOAST_LIFE_MS, 3000 ms), which pauses while the pointer is
 * over the toasts, while focus is in them and while the window is in the background; F8 moves focus
 * to the list; a swipe to the right, Escape or the dismiss button closes a toast.
 *
 * Announcements keep the status/alert split: success and info toasts are read from a polite live
 * region (`role="status"`), errors from an assertive one (`role="alert"`). Both regions stay in the
 * page, so what is added to them is announced, and each holds its toasts' text for as long as they
 * show. Radix's own announcer (one polite region per toast, for a second) would read every toast a
 * second time, so it renders into a hidden container.
 * See docs/behaviour.md "Shell, menu and avatar".
 */
import {
	createContext,
	useCallback,
	useContext,
	useMemo,
	useRef,
	useState,
	type ReactNode,
} from 'react';
import * as RadixToast from '@radix-ui/react-toast';
import { __ } from '@wordpress/i18n';
import { TOAST_LIFE_MS } from '../../config/constants';
import './toast.scss';

/** How a toast looks. */
export type ToastKind = 'success' | 'error' | 'info';

/** What a caller shows. */
export interface ToastInput {
	/** The text, already translated. */
	message: string;
	/** `error` is announced assertively; `success` and `info` (the default) politely. */
	kind?: ToastKind;
}

interface ToastEntry extends Required< ToastInput > {
	id: number;
}

/** Shows toasts. */
export interface ToastApi {
	show: ( toast: ToastInput ) => void;
}

/** Props of the toast provider. */
export interface ToastProviderProps {
	/** The screens that may call `useToast()`. */
	children: ReactNode;
	/** How long a toast stays, in ms (default TOAST_LIFE_MS). */
	life?: number;
}

const ToastContext = createContext< ToastApi | null >( null );

/** The key that moves focus to the toasts. */
const HOTKEY = [ 'F8' ];

/** Props of one live region. */
interface AnnouncerProps {
	/** The toasts of this region. */
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
	const lines = toasts.map( ( toast ) => (
		<p key={ toast.id }>
			{ label } { toast.message }
		</p>
	) );
	return alert ? (
		<div className="ca-visually-hidden" role="alert" aria-atomic="false">
			{ lines }
		</div>
	) : (
		<div
			className="ca-visually-hidden"
			role="status"
			aria-live="polite"
			aria-atomic="false"
		>
			{ lines }
		</div>
	);
}

/**
 * Provides `useToast()` to the tree below and renders the toasts and their live regions.
 *
 * @param props See ToastProviderProps.
 */
export function ToastProvider( props: ToastProviderProps ) {
	const { children, life = TOAST_LIFE_MS } = props;
	const [ toasts, setToasts ] = useState< ToastEntry[] >( [] );
	const [ silent, setSilent ] = useState< HTMLDivElement | null >( null );
	const nextId = useRef( 1 );
	const remove = useCallback( ( id: number ) => {
		setToasts( ( current ) =>
			current.filter( ( toast ) => toast.id !== id )
		);
	}, [] );
	const api = useMemo< ToastApi >(
		() => ( {
			show: ( { message, kind = 'info' } ) => {
				const id = nextId.current++;
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
			<RadixToast.Provider
				duration={ life }
				label={ label }
				swipeDirection="right"
				announcerContainer={ silent ?? undefined }
			>
				<div className="ca-toasts">
					<Announcer
						toasts={ toasts.filter(
							( toast ) => toast.kind !== 'error'
						) }
						label={ label }
						alert={ false }
					/>
					<Announcer
						toasts={ toasts.filter(
							( toast ) => toast.kind === 'error'
						) }
						label={ label }
						alert
					/>
					<div ref={ setSilent } hidden />
					{ /* Rendered once the hidden announcer container exists, so Radix never falls back to document.body. */ }
					{ silent &&
						toasts.map( ( toast ) => (
							<RadixToast.Root
								key={ toast.id }
								className={ `ca-toast ca-toast--${ toast.kind }` }
								type={
									toast.kind === 'error'
										? 'foreground'
										: 'background'
								}
								onOpenChange={ ( open ) => {
									if ( ! open ) {
										remove( toast.id );
									}
								} }
							>
								<RadixToast.Description className="ca-toast__message">
									{ toast.message }
								</RadixToast.Description>
								<RadixToast.Close className="ca-toast__dismiss">
									<span aria-hidden="true">×</span>
									<span className="ca-visually-hidden">
										{ __( 'Dismiss', 'customer-area' ) }
									</span>
								</RadixToast.Close>
							</RadixToast.Root>
						) ) }
					<RadixToast.Viewport
						className="ca-toasts__list"
						hotkey={ HOTKEY }
						label={
							/* translators: {hotkey} is replaced by the key that moves focus to the notifications (F8); keep it as it is. */
							__( 'Notifications ({hotkey})', 'customer-area' )
						}
					/>
				</div>
			</RadixToast.Provider>
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
