/**
 * The signed-in frame, the layout route of every signed-in screen: a header with the current
 * page's title; from the extra-large width (1200 px) a sidebar with the profile card and the menu;
 * below it the header also holds a menu button that opens the same menu in a drawer (a Radix
 * dialog: focus moves in, Escape or an entry closes it and focus returns to the button). It also
 * hosts the toast region for every screen. The router's signed-in layout shows it only to
 * signed-in customers; visitors never get it. The routed screen (the `<Outlet/>`) sits in its own
 * error boundary and loading fallback inside the frame, so a screen that fails or loads keeps the
 * menu and Logout. On a route change (not on the first load) focus moves to the new screen's
 * `<h1>`. The profile picture is fetched once per shell mount, not each time the drawer's card
 * mounts. See docs/behaviour.md "Shell, menu and avatar".
 */
import {
	Suspense,
	useEffect,
	useRef,
	useState,
	type MutableRefObject,
} from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { __ } from '@wordpress/i18n';
import { Outlet, useLocation } from 'react-router-dom';
import { XL_BREAKPOINT_PX } from '../../config/constants';
import { Spinner } from '../../components/spinner';
import { ToastProvider } from '../../components/toast';
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
	/** Called when an entry is chosen, before the route changes. */
	onChoose: () => void;
}

/**
 * The drawer with the menu, opened by the header's menu button.
 *
 * @param props See MenuDrawerProps.
 */
function MenuDrawer( { container, picture, onChoose }: MenuDrawerProps ) {
	const [ open, setOpen ] = useState( false );
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
						// Land on the current page's entry (spec: "bold and focused"), not the close button.
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
							// An entry click closes the drawer and focus returns to the menu button
							// (Radix does that on close), so the route change must not move it to
							// the new screen's heading.
							onChoose();
							setOpen( false );
						} }
					/>
				</Dialog.Content>
			</Dialog.Portal>
		</Dialog.Root>
	);
}

/**
 * Focuses the screen's `<h1>` (made focusable by script only).
 *
 * @param content The element that holds the routed screen.
 * @return Whether there was a heading.
 */
function focusHeadingIn( content: HTMLElement ): boolean {
	const heading = content.querySelector< HTMLElement >( 'h1' );
	if ( ! heading ) {
		return false;
	}
	heading.setAttribute( 'tabindex', '-1' );
	heading.focus();
	return true;
}

/**
 * Moves focus to the screen's `<h1>` when the path changes (not on the first load), also when the
 * screen arrives later through a lazy chunk. Returns a flag that skips the next change (a drawer
 * entry gives focus back to the menu button instead).
 *
 * @param content  The element that holds the routed screen.
 * @param pathname The router's path.
 */
function useFocusHeadingOnRouteChange(
	content: HTMLElement | null,
	pathname: string
): MutableRefObject< boolean > {
	const previous = useRef( pathname );
	const skipNext = useRef( false );
	useEffect( () => {
		if ( previous.current === pathname || ! content ) {
			return undefined;
		}
		previous.current = pathname;
		if ( skipNext.current ) {
			skipNext.current = false;
			return undefined;
		}
		if ( focusHeadingIn( content ) ) {
			return undefined;
		}
		const observer = new MutationObserver( () => {
			if ( focusHeadingIn( content ) ) {
				observer.disconnect();
			}
		} );
		observer.observe( content, { childList: true, subtree: true } );
		return () => observer.disconnect();
	}, [ content, pathname ] );
	return skipNext;
}

/**
 * The layout route of the signed-in screens; the routed screen renders in its `<Outlet/>`.
 */
export function Shell() {
	const wide = useMediaQuery( SIDEBAR_QUERY );
	const { pathname } = useLocation();
	const [ container, setContainer ] = useState< HTMLElement | null >( null );
	const [ content, setContent ] = useState< HTMLElement | null >( null );
	const picture = useProfilePicture();
	const skipHeadingFocus = useFocusHeadingOnRouteChange( content, pathname );
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
						<Menu isAuthenticated />
					</div>
				) }
				<div className="ca-shell__main">
					<div className="ca-shell__header">
						{ ! wide && (
							<MenuDrawer
								container={ container }
								picture={ picture }
								onChoose={ () => {
									skipHeadingFocus.current = true;
								} }
							/>
						) }
						{ /* The header title repeats the screen's <h1>: shown, not read twice. */ }
						<p className="ca-shell__title" aria-hidden="true">
							{ title }
						</p>
					</div>
					<div className="ca-shell__content" ref={ setContent }>
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
