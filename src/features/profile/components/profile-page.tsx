/**
 * The profile page (spec 1 sections 2, 5 and 8): two tabs, My Profile and Applicant Folder, and
 * 'Save Profile'. One Formik form holds both tabs, so switching tabs loses nothing; only the active
 * tab is validated and sent. After a save the user is fetched again; a failed save keeps every
 * typed value and shows 'Failed to update profile' (plus any field errors the API named).
 */
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { __ } from '@wordpress/i18n';
import { useGetCountriesQuery, useGetFieldsQuery } from '../../../api/crm-api';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { backendErrorText } from '../../../components/backend-errors';
import { FocusFirstError } from '../../../components/form';
import { Spinner } from '../../../components/spinner';
import { useToast } from '../../../components/toast';
import { logFailure } from '../../../lib/log';
import { selectUser } from '../../../session/auth-slice';
import { refreshUser } from '../../../session/session-thunks';
import type { User } from '../../../session/types';
import { useUpdateProfileMutation } from '../api';
import {
	TAB_FIELDS,
	toFormValues,
	toPayload,
	type ProfileTab,
	type ProfileValues,
} from '../profile-values';
import { profileSchema } from '../schema';
import { ApplicantFolderTab } from './applicant-folder-tab';
import { MyProfileTab } from './my-profile-tab';
import './profile.scss';

/** The field metadata the profile asks for (salutation, title, language, contract type). */
export const PROFILE_FIELDS_REQUEST = {
	modules: [ 'address' ],
	fieldList: [ 'Anrede', 'Titel', 'Sprache', 'Vertragsart' ],
};

/**
 * Re-validates when the tab changes, so the other tab's errors disappear and the active tab's show.
 *
 * @param props
 * @param props.tab The active tab.
 */
function ValidateOnTabChange( { tab }: { tab: ProfileTab } ) {
	const { validateForm } = useFormikContext();
	const first = useRef( true );
	useEffect( () => {
		if ( first.current ) {
			first.current = false;
			return;
		}
		void validateForm();
	}, [ tab, validateForm ] );
	return null;
}

/**
 * Field errors of a 422 answer for the given fields, translated.
 *
 * @param error  The failed call.
 * @param fields The fields the save sent.
 */
function fieldErrorsOf(
	error: unknown,
	fields: readonly string[]
): Record< string, string > {
	const data = ( error as { data?: { errors?: unknown } } )?.data;
	const errors = data?.errors;
	if ( typeof errors !== 'object' || errors === null ) {
		return {};
	}
	const result: Record< string, string > = {};
	for ( const [ field, messages ] of Object.entries(
		errors as Record< string, unknown >
	) ) {
		const first = Array.isArray( messages ) ? messages[ 0 ] : messages;
		if ( fields.includes( field ) && typeof first === 'string' ) {
			result[ field ] = backendErrorText( first );
		}
	}
	return result;
}

/**
 * The form for a known user.
 *
 * @param props
 * @param props.user The signed-in user.
 */
function ProfileForm( { user }: { user: User } ) {
	const [ tab, setTab ] = useState< ProfileTab >( 'my-profile' );
	const tabRef = useRef( tab );
	tabRef.current = tab;
	// The form starts from the user once; a refresh after saving must not wipe the other tab's edits.
	const [ initialValues ] = useState( () => toFormValues( user ) );
	const { data: fields } = useGetFieldsQuery( PROFILE_FIELDS_REQUEST );
	const { data: countries } = useGetCountriesQuery();
	const [ updateProfile ] = useUpdateProfileMutation();
	const dispatch = useAppDispatch();
	const toast = useToast();
	const validationSchema = useMemo(
		() => () => profileSchema( tabRef.current ),
		[]
	);

	const onSubmit = async (
		values: ProfileValues,
		helpers: FormikHelpers< ProfileValues >
	) => {
		const active = tabRef.current;
		try {
			await updateProfile( toPayload( values, active ) ).unwrap();
		} catch ( error ) {
			toast.show( {
				kind: 'error',
				message: __( 'Failed to update profile', 'customer-area' ),
			} );
			const fieldErrors = fieldErrorsOf( error, TAB_FIELDS[ active ] );
			if ( Object.keys( fieldErrors ).length > 0 ) {
				helpers.setErrors( fieldErrors );
			}
			return;
		}
		toast.show( {
			kind: 'success',
			message: __( 'Profile has been saved', 'customer-area' ),
		} );
		try {
			await dispatch( refreshUser() );
		} catch ( error ) {
			// refreshUser() already cleared the user (spec 1 section 8); nothing else to show here.
			logFailure(
				'user could not be fetched after saving the profile',
				error
			);
		}
	};

	return (
		<Formik< ProfileValues >
			initialValues={ initialValues }
			validationSchema={ validationSchema }
			onSubmit={ onSubmit }
		>
			{ ( { isSubmitting } ) => (
				<Form noValidate className="ca-profile__form">
					<FocusFirstError />
					<ValidateOnTabChange tab={ tab } />
					<Tabs.Root
						value={ tab }
						onValueChange={ ( value ) =>
							setTab( value as ProfileTab )
						}
						className="ca-profile__tabs"
					>
						<Tabs.List
							className="ca-tabs__list"
							aria-label={ __(
								'Profile sections',
								'customer-area'
							) }
						>
							<Tabs.Trigger
								value="my-profile"
								className="ca-tabs__tab"
							>
								{ __( 'My Profile', 'customer-area' ) }
							</Tabs.Trigger>
							<Tabs.Trigger
								value="applicant-folder"
								className="ca-tabs__tab"
							>
								{ __( 'Applicant Folder', 'customer-area' ) }
							</Tabs.Trigger>
						</Tabs.List>
						<Tabs.Content
							value="my-profile"
							className="ca-tabs__panel"
						>
							<MyProfileTab
								email={ user.email }
								fields={ fields }
								countries={ countries }
							/>
						</Tabs.Content>
						<Tabs.Content
							value="applicant-folder"
							className="ca-tabs__panel"
						>
							<ApplicantFolderTab fields={ fields } />
						</Tabs.Content>
					</Tabs.Root>
					<div className="ca-profile__actions">
						<button
							type="submit"
							className="ca-button ca-button--primary"
							aria-disabled={ isSubmitting || undefined }
							onClick={ ( event ) => {
								// One save at a time; the button stays focusable while it runs.
								if ( isSubmitting ) {
									event.preventDefault();
								}
							} }
						>
							{ __( 'Save Profile', 'customer-area' ) }
						</button>
					</div>
				</Form>
			) }
		</Formik>
	);
}

/**
 * The /profile screen.
 */
export function ProfilePage() {
	const user = useAppSelector( selectUser );
	return (
		<section className="ca-page ca-profile">
			<h1 className="ca-page__title">
				{ __( 'Profile', 'customer-area' ) }
			</h1>
			{ user ? <ProfileForm user={ user } /> : <Spinner /> }
		</section>
	);
}
