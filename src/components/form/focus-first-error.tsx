/**
 * After a submit attempt with errors, moves focus to the first invalid control so that keyboard
 * and screen-reader users land on it and hear its label and error (errors are announced).
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
		if ( submitCount === handled.current || isSubmitting || isValid ) {
			return;
		}
		handled.current = submitCount;
		const form = marker.current?.closest( 'form' );
		const first = form?.querySelector< HTMLElement >(
			'[aria-invalid="true"]'
		);
		first?.focus();
	}, [ submitCount, isValid, isSubmitting ] );
	return <span ref={ marker } hidden />;
}
