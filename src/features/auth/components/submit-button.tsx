/**
 * The submit button of the account forms: disabled and busy while the form is submitting, with a
 * small spinner, so a double click cannot send twice and screen readers hear that it is working.
 */
import type { ReactNode } from 'react';

/**
 * @param props
 * @param props.busy     The form is submitting.
 * @param props.children Button label.
 */
export function SubmitButton( {
	busy,
	children,
}: {
	busy: boolean;
	children: ReactNode;
} ) {
	return (
		<button
			type="submit"
			className="ca-button ca-button--primary ca-button--block"
			disabled={ busy }
			aria-busy={ busy }
		>
			{ busy && (
				<span className="ca-button__spinner" aria-hidden="true" />
			) }
			<span>{ children }</span>
		</button>
	);
}
