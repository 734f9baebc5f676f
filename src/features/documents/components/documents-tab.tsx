/**
 * The Documents tab of an owner's estate: the house-sale checklist. Title 'House Sale Checklist',
 * an overall bar '{n}% complete' (uploaded rows over all rows, rounded; the percentage in the UI
 * language's format), one accordion section per
 * category in the server's order, and the upload dialog of a row. Without any row it says that
 * there are no files; a failed list is only logged and leaves the tab empty.
 *
 * After a successful upload the dialog closes, the list refreshes itself (its cache tag is
 * invalidated by the upload) and focus moves to the row, which then shows its date and Download.
 */
import { useCallback, useId, useRef, useState } from 'react';
import { __, sprintf } from '@wordpress/i18n';
import { ProgressBar } from '../../../components/progress-bar';
import { Spinner } from '../../../components/spinner';
import { useSetup } from '../../../config/config-context';
import { formatPercent } from '../../../lib/format';
import { allRows, percentOf, progressOf } from '../checklist';
import { useChecklist } from '../use-checklist';
import { useExpandedGroups } from '../use-expanded-groups';
import { useRowFocus } from '../use-row-focus';
import { ChecklistCategory } from './checklist-category';
import type { ChecklistRowViewProps } from './checklist-row';
import { UploadDialog, type UploadDialogProps } from './upload-dialog';
import './documents.scss';

/** Props of the Documents tab. */
export interface DocumentsTabProps {
	/** The estate whose checklist is shown. */
	estateId: string;
}

/** The row whose dialog is open. */
type DialogTarget = Pick< UploadDialogProps, 'row' | 'mode' >;

/**
 * The tab's content for one estate.
 *
 * @param props See `DocumentsTabProps`.
 */
function EstateChecklist( props: DocumentsTabProps ) {
	const { estateId } = props;
	const titleId = useId();
	const progressId = useId();
	const { language } = useSetup();
	const { checklist, loading } = useChecklist( estateId );
	const { isExpanded, toggle } = useExpandedGroups( checklist );
	const { rowRef, focusRow } = useRowFocus();
	const [ container, setContainer ] = useState< HTMLElement | null >( null );
	const [ target, setTarget ] = useState< DialogTarget | null >( null );
	const [ announcement, setAnnouncement ] = useState( '' );
	const uploaded = useRef< string | null >( null );
	const opener = useRef< { element: HTMLElement | null; attribute: string } >(
		{ element: null, attribute: '' }
	);

	const sectionRef = useCallback( ( element: HTMLElement | null ) => {
		// Dialogs render inside the app's root so that its styles apply.
		setContainer(
			element?.closest< HTMLElement >( '.ca-app' ) ?? element ?? null
		);
	}, [] );
	const openDialog = useCallback< ChecklistRowViewProps[ 'onUpload' ] >(
		( row, mode, button ) => {
			opener.current = { element: button, attribute: row.attribute };
			setAnnouncement( '' );
			setTarget( { row, mode } );
		},
		[]
	);
	const onUploaded = useCallback( () => {
		if ( target ) {
			uploaded.current = target.row.attribute;
			setAnnouncement(
				sprintf(
					/* translators: %s: name of the document, e.g. "Energieausweis". */
					__( '%s has been uploaded.', 'customer-area' ),
					target.row.name
				)
			);
		}
		setTarget( null );
	}, [ target ] );
	// The dialog has no Radix trigger, so focus is placed here: on the row after an upload, else
	// back on the button that opened the dialog (or its row, if that button is gone).
	const onCloseAutoFocus = useCallback(
		( event: Event ) => {
			event.preventDefault();
			const attribute = uploaded.current;
			uploaded.current = null;
			const { element, attribute: openedFor } = opener.current;
			if ( attribute ) {
				focusRow( attribute );
			} else if ( element?.isConnected ) {
				element.focus();
			} else {
				focusRow( openedFor );
			}
		},
		[ focusRow ]
	);

	const groups =
		checklist?.groups.filter( ( group ) => group.rows.length > 0 ) ?? [];
	const percent = checklist
		? percentOf( progressOf( allRows( checklist ) ) )
		: 0;

	return (
		<section
			ref={ sectionRef }
			className="ca-documents"
			aria-labelledby={ titleId }
		>
			<h2 id={ titleId } className="ca-documents__title">
				{ __( 'House Sale Checklist', 'customer-area' ) }
			</h2>
			{ loading && <Spinner /> }
			{ checklist && groups.length === 0 && (
				<p className="ca-documents__empty">
					{ __(
						'Currently there are no files available for upload or download.',
						'customer-area'
					) }
				</p>
			) }
			{ groups.length > 0 && (
				<>
					<div className="ca-documents__progress">
						<p id={ progressId } className="ca-documents__percent">
							{ sprintf(
								/* translators: %s: share of the checklist's files uploaded, with the percent sign, e.g. "38%" (written in the language's number format). */
								__( '%s complete', 'customer-area' ),
								formatPercent( percent, language, {
									maximumFractionDigits: 0,
								} )
							) }
						</p>
						<ProgressBar
							value={ percent }
							labelledBy={ progressId }
						/>
					</div>
					<div className="ca-checklist">
						{ groups.map( ( group ) => (
							<ChecklistCategory
								key={ group.key }
								group={ group }
								expanded={ isExpanded( group.key ) }
								onToggle={ () => toggle( group.key ) }
								onUpload={ openDialog }
								rowRef={ rowRef }
							/>
						) ) }
					</div>
				</>
			) }
			<p className="ca-visually-hidden" role="status">
				{ announcement }
			</p>
			{ target && (
				<UploadDialog
					estateId={ estateId }
					row={ target.row }
					mode={ target.mode }
					container={ container }
					onClose={ () => setTarget( null ) }
					onUploaded={ onUploaded }
					onCloseAutoFocus={ onCloseAutoFocus }
				/>
			) }
		</section>
	);
}

/**
 * The Documents tab (the estate page shows it to owners when the estate's document setting is on).
 *
 * @param props See `DocumentsTabProps`.
 */
export function DocumentsTab( props: DocumentsTabProps ) {
	const { estateId } = props;
	// A different estate starts afresh: open categories, dialog and focus belong to one estate.
	return <EstateChecklist key={ estateId } estateId={ estateId } />;
}
