/**
 * One document of the checklist: its state (icon and word), name with the info popover, the upload
 * date (DD.MM.YYYY, or a dash), and Upload when it has no file, else Download and Replace.
 * The row can take focus from script: after an upload focus lands here.
 */
import { forwardRef } from 'react';
import { __ } from '@wordpress/i18n';
import { dateTimeToGermanDate } from '../../../lib/date-time';
import type { ChecklistRow } from '../checklist';
import { DownloadButton } from './download-button';
import { InfoPopover } from './info-popover';
import { RowStatusBadge } from './row-status';
import { uploadActionText, type UploadMode } from '../upload-action';

/** Props of a row. */
export interface ChecklistRowViewProps {
	row: ChecklistRow;
	/** Opens the upload dialog for this row; `opener` gets focus back when it closes. */
	onUpload: (
		row: ChecklistRow,
		mode: UploadMode,
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
	const mode = row.fileName ? 'replace' : 'upload';
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
				{ row.fileName && <DownloadButton row={ row } /> }
				<button
					type="button"
					className={ `ca-button ca-button--${
						row.fileName ? 'secondary' : 'primary'
					}` }
					onClick={ ( event ) =>
						onUpload( row, mode, event.currentTarget )
					}
					aria-label={ uploadActionText( mode, row.name ) }
				>
					{ row.fileName
						? __( 'Replace', 'customer-area' )
						: __( 'Upload', 'customer-area' ) }
				</button>
			</span>
		</li>
	);
} );
