/**
 * The backend-error display: each message of a failed call as a small error
 * text. It is an alert, so the texts are announced, and it carries an id that the form
 * references with `aria-describedby`, which ties the errors to the form for screen readers.
 */
import { backendErrorMessages } from './backend-error-messages';
import './backend-errors.scss';

/** Props of the display. */
export interface BackendErrorsProps {
	/** The failure (string or error answer); nothing renders while it is null or undefined. */
	error: unknown;
	/** Element id, referenced by the form's `aria-describedby`. */
	id: string;
}

/**
 * The messages of a failed call, as an alert.
 *
 * @param props See BackendErrorsProps.
 */
export function BackendErrors( props: BackendErrorsProps ) {
	const { error, id } = props;
	const messages =
		error === null || error === undefined
			? []
			: backendErrorMessages( error );
	if ( messages.length === 0 ) {
		return null;
	}
	// An alert is announced when it is inserted, so it only exists while there is something to say.
	return (
		<div id={ id } className="ca-backend-errors" role="alert">
			{ messages.map( ( message ) => (
				<p key={ message } className="ca-error-text">
					{ message }
				</p>
			) ) }
		</div>
	);
}
