/**
 * The drawer's dialog (Radix Dialog): the menu and the profile card, for the header's menu button
 * below 1200 px. It is a lazy chunk of its own (`drawer`), loaded when the button is first
 * pointed at, focused or pressed, so a phone's first view does not carry the dialog library; see
 * `MenuDrawer` in shell.tsx, which owns the button and the open state.
 *
 * Focus: it lands on the current page's entry when the drawer opens; Escape and the close button
 * return it to the menu button; an entry sends it to the new screen's heading once the drawer has
 * closed (see docs/behaviour.md "Shell, menu and avatar").
 */
import { useRef, type RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { __ } from '@wordpress/i18n';
import { useNavigationFocus } from '../navigation-focus';
import { Menu } from './menu';
import { ProfileCard } from './profile-card';
import type { ProfilePicture } from './use-profile-picture';
import { CloseLabel } from '../../components/close-label';

/** Props of the drawer's dialog. */
export interface MenuDrawerDialogProps {
	/** Whether the drawer shows. */
	open: boolean;
	/** Called with false when the drawer closes itself (Escape, close button, an entry, outside). */
	onOpenChange: ( open: boolean ) => void;
	/** Where the drawer renders (inside the app, so its styles apply). */
	container: HTMLElement | null;
	/** The profile picture, loaded by the shell. */
	picture: ProfilePicture;
	/** The header's menu button, which gets focus back on Escape or the close button. */
	menuButton: RefObject< HTMLButtonElement >;
	/** The dialog's id, named by the button's `aria-controls`. */
	id: string;
}

/**
 * The open drawer.
 *
 * @param props See MenuDrawerDialogProps.
 */
export default function MenuDrawerDialog( props: MenuDrawerDialogProps ) {
	const { open, onOpenChange, container, picture, menuButton, id } = props;
	const chosen = useRef( false );
	const { focusMainHeading } = useNavigationFocus();
	return (
		<Dialog.Root open={ open } onOpenChange={ onOpenChange }>
			<Dialog.Portal container={ container }>
				<Dialog.Overlay className="ca-drawer__overlay" />
				<Dialog.Content
					id={ id }
					className="ca-drawer"
					aria-describedby={ undefined }
					onOpenAutoFocus={ ( event ) => {
						// Land on the current page's entry, not the close button (see docs/behaviour.md "Shell, menu and avatar").
						const drawer =
							event.currentTarget as HTMLElement | null;
						const target =
							drawer?.querySelector< HTMLElement >(
								'[aria-current="page"]'
							) ??
							drawer?.querySelector< HTMLElement >(
								'[data-menu-item]'
							);
						if ( target ) {
							event.preventDefault();
							target.focus();
						}
					} }
					onCloseAutoFocus={ ( event ) => {
						// The button is ours, not a Radix trigger: focus goes back to it by hand.
						event.preventDefault();
						if ( chosen.current ) {
							// Closed by an entry: focus goes to the new screen's heading instead.
							chosen.current = false;
							focusMainHeading();
						} else {
							menuButton.current?.focus();
						}
					} }
				>
					<div className="ca-drawer__top">
						<Dialog.Title className="ca-drawer__title">
							{ __( 'Menu', 'customer-area' ) }
						</Dialog.Title>
						<Dialog.Close className="ca-drawer__close">
							<CloseLabel
								label={ __( 'Close menu', 'customer-area' ) }
							/>
						</Dialog.Close>
					</div>
					<ProfileCard picture={ picture } />
					<Menu
						isAuthenticated
						onNavigate={ () => {
							chosen.current = true;
							onOpenChange( false );
						} }
					/>
				</Dialog.Content>
			</Dialog.Portal>
		</Dialog.Root>
	);
}
