/**
 * The Applicant Folder tab: occupation, employer, income (EUR), contract type and the social links.
 */
import { useFormikContext } from 'formik';
import { __ } from '@wordpress/i18n';
import { SelectField, TextField } from '../../../components/form';
import { toSelectOptions, type FieldMetadata } from '../../../api/crm-api';
import {
	SOCIAL_FIELDS,
	type SocialField,
} from '../../../session/social-fields';
import type { ProfileValues } from '../profile-values';
import { withCurrentValue } from './field-options';
import { MoneyField } from './money-field';
import { ProfileSection } from './profile-section';

/** The social links' labels (shown in the order of `SOCIAL_FIELDS`). */
function socialLabels(): Record< SocialField, string > {
	return {
		facebook: __( 'Facebook', 'customer-area' ),
		twitter: __( 'Twitter / X', 'customer-area' ),
		youtube: __( 'YouTube', 'customer-area' ),
		instagram: __( 'Instagram', 'customer-area' ),
		linkedin: __( 'LinkedIn', 'customer-area' ),
		xing: __( 'Xing', 'customer-area' ),
		tiktok: __( 'TikTok', 'customer-area' ),
		pinterest: __( 'Pinterest', 'customer-area' ),
	};
}

/** Props of `ApplicantFolderTab`. */
export interface ApplicantFolderTabProps {
	/** Field metadata (contract types). */
	fields: FieldMetadata | undefined;
	/** The field metadata is loading: the contract-type select says it is busy. */
	fieldsLoading?: boolean;
}

/**
 * The `ApplicantFolderTab` component.
 *
 * @param props See ApplicantFolderTabProps.
 */
export function ApplicantFolderTab( {
	fields,
	fieldsLoading = false,
}: ApplicantFolderTabProps ) {
	const { values } = useFormikContext< ProfileValues >();
	const social = socialLabels();
	return (
		<div className="ca-profile__tab">
			<ProfileSection title={ __( 'Employment', 'customer-area' ) }>
				<TextField
					name="occupation"
					label={ __( 'Occupation', 'customer-area' ) }
					autoComplete="organization-title"
				/>
				<TextField
					name="employer"
					label={ __( 'Employer', 'customer-area' ) }
					autoComplete="organization"
				/>
				<MoneyField
					name="income"
					label={ __( 'Income (EUR)', 'customer-area' ) }
				/>
				<SelectField
					name="contractType"
					label={ __( 'Contract type', 'customer-area' ) }
					placeholder={ __( 'Not specified', 'customer-area' ) }
					options={ withCurrentValue(
						toSelectOptions( fields?.[ 'address.Vertragsart' ] ),
						values.contractType
					) }
					aria-busy={ fieldsLoading || undefined }
				/>
			</ProfileSection>
			<ProfileSection title={ __( 'Social links', 'customer-area' ) }>
				{ SOCIAL_FIELDS.map( ( name ) => (
					<TextField
						key={ name }
						name={ name }
						type="url"
						inputMode="url"
						label={ social[ name ] }
						placeholder="https://"
					/>
				) ) }
			</ProfileSection>
		</div>
	);
}
