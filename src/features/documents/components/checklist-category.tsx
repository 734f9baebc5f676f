/**
 * One category of the checklist as an accordion section: a heading button with the category's name
 * and its counter '{uploaded} of {total} Files' (plural by the total: '0 of 1 File'), and the panel
 * with the rows.
 */
import { useId } from 'react';
import { _n, sprintf } from '@wordpress/i18n';
import { progressOf, type ChecklistGroup } from '../checklist';
import { ChecklistRowView, type ChecklistRowViewProps } from './checklist-row';

/** Props of a category. */
export interface ChecklistCategoryProps {
	/** The category and its rows. */
	group: ChecklistGroup;
	/** The panel with the rows is shown. */
	expanded: boolean;
	/** Opens or closes the panel. */
	onToggle: () => void;
	/** Opens the upload dialog of a row. */
	onUpload: ChecklistRowViewProps[ 'onUpload' ];
	/** Registers a row's element, so focus can be moved to it. */
	rowRef: ( attribute: string ) => ( element: HTMLLIElement | null ) => void;
}

/**
 * @param props See `ChecklistCategoryProps`.
 */
export function ChecklistCategory( props: ChecklistCategoryProps ) {
	const { group, expanded, onToggle, onUpload, rowRef } = props;
	const id = useId();
	const { uploaded, total } = progressOf( group.rows );
	return (
		<div className="ca-checklist__group">
			<h3 className="ca-checklist__heading">
				<button
					type="button"
					id={ `${ id }-button` }
					className="ca-checklist__toggle"
					aria-expanded={ expanded }
					aria-controls={ `${ id }-panel` }
					onClick={ onToggle }
				>
					<span className="ca-checklist__label">
						<span className="ca-checklist__group-name">
							{ group.name }
						</span>
						<span className="ca-checklist__count">
							{ sprintf(
								/* translators: 1: uploaded files, 2: all files of the category (the plural follows it). */
								_n(
									'%1$d of %2$d File',
									'%1$d of %2$d Files',
									total,
									'customer-area'
								),
								uploaded,
								total
							) }
						</span>
					</span>
					<span
						className="ca-checklist__chevron"
						aria-hidden="true"
					/>
				</button>
			</h3>
			<div
				id={ `${ id }-panel` }
				role="region"
				aria-labelledby={ `${ id }-button` }
				className="ca-checklist__panel"
				hidden={ ! expanded }
			>
				<ul className="ca-checklist__rows">
					{ group.rows.map( ( row ) => (
						<ChecklistRowView
							key={ row.attribute }
							ref={ rowRef( row.attribute ) }
							row={ row }
							onUpload={ onUpload }
						/>
					) ) }
				</ul>
			</div>
		</div>
	);
}
