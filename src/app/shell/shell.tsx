/**
 * The signed-in frame (spec 1 section 2, decisions 24 and 25): a header with the current page's
 * title; from the extra-large width (1200 px) a sidebar with the profile card and the menu; below
 * it the header also holds a menu button that opens the same menu in a drawer (a Radix dialog: focus moves in, Escape or an entry
 * closes it and focus returns to the button). It also hosts the toast region for every screen.
 * The router shows it only to signed-in customers; visitors never get it.
 */
import { useState, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { __ } from '@wordpress/i18n';
import { useLocation } from 'react-router-dom';
import { XL_BREAKPOINT_PX } from '../../config/constants';
import { ToastProvider } from '../../components/toast';
import { selectIsAuthenticated } from '../../session/auth-slice';
import { useAppSelector } from '../hooks';
import { Menu } from './menu';
import { pageTitleOf } from './page-title';
import { ProfileCard } from './profile-card';
import { useMediaQuery } from './use-media-query';
import './shell.scss';

/** The media query of the sidebar layout. */
export const SIDEBAR_QUERY = `(min-width: ${ XL_BREAKPOINT_PX }px)`;

/**
 * The drawer with the menu, opened by the header's menu button.
 *
 * @param props
 * @param props.container Where the drawer renders (inside the app, so its styles apply).
 */
function MenuDrawer( { container }: { container: HTMLElement | null } ) {
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
					<ProfileCard />
					<Menu
						isAuthenticated
						onNavigate={ () => setOpen( false ) }
					/>
				</Dialog.Content>
			</Dialog.Portal>
		</Dialog.Root>
	);
}

/**
 * @param props
 * @param props.children The routed screen.
 */
export function Shell( { children }: { children: ReactNode } ) {
	const isAuthenticated = useAppSelector( selectIsAuthenticated );
	const wide = useMediaQuery( SIDEBAR_QUERY );
	const { pathname } = useLocation();
	const [ container, setContainer ] = useState< HTMLElement | null >( null );
	if ( ! isAuthenticated ) {
		// Decision 24: visitors see no shell.
		return <ToastProvider>{ children }</ToastProvider>;
	}
	const title = pageTitleOf( pathname );
	return (
		<ToastProvider>
			<div
				className={ `ca-shell ${ wide ? 'ca-shell--wide' : 'ca-shell--narrow' }` }
				ref={ setContainer }
			>
				{ wide && (
					<div className="ca-shell__sidebar">
						<ProfileCard />
						<Menu isAuthenticated />
					</div>
				) }
				<div className="ca-shell__main">
					<div className="ca-shell__header">
						{ ! wide && <MenuDrawer container={ container } /> }
						<p className="ca-shell__title">{ title }</p>
					</div>
					<div className="ca-shell__content">{ children }</div>
				</div>
			</div>
		</ToastProvider>
	);
}
