/**
 * The submit button of every form: disabled and busy while the form is submitting, with a small
 * spinner, so a double click cannot send twice and screen readers hear that it is working.
 *
 * One pattern for every "one request at a time" guard (this button, and the profile's Reset
 * password button): native `disabled` + `aria-busy` while the request runs. `disabled` is the only
 * guard that needs no hand-written click check and that every browser and assistive technology
 * understands; the wait is short, and `aria-busy` says why the control is unavailable. Invalid
 * forms are not blocked at all: the button stays enabled so that a click shows the errors
 * (FocusFirstError moves focus to the first one).
 */
import type { ReactNode } from 'react';

/** Props of the submit button. */
export interface SubmitButtonProps {
	/** The form is submitting: the button is disabled and busy. */
	busy: boolean;
	/** Button label. */
	children: ReactNode;
	/** Classes; the auth views' full-width primary button by default. */
	className?: string;
}

/**
 * A form's submit button.
 *
 * @param props See SubmitButtonProps.
 */
export function SubmitButton( props: SubmitButtonProps ) {
	const {
		busy,
		children,
		className = 'ca-button ca-button--primary ca-button--block',
	} = props;
	return (
		<button
			type="submit"
			className={ className }
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
