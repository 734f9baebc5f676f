/**
 * The profile save: sends the active tab's fields, says how it went in a toast, puts the API's
 * field errors beside the fields, and stores the saved user. The user is then fetched again
 * through the `User` tag the save invalidates, not by hand.
 * See docs/behaviour.md "Profile rules".
 */
import type { FormikHelpers } from 'formik';
import type { MutableRefObject } from 'react';
import { __ } from '@wordpress/i18n';
import { useAppDispatch } from '../../app/hooks';
import { backendFieldErrors } from '../../components/backend-errors';
import { useToast } from '../../components/toast';
import { userLoaded } from '../../session/auth-slice';
import { useUpdateProfileMutation } from './api';
import {
	TAB_FIELDS,
	toPayload,
	type ProfileTab,
	type ProfileValues,
} from './profile-values';

/** What the save needs to know about the form. */
export interface ProfileSaveOptions {
	/** The active tab when the save runs (only its fields are sent). */
	tabRef: MutableRefObject< ProfileTab >;
	/** The form's current initial values: the saved tab's values become the new baseline. */
	baselineRef: MutableRefObject< ProfileValues >;
}

/**
 * The profile form's submit handler.
 *
 * @param options See ProfileSaveOptions.
 */
export function useProfileSave( { tabRef, baselineRef }: ProfileSaveOptions ) {
	const [ updateProfile ] = useUpdateProfileMutation();
	const dispatch = useAppDispatch();
	const toast = useToast();

	return async (
		values: ProfileValues,
		helpers: FormikHelpers< ProfileValues >
	): Promise< void > => {
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
	};
}
