/**
 * The Applicant Folder tab: occupation, employer, income (EUR), contract type and the social links.
 */
import { useFormikContext } from 'formik';
import { useId } from 'react';
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
	const id = useId();
	const social = socialLabels();
	return (
		<div className="ca-profile__tab">
			<section
				className="ca-profile__section"
				aria-labelledby={ `${ id }-o` }
			>
				<h2 id={ `${ id }-o` } className="ca-profile__heading">
					{ __( 'Employment', 'customer-area' ) }
				</h2>
				<div className="ca-profile__grid">
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
							toSelectOptions(
								fields?.[ 'address.Vertragsart' ]
							),
							values.contractType
						) }
						aria-busy={ fieldsLoading || undefined }
					/>
				</div>
			</section>
			<section
				className="ca-profile__section"
				aria-labelledby={ `${ id }-s` }
			>
				<h2 id={ `${ id }-s` } className="ca-profile__heading">
					{ __( 'Social links', 'customer-area' ) }
				</h2>
				<div className="ca-profile__grid">
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
				</div>
			</section>
		</div>
	);
}
