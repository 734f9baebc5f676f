/**
 * A typed field's label with its required marker and, when the server sends one, its info button.
 */
import { FieldLabel } from '../../../components/form/field-parts';
import { Toggletip } from '../../../components/toggletip';
import type { WizardField } from '../settings';

/** Props of a label row. */
export interface FieldLabelRowProps {
	field: WizardField;
	/** The id of the labelled control. */
	htmlFor: string;
	required: boolean;
}

/**
 * @param props See FieldLabelRowProps.
 */
export function FieldLabelRow( props: FieldLabelRowProps ) {
	const { field, htmlFor, required } = props;
	return (
		<div className="ca-field__label-row">
			<FieldLabel htmlFor={ htmlFor } required={ required }>
				{ field.name }
			</FieldLabel>
			<InfoButton field={ field } />
		</div>
	);
}

/**
 * The field's info button; nothing without a tooltip.
 *
 * @param props       The field.
 * @param props.field The field.
 */
export function InfoButton( props: { field: WizardField } ) {
	const { field } = props;
	return field.tooltip ? (
		<Toggletip text={ field.tooltip } about={ field.name } />
	) : null;
}
