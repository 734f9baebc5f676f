/**
 * Focus after navigation (docs/behaviour.md "After sign-in and redirects"): after a sign-in, a
 * sign-out and every route change, focus moves to the new view's main heading, so screen readers
 * hear its name. Exceptions:
 *
 * - a change that came from the sidebar's menu keeps focus on that entry (`keepFocusOn`);
 * - the drawer, which closes after an entry, hands focus to the heading itself once it has closed
 *   (`focusMainHeading`), because a dialog keeps focus inside until then;
 * - a view that opens with a notice that took focus to be read out (e.g. after a password reset)
 *   keeps it there; the heading is right above it;
 * - focus moves only in the embed the customer was using: the one that holds focus, or that held
 *   it last when focus fell to the page's body (its control went away). Another embed of the same
 *   page that follows the sign-in never takes focus, and a page load never moves it.
 *
 * A main heading is a screen error's heading, else the screen's `<h1>` (in the signed-in shell the
 * header's title, see docs/behaviour.md "Headings") or an auth view's title, the first of them in
 * the embed; a screen that arrives through a lazy chunk is waited for.
 */
import {
	createContext,
	useCallback,
	useContext,
	useEffect,
	useMemo,
	useRef,
	useState,
	type PropsWithChildren,
	type ReactNode,
} from 'react';
import { useLocation } from 'react-router-dom';
import { selectIsAuthenticated } from '../session/auth-slice';
import { useAppSelector } from './hooks';

/** What the menus tell the focus rule. */
export interface NavigationFocus {
	/** A sidebar entry leads to `path`: focus stays on the entry when that route opens. */
	keepFocusOn: ( path: string ) => void;
	/** Focuses the main heading now, or as soon as it appears (the drawer, once it closed). */
	focusMainHeading: () => void;
}

const NavigationFocusContext = createContext< NavigationFocus >( {
	keepFocusOn: () => undefined,
	focusMainHeading: () => undefined,
} );

/**
 * The focus rule of the embed around (no-ops outside one).
 */
export function useNavigationFocus(): NavigationFocus {
	return useContext( NavigationFocusContext );
}

/** `focusMainHeading` of the embed's focus scope. */
const FocusScopeContext = createContext< () => void >( () => undefined );

/**
 * The main heading of a view, in order of precedence: a screen error's (the shell's title above it
 * stays, but the failure is the news), then a screen's `<h1>` or an auth view's title.
 */
const MAIN_HEADINGS = [ '.ca-screen-error h2', 'h1, h2.ca-auth__title' ];

/** The embed root that holds or last held focus; shared by every embed of the page. */
let lastFocusedScope: HTMLElement | null = null;

/**
 * Whether focus may move into `scope` now: focus is inside it, or it fell to the body while this
 * embed was the last one used.
 *
 * @param scope The embed's focus scope.
 */
function mayTakeFocus( scope: HTMLElement ): boolean {
	const active = scope.ownerDocument.activeElement;
	if (
		active &&
		active !== scope.ownerDocument.body &&
		active !== scope.ownerDocument.documentElement
	) {
		return scope.contains( active );
	}
	return lastFocusedScope === scope;
}

/**
 * Whether a notice of the new view took focus to be read out.
 *
 * @param scope The embed's focus scope.
 */
function noticeHasFocus( scope: HTMLElement ): boolean {
	const active = scope.ownerDocument.activeElement;
	return (
		active instanceof HTMLElement &&
		scope.contains( active ) &&
		active.classList.contains( 'ca-notice' )
	);
}

/**
 * Whether an element is hidden by itself or an ancestor up to the scope. While a lazy screen loads,
 * React keeps the previous view in the page, hidden (`display: none`); its heading must not count.
 *
 * @param element An element inside the scope.
 * @param scope   The embed's focus scope.
 */
function isHidden( element: HTMLElement, scope: HTMLElement ): boolean {
	for (
		let node: HTMLElement | null = element;
		node && node !== scope;
		node = node.parentElement
	) {
		if ( node.hidden || node.style.display === 'none' ) {
			return true;
		}
	}
	return false;
}

/**
 * Focuses the scope's main heading, made focusable by script only.
 *
 * @param scope The embed's focus scope.
 * @return Whether a shown heading took focus.
 */
function focusHeadingIn( scope: HTMLElement ): boolean {
	const shown = ( selector: string ) =>
		Array.from( scope.querySelectorAll< HTMLElement >( selector ) ).find(
			( candidate ) => ! isHidden( candidate, scope )
		);
	const heading = MAIN_HEADINGS.map( shown ).find( Boolean );
	if ( ! heading ) {
		return false;
	}
	heading.setAttribute( 'tabindex', '-1' );
	heading.focus();
	return scope.ownerDocument.activeElement === heading;
}

