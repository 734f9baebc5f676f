/**
 * The profile page (spec 1 sections 2, 5 and 8): two tabs, My Profile and Applicant Folder, and
 * 'Save Profile'. One Formik form holds both tabs, so switching tabs loses nothing; only the active
 * tab is validated and sent. After a save the saved user (the PATCH answer) is stored and the user
 * is fetched again; a failed save keeps every typed value and shows 'Failed to update profile'
 * (plus any field errors the API named). The form follows the stored user (e.g. when boot's
 * refresh answers after a stale user from storage) as long as the customer has not edited it.
 */
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import {
	useEffect,
	useMemo,
	useRef,
	useState,
	type MutableRefObject,
} from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { __ } from '@wordpress/i18n';
import { useGetCountriesQuery, useGetFieldsQuery } from '../../../api/crm-api';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { backendFieldErrors } from '../../../components/backend-errors';
import { FocusFirstError, SubmitButton } from '../../../components/form';
import { Spinner } from '../../../components/spinner';
import { useToast } from '../../../components/toast';
import { logFailure } from '../../../lib/log';
import { selectUser, userLoaded } from '../../../session/auth-slice';
import { sessionApi } from '../../../session/session-api';
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
 * Starts the form afresh from the user when the stored user changes (boot's refresh answering after
 * a stale user from storage, or the user after a save) while the customer has no unsaved edits;
 * edits in progress are kept.
 *
 * @param props
 * @param props.user        The signed-in user.
 * @param props.baselineRef Receives the form's current initial values (for the save).
 */
function FollowUser( {
	user,
	baselineRef,
}: {
	user: User;
	baselineRef: MutableRefObject< ProfileValues >;
} ) {
	const { dirty, resetForm, initialValues } =
		useFormikContext< ProfileValues >();
	const seen = useRef( user );
	useEffect( () => {
		baselineRef.current = initialValues;
	}, [ baselineRef, initialValues ] );
	useEffect( () => {
		if ( seen.current === user ) {
			return;
		}
		seen.current = user;
		if ( ! dirty ) {
			resetForm( { values: toFormValues( user ) } );
		}
	}, [ user, dirty, resetForm ] );
	return null;
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
	// The form starts from the user; FollowUser re-starts it when the user changes and nothing is edited.
	const [ initialValues ] = useState( () => toFormValues( user ) );
	const baselineRef = useRef( initialValues );
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
		const answer = await updateProfile( toPayload( values, active ) );
		if ( 'error' in answer ) {
			toast.show( {
				kind: 'error',
				message: __( 'Failed to update profile', 'customer-area' ),
			} );
			const fieldErrors = backendFieldErrors(
				answer.error,
				TAB_FIELDS[ active ]
			);
			if ( Object.keys( fieldErrors ).length > 0 ) {
				helpers.setErrors( fieldErrors );
			}
			return;
		}
		toast.show( {
			kind: 'success',
			message: __( 'Profile has been saved', 'customer-area' ),
		} );
		// The saved tab's values are the new baseline; the other tab's unsaved edits stay edits, so
		// the form follows the stored user (FollowUser) only when nothing else is pending.
		const baseline = { ...baselineRef.current };
		for ( const field of TAB_FIELDS[ active ] ) {
			baseline[ field ] = values[ field ];
		}
		helpers.resetForm( { values: baseline } );
		void helpers.setValues( values, false );
		dispatch( userLoaded( answer.data ) );
		try {
			// Spec: "then the user is refreshed". Unlike refreshUser(), a failure here keeps the
			// user: the save worked, only the extra fetch did not.
			const fresh = await dispatch(
				sessionApi.endpoints.getUser.initiate( undefined, {
					subscribe: false,
					forceRefetch: true,
				} )
			).unwrap();
			dispatch( userLoaded( fresh ) );
		} catch ( error ) {
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
					<FollowUser user={ user } baselineRef={ baselineRef } />
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
						<SubmitButton
							busy={ isSubmitting }
							className="ca-button ca-button--primary"
						>
							{ __( 'Save Profile', 'customer-area' ) }
						</SubmitButton>
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
