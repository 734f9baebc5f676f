/**
 * Small pieces the auth views share: the link-style button that switches views (or leads on),
 * and a success notice that takes focus so it is read out.
 */
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A link-style button below a form ('Create Account', 'Back to Login', …).
 *
 * @param props
 * @param props.onClick  What the button does (usually a view switch).
 * @param props.children The button text.
 */
export function SwitchLink( {
	onClick,
	children,
}: {
	onClick: () => void;
	children: ReactNode;
} ) {
	return (
		<p className="ca-auth__switch">
			<button
				type="button"
				className="ca-link-button"
				onClick={ onClick }
			>
				{ children }
			</button>
		</p>
	);
}

/**
 * A success notice that appears in place of (or above) a form. It is often already there when it
 * mounts, so a live region alone is not reliably read out: focus moves to it as well.
 *
 * @param props
 * @param props.children The notice text.
 */
export function FocusedNotice( { children }: { children: ReactNode } ) {
	const ref = useRef< HTMLParagraphElement >( null );
	useEffect( () => {
		ref.current?.focus();
	}, [] );
	return (
		<p
			ref={ ref }
			tabIndex={ -1 }
			className="ca-notice ca-notice--success"
			role="status"
		>
			{ children }
		</p>
	);
}
