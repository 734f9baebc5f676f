/**
 * The My Profile tab: Account data (e-mail read-only and the password-reset button), Personal data
 * and Contact data.
 */
import { useFormikContext } from 'formik';
import { useId, useMemo } from 'react';
import { __ } from '@wordpress/i18n';
import {
	SelectField,
	TextField,
	type SelectOption,
} from '../../../components/form';
import type { FieldMetadata } from '../../../api/crm-api';
import { toSelectOptions } from '../../../api/crm-api';
import { COUNTRY_NONE, type ProfileValues } from '../profile-values';
import { BirthdayField } from './birthday-field';
import { withCurrentValue } from './field-options';
import { PasswordResetButton } from './password-reset-button';
import { ProfileSection } from './profile-section';
import { useLocationAutofill } from './use-location-autofill';

/** Props of the tab. */
export interface MyProfileTabProps {
	/** The signed-in customer's e-mail (read-only here). */
	email: string;
	/** Field metadata for salutation, title and language; undefined while loading. */
	fields: FieldMetadata | undefined;
	/** Countries, code → name; undefined while loading. */
	countries: Record< string, string > | undefined;
	/** The field metadata is loading: its selects say they are busy. */
	fieldsLoading?: boolean;
	/** The countries are loading: the country select says it is busy. */
	countriesLoading?: boolean;
}

/**
 * The My Profile tab of the profile form.
 *
 * @param props See MyProfileTabProps.
 */
export function MyProfileTab( {
	email,
	fields,
	countries,
	fieldsLoading = false,
	countriesLoading = false,
}: MyProfileTabProps ) {
	const { values } = useFormikContext< ProfileValues >();
	const emailId = useId();
	const titleListId = useId();
	const knownCountries = useMemo(
		() => ( countries ? new Set( Object.keys( countries ) ) : null ),
		[ countries ]
	);
	const autofill = useLocationAutofill( knownCountries );
	const countryOptions: SelectOption[] = [
		{ value: COUNTRY_NONE, label: __( 'Not specified', 'customer-area' ) },
		...withCurrentValue(
			Object.entries( countries ?? {} )
				.map( ( [ code, name ] ) => ( { value: code, label: name } ) )
				.sort( ( a, b ) => a.label.localeCompare( b.label, 'de' ) ),
			values.country === COUNTRY_NONE ? '' : values.country
		),
	];
	const titles = toSelectOptions( fields?.[ 'address.Titel' ] );
	return (
		<div className="ca-profile__tab">
			<ProfileSection title={ __( 'Account data', 'customer-area' ) }>
				<div className="ca-field">
					<label className="ca-field__label" htmlFor={ emailId }>
						{ __( 'Email Address', 'customer-area' ) }
					</label>
					<input
						id={ emailId }
						type="email"
						dir="ltr"
						className="ca-input"
						value={ email }
						readOnly
					/>
				</div>
				<div className="ca-field ca-profile__reset">
					<PasswordResetButton email={ email } />
				</div>
			</ProfileSection>

			<ProfileSection title={ __( 'Personal data', 'customer-area' ) }>
				<SelectField
					name="salutation"
					label={ __( 'Salutation', 'customer-area' ) }
					placeholder={ __( 'Please choose', 'customer-area' ) }
					options={ withCurrentValue(
						toSelectOptions( fields?.[ 'address.Anrede' ] ),
						values.salutation
					) }
					required
					aria-busy={ fieldsLoading || undefined }
				/>
				<TextField
					name="title"
					label={ __( 'Title', 'customer-area' ) }
					list={ titles.length > 0 ? titleListId : undefined }
					autoComplete="honorific-prefix"
					addon={
						titles.length > 0 && (
							<datalist id={ titleListId }>
								{ titles.map( ( option ) => (
									<option
										key={ option.value }
										value={ option.value }
									>
										{ option.label }
									</option>
								) ) }
							</datalist>
						)
					}
				/>
				<TextField
					name="firstname"
					label={ __( 'First Name', 'customer-area' ) }
					autoComplete="given-name"
					required
				/>
				<TextField
					name="lastname"
					label={ __( 'Last Name', 'customer-area' ) }
					autoComplete="family-name"
					required
				/>
				<BirthdayField
					name="birthday"
					label={ __( 'Birthday', 'customer-area' ) }
				/>
				<TextField
					name="street"
					label={ __( 'Street', 'customer-area' ) }
					autoComplete="address-line1"
				/>
				<TextField
					name="housenr"
					label={ __( 'House No.', 'customer-area' ) }
				/>
				<div onBlur={ () => void autofill( 'zip' ) }>
					<TextField
						name="zip"
						label={ __( 'ZIP', 'customer-area' ) }
						inputMode="numeric"
						autoComplete="postal-code"
					/>
				</div>
				<div onBlur={ () => void autofill( 'city' ) }>
					<TextField
						name="city"
						label={ __( 'City', 'customer-area' ) }
						autoComplete="address-level2"
					/>
				</div>
				<TextField
					name="state"
					label={ __( 'State', 'customer-area' ) }
					autoComplete="address-level1"
				/>
				<SelectField
					name="country"
					label={ __( 'Country', 'customer-area' ) }
					options={ countryOptions }
					aria-busy={ countriesLoading || undefined }
				/>
			</ProfileSection>

			<ProfileSection title={ __( 'Contact data', 'customer-area' ) }>
				<TextField
					name="telephone"
					type="tel"
					label={ __( 'Telephone', 'customer-area' ) }
					autoComplete="tel"
				/>
				<TextField
					name="phone"
					type="tel"
					label={ __( 'Mobile phone', 'customer-area' ) }
				/>
				<TextField
					name="fax"
					type="tel"
					label={ __( 'Fax', 'customer-area' ) }
				/>
				<SelectField
					name="language"
					label={ __( 'Language', 'customer-area' ) }
					placeholder={ __( 'Not specified', 'customer-area' ) }
					options={ withCurrentValue(
						toSelectOptions( fields?.[ 'address.Sprache' ] ),
						values.language
					) }
					aria-busy={ fieldsLoading || undefined }
				/>
			</ProfileSection>
		</div>
	);
}
