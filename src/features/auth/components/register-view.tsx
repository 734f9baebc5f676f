/**
 * The register view: category toggle, company (Commercial only), salutation from `address.Anrede`,
 * names, e-mail, password with the strength meter, owner, privacy and optional terms checkboxes.
 * The registration itself (payload, events, tracking) is `useRegister`'s work; on success the
 * view shows the thank-you text.
 */
import { __ } from '@wordpress/i18n';
import { createInterpolateElement } from '@wordpress/element';
import { Field, Formik } from 'formik';
import { useId } from 'react';
import { isInvalidAnswer } from '../../../api/base-api';
import { toSelectOptions, useGetFieldsQuery } from '../../../api/crm-api';
import { BackendErrors } from '../../../components/backend-errors';
import {
	CheckboxField,
	SelectField,
	TextField,
} from '../../../components/form';
import { useSetup } from '../../../config/config-context';
import {
	CATEGORY_COMMERCIAL,
	CATEGORY_PRIVATE,
} from '../../../config/constants';
import { safeExternalHref, sameSiteUrl } from '../../../lib/safe-url';
import { registerSchema, type RegisterValues } from '../schema';
import { useRegister } from '../use-register';
import { NewPasswordField } from './new-password-field';
import type { RegisterViewProps } from './types';
import { useViewFocus } from './view-focus';
import { AUTH_VIEW_CLASS, RegisterTitle } from './opening-texts';
import { AuthForm, FocusedNotice, SwitchLink } from './auth-parts';
import { currentLinkPolicy } from '../../../config/config';

const INITIAL: RegisterValues = {
	category: CATEGORY_PRIVATE,
	company: '',
	salutation: '',
	firstName: '',
	lastName: '',
	email: '',
	password: '',
	isOwner: false,
	acceptPrivacy: false,
	acceptGTC: false,
};

const SALUTATION_FIELDS = {
	modules: [ 'address' ],
	fieldList: [ 'Anrede' ],
};

/**
 * A link target from the plugin settings: same-site, or an external https page.
 *
 * @param url        The configured URL.
 * @param siteOrigin The site's origin.
 */
function settingsHref( url: string, siteOrigin: string ): string | null {
	if ( ! url ) {
		return null;
	}
	return (
		sameSiteUrl( url, siteOrigin ) ??
		safeExternalHref( url, currentLinkPolicy() )
	);
}

/**
 * The registration form of the auth container (loaded lazily).
 *
 * @param props See RegisterViewProps.
 */
