/**
 * The visible toasts, built on Radix Toast: a lazy chunk ("toast-list") that `ToastProvider`
 * renders from the first toast on and keeps afterwards, so no first view downloads Radix Toast.
 *
 * Radix gives each toast its clock (the provider's `life`), which pauses while the pointer is over
 * the toasts, while focus is in them and while the window is in the background; F8 moves focus to
 * the list; a swipe towards the line's end (right, or left on a right-to-left page), Escape or the
 * dismiss button closes a toast, which `remove` takes out of the provider's state (and so out of
 * the live regions).
 *
 * Radix's own announcer (one polite region per toast, for a second) would read every toast a second
 * time after the provider's live regions, so it renders into a hidden container of this list; the
 * toasts render only once that container exists, so Radix never falls back to document.body.
 */
import { useState } from 'react';
import * as RadixToast from '@radix-ui/react-toast';
import { __ } from '@wordpress/i18n';
import type { ToastEntry } from './types';
import { CloseLabel } from '../close-label';
import { pageDirection } from '../../lib/browser';

/** The key that moves focus to the toasts. */
const HOTKEY = [ 'F8' ];

/** Props of the toast list. */
export interface ToastListProps {
	/** The toasts that show, oldest first. */
	toasts: ToastEntry[];
	/** Takes a closed toast out of the provider's state. */
	remove: ( id: number ) => void;
	/** How long a toast stays, in ms. */
	life: number;
	/** What Radix calls a toast ('Notification', translated). */
	label: string;
}

/**
 * The Radix provider, one Radix toast per entry and the viewport that F8 focuses.
 *
 * @param props See ToastListProps.
 */
export default function ToastList( props: ToastListProps ) {
	const { toasts, remove, life, label } = props;
	const [ silent, setSilent ] = useState< HTMLDivElement | null >( null );
	return (
		<RadixToast.Provider
			duration={ life }
			label={ label }
			swipeDirection={ pageDirection() === 'rtl' ? 'left' : 'right' }
			announcerContainer={ silent ?? undefined }
		>
			<div ref={ setSilent } hidden />
			{ silent &&
				toasts.map( ( toast ) => (
					<RadixToast.Root
						key={ toast.id }
						className={ `ca-toast ca-toast--${ toast.kind }` }
						type={
							toast.kind === 'error' ? 'foreground' : 'background'
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
							<CloseLabel
								label={ __( 'Dismiss', 'customer-area' ) }
							/>
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
		</RadixToast.Provider>
	);
}
