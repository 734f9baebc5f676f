/**
 * The signed-in frame, the layout route of every signed-in screen: a header with the current
 * page's title as the screen's one heading (the screens do not repeat it; a property's page, which
 * names itself, has none there, see docs/behaviour.md "Headings"); from the extra-large width (1200 px) a sidebar with the profile card and the menu;
 * below it the header also holds a menu button that opens the same menu in a drawer (a Radix
 * dialog in its own lazy chunk, menu-drawer-dialog.tsx: focus moves in, Escape or an entry closes
 * it and focus returns to the button). It also
 * hosts the toast region for every screen. The router's signed-in layout shows it only to
 * signed-in customers; visitors never get it. The routed screen (the `<Outlet/>`) sits in its own
 * error boundary and loading fallback inside the frame, so a screen that fails or loads keeps the
 * menu and Logout. Focus after a route change follows the embed's rule (`navigation-focus.tsx`):
 * an entry of the sidebar keeps focus, an entry of the drawer sends it to the new screen's heading
 * once the drawer has closed. The profile picture is fetched once per shell mount, not each time
 * the drawer's card mounts. See docs/behaviour.md "Shell, menu and avatar".
 */
import { Suspense, useId, useRef, useState } from 'react';
import { __ } from '@wordpress/i18n';
import { Outlet, useLocation } from 'react-router-dom';
import { XL_BREAKPOINT_PX } from '../../config/constants';
import { ScreenTitleShown } from '../../components/screen-title';
import { ScreenFallback } from '../../components/screen-fallback';
import { ToastProvider, useToast } from '../../components/toast';
import { useOnDemand } from '../../components/use-on-demand';
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

/** The drawer's dialog, a chunk of its own. */
const loadDrawerDialog = () =>
	import( /* webpackChunkName: "drawer" */ './menu-drawer-dialog' );

/** Props of the drawer. */
interface MenuDrawerProps {
	/** Where the drawer renders (inside the app, so its styles apply). */
	container: HTMLElement | null;
	/** The profile picture, loaded by the shell. */
	picture: ProfilePicture;
}

/**
 * The header's menu button and the drawer it opens. The button is there at once; the dialog
 * (menu-drawer-dialog.tsx) loads with the first hover, focus or press and stays mounted after. When
 * it cannot load (offline), the press says so in a toast and the next press tries again.
 *
 * @param props See MenuDrawerProps.
 */
function MenuDrawer( { container, picture }: MenuDrawerProps ) {
	const [ open, setOpen ] = useState( false );
	const drawer = useOnDemand( 'menu drawer', loadDrawerDialog );
	const button = useRef< HTMLButtonElement >( null );
	const id = useId();
	const toast = useToast();
	const openDrawer = () =>
		drawer.request(
			() => setOpen( true ),
			() =>
				toast.show( {
					kind: 'error',
					message: __(
						'The menu could not be opened. Please check your connection and try again.',
						'customer-area'
					),
				} )
		);
	return (
		<>
			<button
				ref={ button }
				type="button"
				className="ca-shell__menu-button"
				{ ...drawer.triggerProps( open, id ) }
				onClick={ openDrawer }
			>
				<span className="ca-shell__burger" aria-hidden="true" />
				<span>{ __( 'Menu', 'customer-area' ) }</span>
			</button>
			{ drawer.Loaded && (
				<drawer.Loaded
					open={ open }
					onOpenChange={ setOpen }
					container={ container }
					picture={ picture }
					menuButton={ button }
					id={ id }
				/>
			) }
		</>
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
					{ ( ! wide || title ) && (
						<div className="ca-shell__header">
							{ ! wide && (
								<MenuDrawer
									container={ container }
									picture={ picture }
								/>
							) }
							{ title && (
								<h1 className="ca-page__title ca-shell__title">
									{ title }
								</h1>
							) }
						</div>
					) }
					<div className="ca-shell__content">
						<ScreenTitleShown.Provider value={ title !== '' }>
							<RouteErrorBoundary resetKey={ pathname }>
								<Suspense fallback={ <ScreenFallback /> }>
									<Outlet />
								</Suspense>
							</RouteErrorBoundary>
						</ScreenTitleShown.Provider>
					</div>
				</div>
			</div>
		</ToastProvider>
	);
}