export default function RegisterView( props: RegisterViewProps ) {
	const {
		showTitle = true,
		hideOwnerCheckbox = false,
		registerLabel,
		backLabel,
		intro,
		onSwitchView,
	} = props;
	const viewRef = useViewFocus< HTMLDivElement >();
	const { config } = useSetup();
	const { submit, failure, done } = useRegister( props );
	const siteOrigin = config.siteOrigin;
	const requireTerms = config.termsLabel.trim() !== '';
	const backText = backLabel || __( 'Back to Login', 'customer-area' );

	if ( done ) {
		// The thank-you text with 'Sign In Now'. Focus moves to it so that keyboard and screen-reader
		// users are not left on a button that no longer exists.
		return (
			<div className="ca-auth__view ca-auth__view--register-success">
				<FocusedNotice>
					{ __(
						'Thank you for registering! To complete your sign-up, please click the confirmation link in the email we just sent you.',
						'customer-area'
					) }
				</FocusedNotice>
				<SwitchLink onClick={ () => onSwitchView( 'login' ) }>
					{ __( 'Sign In Now', 'customer-area' ) }
				</SwitchLink>
			</div>
		);
	}

	const privacyHref = settingsHref( config.privacyPolicyUrl, siteOrigin );
	const termsHref = settingsHref( config.termsUrl, siteOrigin );

	return (
		<div ref={ viewRef } className={ AUTH_VIEW_CLASS.register }>
			<RegisterTitle show={ showTitle } />
			{ intro && <p className="ca-auth__text">{ intro }</p> }
			<Formik
				initialValues={ INITIAL }
				validationSchema={ registerSchema( { requireTerms } ) }
				onSubmit={ submit }
			>
				{ ( { isSubmitting, values } ) => (
					<AuthForm
						failure={ failure }
						busy={ isSubmitting }
						submitLabel={
							registerLabel ||
							__( 'Register Now', 'customer-area' )
						}
					>
						<CategoryToggle />
						{ values.category === CATEGORY_COMMERCIAL && (
							<TextField
								name="company"
								label={ __( 'Company', 'customer-area' ) }
								autoComplete="organization"
								required
							/>
						) }
						<SalutationField />
						<div className="ca-form__pair">
							<TextField
								name="firstName"
								label={ __( 'First Name', 'customer-area' ) }
								autoComplete="given-name"
								required
							/>
							<TextField
								name="lastName"
								label={ __( 'Last Name', 'customer-area' ) }
								autoComplete="family-name"
								required
							/>
						</div>
						<TextField
							name="email"
							type="email"
							label={ __( 'Email Address', 'customer-area' ) }
							autoComplete="email"
							inputMode="email"
							required
						/>
						<NewPasswordField
							name="password"
							label={ __( 'Password', 'customer-area' ) }
							strength="register"
							required
						/>
						{ ! hideOwnerCheckbox && (
							<CheckboxField
								name="isOwner"
								label={ __(
									'I am a property owner',
									'customer-area'
								) }
							/>
						) }
						<CheckboxField
							name="acceptPrivacy"
							required
							label={
								privacyHref
									? createInterpolateElement(
											__(
												'I accept the <a>privacy policy</a>.',
												'customer-area'
											),
											{
												a: (
													// eslint-disable-next-line jsx-a11y/anchor-has-content -- createInterpolateElement fills in the link text.
													<a
														href={ privacyHref }
														target="_blank"
														rel="noopener noreferrer"
													/>
												),
											}
										)
									: __(
											'I accept the privacy policy.',
											'customer-area'
										)
							}
						/>
						{ requireTerms && (
							<CheckboxField
								name="acceptGTC"
								required
								label={
									termsHref ? (
										<a
											href={ termsHref }
											target="_blank"
											rel="noopener noreferrer"
										>
											{ config.termsLabel }
										</a>
									) : (
										config.termsLabel
									)
								}
							/>
						) }
					</AuthForm>
				) }
			</Formik>
			<SwitchLink onClick={ () => onSwitchView( 'login' ) }>
				{ backText }
			</SwitchLink>
		</div>
	);
}

/**
 * Individual (Privatkunde) or Commercial (Unternehmen), as a radio group styled as a toggle.
 */
function CategoryToggle() {
	const id = useId();
	const options = [
		{ value: CATEGORY_PRIVATE, label: __( 'Individual', 'customer-area' ) },
		{
			value: CATEGORY_COMMERCIAL,
			label: __( 'Commercial', 'customer-area' ),
		},
	];
	return (
		<fieldset className="ca-segmented">
			<legend className="ca-visually-hidden">
				{ __( 'Customer type', 'customer-area' ) }
			</legend>
			{ options.map( ( { value, label } ) => (
				<div key={ value } className="ca-segmented__option">
					<Field
						type="radio"
						name="category"
						id={ `${ id }-${ value }` }
						value={ value }
					/>
					<label htmlFor={ `${ id }-${ value }` }>{ label }</label>
				</div>
			) ) }
		</fieldset>
	);
}

/**
 * The salutation select, filled from the permitted values of `address.Anrede`. It renders the
 * shared field parts itself (rather than SelectField) so that a failed metadata request's text
 * joins the select's aria-describedby.
 */
function SalutationField() {
	const { data, error, isLoading } = useGetFieldsQuery( SALUTATION_FIELDS );
	const options = toSelectOptions( data?.[ 'address.Anrede' ] );
	const problemId = useId();
	const invalidStructure = isInvalidAnswer( error );
	return (
		<>
			<SelectField
				name="salutation"
				label={ __( 'Salutation', 'customer-area' ) }
				required
				options={ options }
				placeholder={ __( 'Please choose', 'customer-area' ) }
				aria-busy={ isLoading || undefined }
				describedBy={ error ? problemId : undefined }
			/>
			{ error &&
				( invalidStructure ? (
					<p id={ problemId } className="ca-error-text" role="alert">
						{ __(
							'Invalid API response structure',
							'customer-area'
						) }
					</p>
				) : (
					<BackendErrors id={ problemId } error={ error } />
				) ) }
		</>
	);
}
