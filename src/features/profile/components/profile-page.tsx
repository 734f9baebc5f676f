/**
 * The profile page: two tabs, My Profile and Applicant Folder, and 'Save Profile'. One Formik form
 * holds both tabs, so switching tabs loses nothing; only the active tab is validated and sent
 * (`useProfileSave` does the save). The page keeps the user query subscribed, so the user the save
 * invalidates is fetched again; the form follows the stored user as long as the customer has not
 * edited it. See docs/behaviour.md "Profile rules".
 */
import { Form, Formik, useFormikContext } from 'formik';
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
import { useAppSelector } from '../../../app/hooks';
import { FocusFirstError, SubmitButton } from '../../../components/form';
import { ScreenTitle } from '../../../components/screen-title';
import { Spinner } from '../../../components/spinner';
import { pageDirection } from '../../../lib/browser';
import { selectIsAuthenticated, selectUser } from '../../../session/auth-slice';
import type { User } from '../../../session/types';
import { useUserSubscription } from '../../../session/use-user-subscription';
import {
	toFormValues,
	type ProfileTab,
	type ProfileValues,
} from '../profile-values';
import { profileSchema } from '../schema';
import { useProfileSave } from '../use-profile-save';
import { ApplicantFolderTab } from './applicant-folder-tab';
import { MyProfileTab } from './my-profile-tab';
import './profile.scss';

/** The field metadata the profile asks for (salutation, title, language, contract type). */
export const PROFILE_FIELDS_REQUEST = {
	modules: [ 'address' ],
	fieldList: [ 'Anrede', 'Titel', 'Sprache', 'Vertragsart' ],
};

/** Props of `FollowUser`. */
interface FollowUserProps {
	/** The signed-in user. */
	user: User;
	/** Receives the form's current initial values (for the save). */
	baselineRef: MutableRefObject< ProfileValues >;
}

/**
 * Starts the form afresh from the user when the stored user changes (the user call answering
 * again, or the user after a save) while the customer has no unsaved edits; edits in progress are
 * kept.
 *
 * @param props See FollowUserProps.
 */
function FollowUser( { user, baselineRef }: FollowUserProps ) {
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

/** Props of `ProfileForm`. */
interface ProfileFormProps {
	/** The signed-in user. */
	user: User;
}

/**
 * The form for a known user.
 *
 * @param props See ProfileFormProps.
 */
function ProfileForm( { user }: ProfileFormProps ) {
	const [ tab, setTab ] = useState< ProfileTab >( 'my-profile' );
	const tabRef = useRef( tab );
	tabRef.current = tab;
	// The form starts from the user; FollowUser re-starts it when the user changes and nothing is edited.
	const [ initialValues ] = useState( () => toFormValues( user ) );
	const baselineRef = useRef( initialValues );
	const { data: fields, isLoading: fieldsLoading } = useGetFieldsQuery(
		PROFILE_FIELDS_REQUEST
	);
	const { data: countries, isLoading: countriesLoading } =
		useGetCountriesQuery();
	const validationSchema = useMemo(
		() => () => profileSchema( tabRef.current ),
		[]
	);
	const onSubmit = useProfileSave( { tabRef, baselineRef } );

	return (
		<Formik< ProfileValues >
			initialValues={ initialValues }
			validationSchema={ validationSchema }
			onSubmit={ onSubmit }
		>
			{ ( { isSubmitting, validateForm } ) => (
				<Form noValidate className="ca-profile__form">
					<FocusFirstError />
					<FollowUser user={ user } baselineRef={ baselineRef } />
					<Tabs.Root
						value={ tab }
						dir={ pageDirection() }
						onValueChange={ ( value ) => {
							// Re-validates for the new tab (the schema reads the ref), so the other
							// tab's errors disappear and the active tab's show.
							tabRef.current = value as ProfileTab;
							setTab( tabRef.current );
							void validateForm();
						} }
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
								fieldsLoading={ fieldsLoading }
								countriesLoading={ countriesLoading }
							/>
						</Tabs.Content>
						<Tabs.Content
							value="applicant-folder"
							className="ca-tabs__panel"
						>
							<ApplicantFolderTab
								fields={ fields }
								fieldsLoading={ fieldsLoading }
							/>
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
	useUserSubscription( useAppSelector( selectIsAuthenticated ) );
	return (
		<section className="ca-page ca-profile">
			<ScreenTitle>{ __( 'Profile', 'customer-area' ) }</ScreenTitle>
			{ user ? <ProfileForm user={ user } /> : <Spinner /> }
		</section>
	);
}
