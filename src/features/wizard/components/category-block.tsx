/**
 * One category of a step: its fields as their controls. A category with several fields is a
 * group (with its title when the server names one) that carries the category's own message.
 */
import { useId } from 'react';
import { currentAnswer, type VisibleCategory } from '../visibility';
import { categoryErrorKey, isFieldRequired } from '../validation';
import type { WizardModel } from '../use-wizard';
import { GroupError } from './choice-cards';
import { FieldControl } from './field-control';
import type { GridKind } from './field-types';

/** Props of a category. */
export interface CategoryBlockProps {
	model: WizardModel;
	/** The category as it shows. */
	shown: VisibleCategory;
	/** The step's layout. */
	grid: GridKind;
}

/**
 * @param props See CategoryBlockProps.
 */
export function CategoryBlock( props: CategoryBlockProps ) {
	const { model, shown, grid } = props;
	const { category, fields } = shown;
	const base = useId();
	// Multi-select categories use the multi grid.
	const layout =
		grid === 'default' && category.type === 'multi' ? 'multi' : grid;
	const error = model.errors[ categoryErrorKey( category.value ) ] ?? '';
	const title =
		category.label &&
		( fields.length > 1 || category.label !== fields[ 0 ]?.field.name )
			? category.label
			: '';
	const controls = fields.map( ( field, index ) => (
		<FieldControl
			key={ `${ index }-${ field.field.key }` }
			shown={ field }
			value={ currentAnswer( field, model.answers ) }
			error={ model.errors[ field.field.key ] ?? '' }
			required={ isFieldRequired(
				model.stepName,
				category,
				field,
				fields.length
			) }
			onChange={ ( value ) => model.setAnswer( field.field.key, value ) }
			onLeave={ () => model.leave( field.field.key ) }
			grid={ layout }
		/>
	) );
	if ( fields.length === 1 && ! title ) {
		return controls[ 0 ] ?? null;
	}
	return (
		<div
			role="group"
			className={ `ca-wizard__category${ error ? ' is-invalid' : '' }` }
			aria-labelledby={ title ? `${ base }-title` : undefined }
			aria-describedby={ error ? `${ base }-error` : undefined }
		>
			{ title && (
				<h3
					id={ `${ base }-title` }
					className="ca-wizard__section-title"
				>
					{ title }
				</h3>
			) }
			<div className={ `ca-wizard__grid ca-wizard__grid--${ layout }` }>
				{ controls }
			</div>
			<GroupError id={ `${ base }-error` } message={ error } />
		</div>
	);
}
