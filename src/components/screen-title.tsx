/**
 * A screen's one heading (docs/behaviour.md "Headings"): the `<h1>` that names the screen and that
 * focus moves to after a navigation. Inside the signed-in shell the header shows the current page's
 * title as that heading, so the screen does not repeat it; anywhere else (the valuation page of a
 * visitor, a screen rendered on its own) the screen shows it itself.
 */
import { createContext, useContext, type PropsWithChildren } from 'react';

/** Whether the frame around the screen already shows its title as the screen's heading. */
export const ScreenTitleShown = createContext( false );

/**
 * The screen's heading, unless its frame shows it.
 *
 * @param props          The title's props.
 * @param props.children The title, translated.
 */
export function ScreenTitle( { children }: PropsWithChildren ) {
	return useContext( ScreenTitleShown ) ? null : (
		<h1 className="ca-page__title">{ children }</h1>
	);
}
