/**
 * The profile form's values and how they map to and from the API: the form holds text as people
 * type it (birthday DD.MM.YYYY, income '1.234,56'); a save sends only the active tab's fields, the
 * birthday as YYYY/MM/DD, the income as a number and 'keine angabe' as ''. See
 * docs/behaviour.md "Formats and limits".
 */
import {
	apiDateToGerman,
	formatAmount,
	germanDateToApi,
	parseAmount,
} from '../../lib/format';
import { SOCIAL_FIELDS } from '../../session/social-fields';
import type { User } from '../../session/types';
import type { ProfilePayload } from './api';

/** The two tabs. */
export type ProfileTab = 'my-profile' | 'applicant-folder';

/** The country option that means "no country"; it is sent as ''. */
export const COUNTRY_NONE = 'keine angabe';

/** Fields of the My Profile tab (personal plus contact data). */
export const MY_PROFILE_FIELDS = [
	'salutation',
	'title',
	'firstname',
	'lastname',
	'birthday',
	'street',
	'housenr',
	'zip',
	'city',
	'state',
	'country',
	'telephone',
	'phone',
	'fax',
	'language',
] as const;

/** Fields of the Applicant Folder tab (occupation plus social links, `SOCIAL_FIELDS`). */
export const APPLICANT_FOLDER_FIELDS = [
	'occupation',
	'employer',
	'income',
	'contractType',
	...SOCIAL_FIELDS,
] as const;

/** The fields each tab validates and sends. */
export const TAB_FIELDS: Record< ProfileTab, readonly ProfileField[] > = {
	'my-profile': MY_PROFILE_FIELDS,
	'applicant-folder': APPLICANT_FOLDER_FIELDS,
};

/** An editable profile field. */
export type ProfileField =
	| ( typeof MY_PROFILE_FIELDS )[ number ]
	| ( typeof APPLICANT_FOLDER_FIELDS )[ number ];

/** The form's values: text for every field, as typed. */
export type ProfileValues = Record< ProfileField, string >;

const text = ( value: unknown ): string =>
	typeof value === 'string' ? value : '';

/**
 * The form's starting values from the user.
 *
 * @param user The signed-in user.
 */
export function toFormValues( user: User ): ProfileValues {
	const values = {} as ProfileValues;
	for ( const field of Object.values( TAB_FIELDS ).flat() ) {
		values[ field ] = text(
			( user as unknown as Record< string, unknown > )[ field ]
		);
	}
	values.birthday = apiDateToGerman( user.birthday );
	values.income = formatAmount( user.income );
	values.country = user.country ? user.country : COUNTRY_NONE;
	return values;
}

/**
 * The PATCH body of one tab: only that tab's fields, converted for the API.
 *
 * @param values The form's values.
 * @param tab    The active tab.
 */
export function toPayload(
	values: ProfileValues,
	tab: ProfileTab
): ProfilePayload {
	const payload: Record< string, string | number | null > = {};
	for ( const field of TAB_FIELDS[ tab ] ) {
		payload[ field ] = values[ field ].trim();
	}
	if ( tab === 'my-profile' ) {
		payload.birthday = values.birthday.trim()
			? germanDateToApi( values.birthday )
			: null;
		payload.country = values.country === COUNTRY_NONE ? '' : values.country;
	} else {
		payload.income = parseAmount( values.income );
	}
	return payload as ProfilePayload;
}
