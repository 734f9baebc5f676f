/**
 * The profile form's rules, one schema per tab: only the active tab is validated. Messages are the
 * product's, verbatim, translated when the schema is built. See docs/behaviour.md "Profile rules".
 */
import { __ } from '@wordpress/i18n';
import { object, string, type ObjectSchema } from 'yup';
import { germanDateToIso, parseAmount, todayIso } from '../../lib/format';
import { SOCIAL_FIELDS } from '../../session/social-fields';
import type { ProfileTab, ProfileValues } from './profile-values';

/** Letters (Latin, with umlauts and ß), spaces, apostrophes and hyphens — the API's own rule. */
export const NAME_PATTERN = /^[A-Za-zÀ-ÖØ-öø-ÿ' -]+$/;

/**
 * True for an absolute http(s) URL with a host.
 *
 * @param value The typed link.
 */
export function isHttpUrl( value: string ): boolean {
	try {
		const url = new URL( value.trim() );
		return (
			( url.protocol === 'https:' || url.protocol === 'http:' ) &&
			url.hostname !== ''
		);
	} catch {
		return false;
	}
}

const optional =
	( test: ( value: string ) => boolean ) => ( value: string | undefined ) =>
		! value || value.trim() === '' || test( value.trim() );

/**
 * The schema of the My Profile tab (birthdays after today are refused).
 */
function myProfileSchema() {
	return object( {
		salutation: string()
			.trim()
			.required( __( 'Salutation is required', 'customer-area' ) ),
		title: string().test(
			'not-a-number',
			__( 'Title cannot be a number', 'customer-area' ),
			optional( ( value ) => ! /^\d+$/.test( value ) )
		),
		firstname: string()
			.trim()
			.required( __( 'Firstname is required', 'customer-area' ) )
			.matches(
				NAME_PATTERN,
				__(
					'Firstname cannot contain numbers or invalid characters',
					'customer-area'
				)
			),
		lastname: string()
			.trim()
			.required( __( 'Lastname is required', 'customer-area' ) )
			.matches(
				NAME_PATTERN,
				__(
					'Lastname cannot contain numbers or invalid characters',
					'customer-area'
				)
			),
		birthday: string().test(
			'date',
			__( 'Please enter a valid date.', 'customer-area' ),
			optional( ( value ) => {
				const iso = germanDateToIso( value );
				return iso !== '' && iso <= todayIso();
			} )
		),
		zip: string().test(
			'zip',
			__( 'ZIP code must be between 4 and 10 digits', 'customer-area' ),
			optional( ( value ) => /^\d{4,10}$/.test( value ) )
		),
		state: string().test(
			'letters',
			__(
				'State cannot contain numbers or invalid characters',
				'customer-area'
			),
			optional( ( value ) => NAME_PATTERN.test( value ) )
		),
	} );
}

/**
 * The schema of the Applicant Folder tab.
 */
function applicantFolderSchema() {
	const url = string().test(
		'url',
		__( 'Please enter a valid URL', 'customer-area' ),
		optional( isHttpUrl )
	);
	return object( {
		income: string().test(
			'number',
			__( 'Income must be a number', 'customer-area' ),
			optional( ( value ) => ! Number.isNaN( parseAmount( value ) ) )
		),
		...Object.fromEntries(
			SOCIAL_FIELDS.map( ( field ) => [ field, url ] )
		),
	} );
}

/**
 * The schema of one tab.
 *
 * @param tab The active tab.
 */
export function profileSchema(
	tab: ProfileTab
): ObjectSchema< Partial< ProfileValues > > {
	return ( tab === 'my-profile'
		? myProfileSchema()
		: applicantFolderSchema() ) as unknown as ObjectSchema<
		Partial< ProfileValues >
	>;
}
