/**
 * An info button that shows a short text next to it (a "toggletip"): it opens on click, tap,
 * Enter or Space, so keyboard and touch reach it, not hover only. The text is written into a live
 * region when it opens, so screen readers read it out. Escape, a second press or a press elsewhere
 * closes it.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { __, sprintf } from '@wordpress/i18n';
import './toggletip.scss';

/** Props of a toggletip. */
export interface ToggletipProps {
	/** The information shown. */
	text: string;
	/** What the information is about; names the button ('More information about …'). */
	about: string;
	/** Which edge of the button the text lines up with: 'start' (default) or 'end' (near a right edge). */
	align?: 'start' | 'end';
}

/**
 * An info button with its text.
 *
 * @param props See ToggletipProps.
 */
export function Toggletip( props: ToggletipProps ) {
	const { text, about, align = 'start' } = props;
	const [ open, setOpen ] = useState( false );
	const root = useRef< HTMLSpanElement >( null );
	const id = useId();
	useEffect( () => {
		if ( ! open ) {
			return undefined;
		}
		const closeOutside = ( event: PointerEvent ) => {
			if ( ! root.current?.contains( event.target as Node ) ) {
				setOpen( false );
			}
		};
		document.addEventListener( 'pointerdown', closeOutside );
		return () =>
			document.removeEventListener( 'pointerdown', closeOutside );
	}, [ open ] );
	return (
		<span
			className={ `ca-toggletip ca-toggletip--${ align }` }
			ref={ root }
		>
			<button
				type="button"
				className="ca-toggletip__button"
				aria-expanded={ open }
				aria-controls={ id }
				onClick={ () => setOpen( ! open ) }
				onKeyDown={ ( event ) => {
					if ( event.key === 'Escape' && open ) {
						event.preventDefault();
						event.stopPropagation();
						setOpen( false );
					}
				} }
			>
				<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
					<circle cx="12" cy="12" r="10" />
					<path d="M12 11v6M12 7.5v.5" />
				</svg>
				<span className="ca-visually-hidden">
					{ sprintf(
						/* translators: %s: what the information is about, e.g. a field's label. */
						__( 'More information about %s', 'customer-area' ),
						about
					) }
				</span>
			</button>
			<span id={ id } role="status" className="ca-toggletip__region">
				{ open && (
					<span className="ca-toggletip__bubble">{ text }</span>
				) }
			</span>
		</span>
	);
}
