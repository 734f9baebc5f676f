/**
 * The navigation menu: Dashboard, Profile and Logout, in the shell's sidebar and drawer (both only
 * for signed-in customers; `menuEntries( false )` also has a visitor's Login entry, which no screen
 * renders today). The current route's entry is bold and carries `aria-current="page"`; typing
 * letters moves focus (type-ahead). See docs/behaviour.md "Shell, menu and avatar".
 */
import { useRef } from 'react';
import { __ } from '@wordpress/i18n';
import { Link, matchPath, useLocation } from 'react-router-dom';
import { ROUTES } from '../../config/routes';
import { endSession } from '../../session/session-thunks';
import { useAppDispatch } from '../hooks';
import { useTypeahead } from './typeahead';

/** Props of the menu. */
export interface MenuProps {
	/** Signed-in entries, or the visitor's Login entry. */
	isAuthenticated: boolean;
	/**
	 * Called when an entry is chosen, with the route it leads to (`null` for Logout): the drawer
	 * closes, the sidebar keeps focus on the entry.
	 */
	onNavigate?: ( to: string | null ) => void;
}

interface LinkEntry {
	kind: 'link';
	to: string;
	label: string;
}

interface ActionEntry {
	kind: 'logout';
	label: string;
}

/**
 * The entries for the signed-in state or for visitors.
 *
 * @param isAuthenticated Signed in.
 */
export function menuEntries(
	isAuthenticated: boolean
): Array< LinkEntry | ActionEntry > {
	if ( ! isAuthenticated ) {
		return [
			{
				kind: 'link',
				to: ROUTES.login,
				label: __( 'Login', 'customer-area' ),
			},
		];
	}
	return [
		{
			kind: 'link',
			to: ROUTES.dashboard,
			label: __( 'Dashboard', 'customer-area' ),
		},
		{
			kind: 'link',
			to: ROUTES.profile,
			label: __( 'Profile', 'customer-area' ),
		},
		{ kind: 'logout', label: __( 'Logout', 'customer-area' ) },
	];
}

/**
 * True when `to` is the entry of the current path (the dashboard also covers estate pages, which
 * are reached from it).
 *
 * @param to       The entry's route.
 * @param pathname The current path.
 */
export function isCurrentEntry( to: string, pathname: string ): boolean {
	if ( to === ROUTES.dashboard ) {
		return (
			pathname === '/' || matchPath( ROUTES.estate, pathname ) !== null
		);
	}
	return matchPath( { path: to, end: true }, pathname ) !== null;
}

/**
 * The menu of the shell (and of embeds that show one to visitors).
 *
 * @param props See MenuProps.
 */
export function Menu( { isAuthenticated, onNavigate }: MenuProps ) {
	const { pathname } = useLocation();
	const dispatch = useAppDispatch();
	const list = useRef< HTMLUListElement >( null );
	const onKeyDown = useTypeahead( list );
	return (
		<nav
			className="ca-menu"
			aria-label={ __( 'Customer area', 'customer-area' ) }
		>
			<ul className="ca-menu__list" ref={ list }>
				{ menuEntries( isAuthenticated ).map( ( entry ) => {
					if ( entry.kind === 'logout' ) {
						return (
							<li key="logout" className="ca-menu__item">
								<button
									type="button"
									className="ca-menu__entry"
									data-menu-item
									onKeyDown={ onKeyDown }
									onClick={ () => {
										onNavigate?.( null );
										void dispatch( endSession() );
									} }
								>
									{ entry.label }
								</button>
							</li>
						);
					}
					const current = isCurrentEntry( entry.to, pathname );
					return (
						<li key={ entry.to } className="ca-menu__item">
							<Link
								to={ entry.to }
								className={ `ca-menu__entry${ current ? ' ca-menu__entry--current' : '' }` }
								aria-current={ current ? 'page' : undefined }
								data-menu-item
								onKeyDown={ onKeyDown }
								onClick={ () => onNavigate?.( entry.to ) }
							>
								{ entry.label }
							</Link>
						</li>
					);
				} ) }
			</ul>
		</nav>
	);
}
