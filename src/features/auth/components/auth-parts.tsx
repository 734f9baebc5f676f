/**
 * Small pieces the auth views share: the form frame with its submit button and backend errors,
 * the link-style button that switches views (or leads on), and a success notice that takes focus
 * so it is read out.
 */
import { Form } from 'formik';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { BackendErrors } from '../../../components/backend-errors';
import { FocusFirstError, SubmitButton } from '../../../components/form';

/** Props of `AuthForm`. */
export interface AuthFormProps {
	/** The failed answer to show, or null. */
	failure: unknown;
	/** The form is submitting. */
	busy: boolean;
	/** The submit button's text. */
	submitLabel: ReactNode;
	/** The fields. */
	children: ReactNode;
}

/**
 * The frame of every auth form (inside its Formik): focus moves to the first invalid field after
 * a submit, the submit button is busy while the request runs, and the backend's errors are shown
 * below it and tied to the form for screen readers.
 *
 * @param props See AuthFormProps.
 */
export function AuthForm( {
	failure,
	busy,
	submitLabel,
	children,
}: AuthFormProps ) {
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

/** Props of `SwitchLink`. */
export interface SwitchLinkProps {
	/** What the button does (usually a view switch). */
	onClick: () => void;
	/** The button text. */
	children: ReactNode;
}

/**
 * A link-style button below a form ('Create Account', 'Back to Login', …).
 *
 * @param props See SwitchLinkProps.
 */
export function SwitchLink( { onClick, children }: SwitchLinkProps ) {
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

/** Props of `FocusedNotice`. */
export interface FocusedNoticeProps {
	/** The notice text. */
	children: ReactNode;
}

/**
 * A success notice that appears in place of (or above) a form. It is often already there when it
 * mounts, so a live region alone is not reliably read out: focus moves to it as well.
 *
 * @param props See FocusedNoticeProps.
 */
export function FocusedNotice( { children }: FocusedNoticeProps ) {
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
