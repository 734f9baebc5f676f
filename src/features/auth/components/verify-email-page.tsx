/**
 * The verify-email page: it requests the verification URL from its `url` query parameter only when
 * that URL is on the API origin under `/api/email/verify/`, and shows 'Please wait...', the success
 * texts, the error answer, or 'Invalid verification link'. A 'Sign In' button leads to /login in
 * every outcome. See docs/behaviour.md "Mail links".
 */
import { __ } from '@wordpress/i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { BackendErrors } from '../../../components/backend-errors';
import { useSetup } from '../../../config/config-context';
import { ROUTES } from '../../../config/routes';
import { allowedVerificationUrl } from '../../../lib/safe-url';
import { useVerifyEmailQuery } from '../api';
import './auth.scss';

/**
 * The page of the verification link.
 */
export function VerifyEmailPage() {
	const [ params ] = useSearchParams();
	const navigate = useNavigate();
	const { config } = useSetup();
	const url = allowedVerificationUrl( params.get( 'url' ), config.apiBase );
	const { error, isSuccess, isError, isFetching } = useVerifyEmailQuery(
		{ url: url ?? '', apiBase: config.apiBase },
		{ skip: url === null }
	);

	let content;
	if ( url === null ) {
		content = (
			<p className="ca-notice ca-notice--error" role="alert">
				{ __( 'Invalid verification link', 'customer-area' ) }
			</p>
		);
	} else if ( isSuccess ) {
		// The status decides, not the body: a 200 with an empty or null body is a success too.
		content = (
			<div className="ca-notice ca-notice--success" role="status">
				<h2 className="ca-auth__title">
					{ __( 'Thank you', 'customer-area' ) }
				</h2>
				<p>
					{ __(
						'Your account has been confirmed. You can now log in.',
						'customer-area'
					) }
				</p>
			</div>
		);
	} else if ( isError ) {
		content = <BackendErrors id="ca-verify-email-error" error={ error } />;
	} else {
		content = (
			<p className="ca-notice" role="status">
				{
					// The product's literal is 'Please wait...' with three dots; shown verbatim.
					// eslint-disable-next-line @wordpress/i18n-ellipsis -- the product's literal text has three dots.
					__( 'Please wait...', 'customer-area' )
				}
			</p>
		);
	}

	return (
		<section className="ca-auth ca-auth--page" aria-busy={ isFetching }>
			<div className="ca-auth__view">
				{ content }
				<button
					type="button"
					className="ca-button ca-button--primary ca-button--block"
					onClick={ () => navigate( ROUTES.login ) }
				>
					{ __( 'Sign In', 'customer-area' ) }
				</button>
			</div>
		</section>
	);
}