/**
 * Focuses the main heading, now or once it appears, unless focus went elsewhere meanwhile.
 *
 * @param scope The embed's focus scope.
 * @return Stops waiting.
 */
function focusHeadingWhenReady( scope: HTMLElement ): () => void {
	if ( focusHeadingIn( scope ) ) {
		return () => undefined;
	}
	const observer = new MutationObserver( () => {
		if ( ! mayTakeFocus( scope ) || focusHeadingIn( scope ) ) {
			observer.disconnect();
		}
	} );
	// Attributes too: a view that was hidden while a chunk loaded is shown again by a style change.
	observer.observe( scope, {
		childList: true,
		subtree: true,
		attributes: true,
		attributeFilter: [ 'style', 'hidden' ],
	} );
	return () => observer.disconnect();
}

/** Props of the focus scope. */
interface FocusScopeProps {
	/** Changes whenever the view changes (route, sign-in state). */
	viewKey: string;
	/** Whether this change keeps focus where it is (a sidebar entry). */
	keepFocus?: () => boolean;
	/** The embed's content. */
	children: ReactNode;
}

/**
 * The element that holds one embed's views, and the rule that moves focus to their heading.
 *
 * @param props See FocusScopeProps.
 */
function FocusScope( { viewKey, keepFocus, children }: FocusScopeProps ) {
	const [ scope, setScope ] = useState< HTMLDivElement | null >( null );
	const shownKey = useRef( viewKey );
	const stopWaiting = useRef< () => void >( () => undefined );

	useEffect( () => {
		if ( ! scope || shownKey.current === viewKey ) {
			return;
		}
		shownKey.current = viewKey;
		stopWaiting.current();
		if (
			keepFocus?.() ||
			! mayTakeFocus( scope ) ||
			noticeHasFocus( scope )
		) {
			return;
		}
		stopWaiting.current = focusHeadingWhenReady( scope );
	}, [ scope, viewKey, keepFocus ] );

	useEffect( () => () => stopWaiting.current(), [] );

	const focusMainHeading = useCallback( () => {
		if ( scope ) {
			stopWaiting.current();
			stopWaiting.current = focusHeadingWhenReady( scope );
		}
	}, [ scope ] );

	return (
		<FocusScopeContext.Provider value={ focusMainHeading }>
			<div
				ref={ setScope }
				className="ca-focus-scope"
				onFocus={ () => {
					lastFocusedScope = scope;
				} }
			>
				{ children }
			</div>
		</FocusScopeContext.Provider>
	);
}

/**
 * The full area's focus rule: the view changes with the route and with the sign-in state.
 *
 * @param props          The rule's props.
 * @param props.children The full area's routes.
 */
export function RouteFocus( { children }: PropsWithChildren ) {
	const { pathname } = useLocation();
	const isAuthenticated = useAppSelector( selectIsAuthenticated );
	const keptPath = useRef< string | null >( null );
	const keepFocus = useCallback( () => {
		const keep = keptPath.current === pathname;
		keptPath.current = null;
		return keep;
	}, [ pathname ] );
	return (
		<FocusScope
			viewKey={ `${ isAuthenticated ? 'in' : 'out' }:${ pathname }` }
			keepFocus={ keepFocus }
		>
			<MenuFocusProvider keptPath={ keptPath }>
				{ children }
			</MenuFocusProvider>
		</FocusScope>
	);
}

/**
 * A popup's focus rule: the view changes with the sign-in state (the form, or who is signed in).
 *
 * @param props          The rule's props.
 * @param props.children The popup's content.
 */
export function PopupFocus( { children }: PropsWithChildren ) {
	const isAuthenticated = useAppSelector( selectIsAuthenticated );
	return (
		<FocusScope viewKey={ isAuthenticated ? 'in' : 'out' }>
			{ children }
		</FocusScope>
	);
}

/** Props of the menus' focus provider. */
interface MenuFocusProviderProps {
	/** Where a sidebar entry leads, until that route opens. */
	keptPath: { current: string | null };
	/** The routes. */
	children: ReactNode;
}

/**
 * Hands the menus `keepFocusOn` and `focusMainHeading`.
 *
 * @param props See MenuFocusProviderProps.
 */
function MenuFocusProvider( { keptPath, children }: MenuFocusProviderProps ) {
	const focusMainHeading = useContext( FocusScopeContext );
	const value = useMemo< NavigationFocus >(
		() => ( {
			keepFocusOn: ( path ) => {
				keptPath.current = path;
			},
			focusMainHeading,
		} ),
		[ keptPath, focusMainHeading ]
	);
	return (
		<NavigationFocusContext.Provider value={ value }>
			{ children }
		</NavigationFocusContext.Provider>
	);
}
