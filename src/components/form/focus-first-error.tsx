/**
 * After a submit attempt with errors, moves focus to the first invalid control so that keyboard
 * and screen-reader users land on it and hear its label and error (errors are announced). Each
 * attempt is handled once it has ended, valid or not: a field the customer empties after a
 * successful submit (the form stays, e.g. the profile) does not pull focus back to itself.
 */
import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

/**
 * Renders nothing; place it inside a Formik form.
 */
export function FocusFirstError() {
	const { submitCount, isValid, isSubmitting } = useFormikContext();
	const marker = useRef< HTMLSpanElement >( null );
	const handled = useRef( 0 );
	useEffect( () => {
		if ( submitCount === handled.current || isSubmitting ) {
			return;
		}
		handled.current = submitCount;
		if ( isValid ) {
			return;
		}
		const form = marker.current?.closest( 'form' );
		const first = form?.querySelector< HTMLElement >(
			'[aria-invalid="true"]'
		);
		first?.focus();
	}, [ submitCount, isValid, isSubmitting ] );
	return <span ref={ marker } hidden />;
}
