/**
 * Toasts: short status messages such as 'Profile has been saved' (spec 1 section 8). Success and
 * info toasts live in a polite live region (`role="status"`), error toasts in an assertive one
 * (`role="alert"`); screen readers announce both without moving focus.
 * Each stays TOAST_LIFE_MS (3000 ms); the clock pauses while the pointer is over it or focus is in
 * it, so nobody loses a message they are reading, and each has a dismiss button.
 */
import {
	createContext,
	useCallback,
	useContext,
	useEffect,
	useMemo,
	useRef,
	useState,
	type ReactNode,
} from 'react';
import { __ } from '@wordpress/i18n';
import { TOAST_LIFE_MS } from '../../config/constants';
import './toast.scss';

/** How a toast looks. */
export type ToastKind = 'success' | 'error' | 'info';

/** What a caller shows. */
export interface ToastInput {
	message: string;
	kind?: ToastKind;
}

interface ToastEntry extends Required< ToastInput > {
	id: number;
}

/** Shows toasts. */
export interface ToastApi {
	show: ( toast: ToastInput ) => void;
}

const ToastContext = createContext< ToastApi | null >( null );

/**
 * One toast with its own pausable clock.
 *
 * @param props
 * @param props.toast     The toast.
 * @param props.life      Its life in ms.
 * @param props.onDismiss Removes it.
 */
function ToastItem( {
	toast,
	life,
	onDismiss,
}: {
	toast: ToastEntry;
	life: number;
	onDismiss: ( id: number ) => void;
} ) {
	const [ hovered, setHovered ] = useState( false );
	const [ focused, setFocused ] = useState( false );
	const remaining = useRef( life );
	const item = useRef< HTMLLIElement >( null );
	const paused = hovered || focused;

	// Hover and focus only pause the clock; they are not interactions, so they are observed
	// with plain listeners instead of React handlers on a non-interactive element.
	useEffect( () => {
		const element = item.current;
		if ( ! element ) {
			return undefined;
		}
		const enter = () => setHovered( true );
		const leave = () => setHovered( false );
		const focusIn = () => setFocused( true );
		const focusOut = ( event: FocusEvent ) => {
			if ( ! element.contains( event.relatedTarget as Node | null ) ) {
				setFocused( false );
			}
		};
		element.addEventListener( 'mouseenter', enter );
		element.addEventListener( 'mouseleave', leave );
		element.addEventListener( 'focusin', focusIn );
		element.addEventListener( 'focusout', focusOut );
		return () => {
			element.removeEventListener( 'mouseenter', enter );
			element.removeEventListener( 'mouseleave', leave );
			element.removeEventListener( 'focusin', focusIn );
			element.removeEventListener( 'focusout', focusOut );
		};
	}, [] );

	useEffect( () => {
		if ( paused ) {
			return undefined;
		}
		const started = Date.now();
		const timer = setTimeout(
			() => onDismiss( toast.id ),
			remaining.current
		);
		return () => {
			clearTimeout( timer );
			remaining.current = Math.max(
				0,
				remaining.current - ( Date.now() - started )
			);
		};
	}, [ paused, onDismiss, toast.id ] );

	return (
		<li ref={ item } className={ `ca-toast ca-toast--${ toast.kind }` }>
			<p className="ca-toast__message">{ toast.message }</p>
			<button
				type="button"
				className="ca-toast__dismiss"
				onClick={ () => onDismiss( toast.id ) }
			>
				<span aria-hidden="true">×</span>
				<span className="ca-visually-hidden">
					{ __( 'Dismiss', 'customer-area' ) }
				</span>
			</button>
		</li>
	);
}

/**
 * Provides `useToast()` to the tree below and renders the toast region.
 *
 * @param props
 * @param props.children The screens.
 * @param props.life     How long a toast stays (default TOAST_LIFE_MS).
 */
export function ToastProvider( {
	children,
	life = TOAST_LIFE_MS,
}: {
	children: ReactNode;
	life?: number;
} ) {
	const [ toasts, setToasts ] = useState< ToastEntry[] >( [] );
	const nextId = useRef( 1 );
	const dismiss = useCallback( ( id: number ) => {
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
	const list = ( shown: ToastEntry[] ) =>
		shown.length > 0 && (
			<ul className="ca-toasts__list">
				{ shown.map( ( toast ) => (
					<ToastItem
						key={ toast.id }
						toast={ toast }
						life={ life }
						onDismiss={ dismiss }
					/>
				) ) }
			</ul>
		);
	// Both regions stay in the page so that what is added to them is announced.
	return (
		<ToastContext.Provider value={ api }>
			{ children }
			<div className="ca-toasts">
				<div
					className="ca-toasts__region"
					role="status"
					aria-live="polite"
					aria-atomic="false"
				>
					{ list(
						toasts.filter( ( toast ) => toast.kind !== 'error' )
					) }
				</div>
				<div
					className="ca-toasts__region"
					role="alert"
					aria-atomic="false"
				>
					{ list(
						toasts.filter( ( toast ) => toast.kind === 'error' )
					) }
				</div>
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
