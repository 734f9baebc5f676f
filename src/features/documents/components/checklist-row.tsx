/**
 * One document of the checklist: its state (icon and word), name with the info popover, the upload
 * date (DD.MM.YYYY, or a dash), and Upload when it has no file, else Download and Replace.
 * The row can take focus from script: after an upload focus lands here.
 */
import { forwardRef } from 'react';
import { __, sprintf } from '@wordpress/i18n';
import { dateTimeToGermanDate } from '../../../lib/date-time';
import type { ChecklistRow } from '../checklist';
import { DownloadButton } from './download-button';
import { InfoPopover } from './info-popover';
import { RowStatusBadge } from './row-status';

/** Props of a row. */
export interface ChecklistRowViewProps {
	row: ChecklistRow;
	/** Opens the upload dialog for this row; `opener` gets focus back when it closes. */
	onUpload: (
		row: ChecklistRow,
		mode: 'upload' | 'replace',
		opener: HTMLElement
	) => void;
}

/**
 * @param props See `ChecklistRowViewProps`.
 */
export const ChecklistRowView = forwardRef<
	HTMLLIElement,
	ChecklistRowViewProps
>( function Row( { row, onUpload }, ref ) {
	const date = row.fileName ? dateTimeToGermanDate( row.uploadedAt ) : '';
	return (
		<li ref={ ref } className="ca-checklist__row" tabIndex={ -1 }>
			<span className="ca-checklist__status">
				<RowStatusBadge status={ row.status } />
			</span>
			<span className="ca-checklist__name">
				<span>{ row.name }</span>
				{ row.description && (
					<InfoPopover
						name={ row.name }
						description={ row.description }
					/>
				) }
			</span>
			<span className="ca-checklist__date">
				{ date ? (
					<>
						<span className="ca-visually-hidden">
							{ __( 'Uploaded on', 'customer-area' ) }{ ' ' }
						</span>
						{ date }
					</>
				) : (
					<>
						<span aria-hidden="true">–</span>
						<span className="ca-visually-hidden">
							{ __( 'No upload date', 'customer-area' ) }
						</span>
					</>
				) }
			</span>
			<span className="ca-checklist__actions">
				{ row.fileName ? (
					<>
						<DownloadButton row={ row } />
						<button
							type="button"
							className="ca-button ca-button--secondary"
							onClick={ ( event ) =>
								onUpload( row, 'replace', event.currentTarget )
							}
							aria-label={ sprintf(
								/* translators: %s: name of the document, e.g. "Energieausweis". */
								__( 'Replace %s', 'customer-area' ),
								row.name
							) }
						>
							{ __( 'Replace', 'customer-area' ) }
						</button>
					</>
				) : (
					<button
						type="button"
						className="ca-button ca-button--primary"
						onClick={ ( event ) =>
							onUpload( row, 'upload', event.currentTarget )
						}
						aria-label={ sprintf(
							/* translators: %s: name of the document, e.g. "Energieausweis". */
							__( 'Upload %s', 'customer-area' ),
							row.name
						) }
					>
						{ __( 'Upload', 'customer-area' ) }
					</button>
				) }
			</span>
		</li>
	);
} );
