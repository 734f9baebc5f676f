/**
 * The signed-in frame, the layout route of every signed-in screen: a header with the current
 * page's title; from the extra-large width (1200 px) a sidebar with the profile card and the menu;
 * below it the header also holds a menu button that opens the same menu in a drawer (a Radix
 * dialog: focus moves in, Escape or an entry closes it and focus returns to the button). It also
 * hosts the toast region for every screen. The router's signed-in layout shows it only to
 * signed-in customers; visitors never get it. The routed screen (the `<Outlet/>`) sits in its own
 * error boundary and loading fallback inside the frame, so a screen that fails or loads keeps the
 * menu and Logout. Focus after a route change follows the embed's rule (`navigation-focus.tsx`):
 * an entry of the sidebar keeps focus, an entry of the drawer sends it to the new screen's heading
 * once the drawer has closed. The profile picture is fetched once per shell mount, not each time
 * the drawer's card mounts. See docs/behaviour.md "Shell, menu and avatar".
 */
import { Suspense, useRef, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { __ } from '@wordpress/i18n';
import { Outlet, useLocation } from 'react-router-dom';
import { XL_BREAKPOINT_PX } from '../../config/constants';
import { Spinner } from '../../components/spinner';
import { ToastProvider } from '../../components/toast';
import { useNavigationFocus } from '../navigation-focus';
import { RouteErrorBoundary } from '../route-error-boundary';
import { Menu } from './menu';
import { pageTitleOf } from './page-title';
import { ProfileCard } from './profile-card';
import { useMediaQuery } from './use-media-query';
import { useProfilePicture, type ProfilePicture } from './use-profile-picture';
import './shell.scss';

/** The media query of the sidebar layout. */
export const SIDEBAR_QUERY = `(min-width: ${ XL_BREAKPOINT_PX }px)`;

/** Props of the drawer. */
interface MenuDrawerProps {
	/** Where the drawer renders (inside the app, so its styles apply). */
	container: HTMLElement | null;
	/** The profile picture, loaded by the shell. */
	picture: ProfilePicture;
}

/**
 * The drawer with the menu, opened by the header's menu button.
 *
 * @param props See MenuDrawerProps.
 */
function MenuDrawer( { container, picture }: MenuDrawerProps ) {
	const [ open, setOpen ] = useState( false );
	const chosen = useRef( false );
	const { focusMainHeading } = useNavigationFocus();
	return (
		<Dialog.Root open={ open } onOpenChange={ setOpen }>
			<Dialog.Trigger className="ca-shell__menu-button">
				<span className="ca-shell__burger" aria-hidden="true" />
				<span>{ __( 'Menu', 'customer-area' ) }</span>
			</Dialog.Trigger>
			<Dialog.Portal container={ container }>
				<Dialog.Overlay className="ca-drawer__overlay" />
				<Dialog.Content
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
						// Closed by an entry: focus goes to the new screen's heading, not back to the
						// menu button (Escape and the close button do return it there).
						if ( chosen.current ) {
							chosen.current = false;
							event.preventDefault();
							focusMainHeading();
						}
					} }
				>
					<div className="ca-drawer__top">
						<Dialog.Title className="ca-drawer__title">
							{ __( 'Menu', 'customer-area' ) }
						</Dialog.Title>
						<Dialog.Close className="ca-drawer__close">
							<span aria-hidden="true">×</span>
							<span className="ca-visually-hidden">
								{ __( 'Close menu', 'customer-area' ) }
							</span>
						</Dialog.Close>
					</div>
					<ProfileCard picture={ picture } />
					<Menu
						isAuthenticated
						onNavigate={ () => {
							chosen.current = true;
							setOpen( false );
						} }
					/>
				</Dialog.Content>
			</Dialog.Portal>
		</Dialog.Root>
	);
}

/**
 * The layout route of the signed-in screens; the routed screen renders in its `<Outlet/>`.
 */
export function Shell() {
	const wide = useMediaQuery( SIDEBAR_QUERY );
	const { pathname } = useLocation();
	const [ container, setContainer ] = useState< HTMLElement | null >( null );
	const picture = useProfilePicture();
	const { keepFocusOn } = useNavigationFocus();
	const title = pageTitleOf( pathname );
	return (
		<ToastProvider>
			<div
				className={ `ca-shell ${ wide ? 'ca-shell--wide' : 'ca-shell--narrow' }` }
				ref={ setContainer }
			>
				{ wide && (
					<div className="ca-shell__sidebar">
						<ProfileCard picture={ picture } />
						<Menu
							isAuthenticated
							onNavigate={ ( to ) => {
								if ( to !== null ) {
									keepFocusOn( to );
								}
							} }
						/>
					</div>
				) }
				<div className="ca-shell__main">
					<div className="ca-shell__header">
						{ ! wide && (
							<MenuDrawer
								container={ container }
								picture={ picture }
							/>
						) }
						{ /* The header title repeats the screen's <h1>: shown, not read twice. */ }
						<p className="ca-shell__title" aria-hidden="true">
							{ title }
						</p>
					</div>
					<div className="ca-shell__content">
						<RouteErrorBoundary resetKey={ pathname }>
							<Suspense fallback={ <Spinner /> }>
								<Outlet />
							</Suspense>
						</RouteErrorBoundary>
					</div>
				</div>
			</div>
		</ToastProvider>
	);
}
