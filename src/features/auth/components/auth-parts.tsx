/**
 * Small pieces the auth views share: the form frame with its submit button and backend errors,
 * the link-style button that switches views (or leads on), and a success notice that takes focus
 * so it is read out.
 */
import { Form } from 'formik';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { BackendErrors } from '../../../components/backend-errors';
import { FocusFirstError, SubmitButton } from '../../../components/form';

/**
 * The frame of every auth form (inside its Formik): focus moves to the first invalid field after
 * a submit, the submit button is busy while the request runs, and the backend's errors are shown
 * below it and tied to the form for screen readers.
 *
 * @param props
 * @param props.failure     The failed answer to show, or null.
 * @param props.busy        The form is submitting.
 * @param props.submitLabel The submit button's text.
 * @param props.children    The fields.
 */
export function AuthForm( {
	failure,
	busy,
	submitLabel,
	children,
}: {
	failure: unknown;
	busy: boolean;
	submitLabel: ReactNode;
	children: ReactNode;
} ) {
	const errorsId = useId();
	return (
		<Form
			className="ca-form"
			noValidate
			aria-describedby={ failure ? errorsId : undefined }
		>
			<FocusFirstError />
			{ children }
			<SubmitButton busy={ busy }>{ submitLabel }</SubmitButton>
			<BackendErrors id={ errorsId } error={ failure } />
		</Form>
	);
}

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
