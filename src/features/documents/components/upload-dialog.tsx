/**
 * The upload dialog of one checklist row: an accessible dialog (Radix) whose title names the
 * document. Focus stays inside while it is open. It holds the drop area (FilePond, loaded the first
 * time a dialog opens), the chosen file, the progress bar, and the failure with "Try again".
 *
 * Escape, the close button and a click outside close it, except while an upload runs: then it asks
 * first whether to stop the upload. Cancel aborts a running upload and keeps the dialog open.
 */
import { useEffect, useId, useRef, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { __, sprintf } from '@wordpress/i18n';
import { backendFieldErrors } from '../../../components/backend-errors';
import { ProgressBar } from '../../../components/progress-bar';
import { Uploader } from '../../../components/uploader';
import { useSetup } from '../../../config/config-context';
import { formatFileSize, formatPercent } from '../../../lib/format';
import type { ChecklistRow } from '../checklist';
import { UPLOAD_RULES } from '../upload-rules';
import { useDocumentUpload } from '../use-document-upload';
import { CloseLabel } from '../../../components/close-label';
import { uploadActionText, type UploadMode } from '../upload-action';

/** Progress is announced in steps of this many percent. */
export const ANNOUNCE_STEP = 25;

/** Props of the dialog. */
export interface UploadDialogProps {
	estateId: string;
	row: ChecklistRow;
	/** 'replace' when the row already has a file. */
	mode: UploadMode;
	/** Where the dialog renders (inside the app, so its styles apply). */
	container: HTMLElement | null;
	/** Closes the dialog without an upload. */
	onClose: () => void;
	/** The file is stored; the caller closes the dialog. */
	onUploaded: () => void;
	/** Radix's hook after closing: the caller may move focus elsewhere. */
	onCloseAutoFocus: ( event: Event ) => void;
}

/**
 * The text a screen reader hears about a running upload: only at every `ANNOUNCE_STEP` percent.
 *
 * @param progress 0–100.
 * @param language The UI language (the percentage's format).
 */
export function progressAnnouncement(
	progress: number,
	language: string
): string {
	const step = Math.floor( progress / ANNOUNCE_STEP ) * ANNOUNCE_STEP;
	return sprintf(
		/* translators: %s: share of the file sent so far, with the percent sign, e.g. "25%" (written in the language's number format). */
		__( 'Uploading: %s', 'customer-area' ),
		formatPercent( step, language )
	);
}

/**
 * @param props See `UploadDialogProps`.
 */
export function UploadDialog( props: UploadDialogProps ) {
	const {
		estateId,
		row,
		mode,
		container,
		onClose,
		onUploaded,
		onCloseAutoFocus,
	} = props;
	const { language } = useSetup();
	const upload = useDocumentUpload( {
		estateId,
		attribute: row.attribute,
		onUploaded,
	} );
	const [ confirming, setConfirming ] = useState( false );
	const keepButton = useRef< HTMLButtonElement >( null );
	const cancelButton = useRef< HTMLButtonElement >( null );
	const wasAsking = useRef( false );
	const rulesId = useId();
	const messageId = useId();
	const progressId = useId();
	const uploading = upload.phase === 'uploading';
	const asking = confirming && uploading;

	// The question takes focus; when it goes (answered, or the upload ended) focus goes to Cancel
	// rather than being lost with the question's buttons.
	useEffect( () => {
		if ( asking ) {
			keepButton.current?.focus();
		} else if ( wasAsking.current ) {
			cancelButton.current?.focus();
		}
		wasAsking.current = asking;
	}, [ asking ] );

	const requestClose = () => {
		if ( ! uploading ) {
			onClose();
		} else {
			// Escape while the question shows answers it with "keep uploading".
			setConfirming( ( current ) => ! current );
		}
	};

	const failureDetail =
		upload.phase === 'failed'
			? backendFieldErrors( upload.error, [ 'file' ] ).file
			: undefined;
	let message = null;
	if ( upload.refusal ) {
		message = (
			<p id={ messageId } className="ca-error-text" role="alert">
				{ upload.refusal }
			</p>
		);
	} else if ( upload.phase === 'failed' ) {
		message = (
			<div id={ messageId } className="ca-upload__failure" role="alert">
				<p className="ca-error-text">
					<strong>
						{ __( 'File could not be uploaded', 'customer-area' ) }
					</strong>
				</p>
				{ failureDetail && (
					<p className="ca-error-text">{ failureDetail }</p>
				) }
			</div>
		);
	}
	let announcement = '';
	if ( uploading ) {
		announcement = progressAnnouncement( upload.progress, language );
	} else if ( upload.cancelled ) {
		announcement = __( 'The upload has been cancelled.', 'customer-area' );
	}

	return (
		<Dialog.Root open onOpenChange={ ( open ) => ! open && requestClose() }>
			<Dialog.Portal container={ container }>
				<Dialog.Overlay className="ca-dialog__overlay" />
				<Dialog.Content
					className="ca-dialog"
					aria-describedby={ rulesId }
					onCloseAutoFocus={ onCloseAutoFocus }
				>
					<div className="ca-dialog__top">
						<Dialog.Title className="ca-dialog__title">
							{ uploadActionText( mode, row.name ) }
						</Dialog.Title>
						<Dialog.Close className="ca-dialog__close">
							<CloseLabel
								label={ __( 'Close', 'customer-area' ) }
							/>
						</Dialog.Close>
					</div>
					<p id={ rulesId } className="ca-dialog__description">
						{ sprintf(
							/* translators: 1: allowed file extensions, e.g. "pdf, png"; 2: size limit, e.g. "128 MB". */
							__(
								'One file of type %1$s, smaller than %2$s.',
								'customer-area'
							),
							UPLOAD_RULES.extensions.join( ', ' ),
							formatFileSize( UPLOAD_RULES.maxBytes, language )
						) }
					</p>
					<Uploader
						rules={ UPLOAD_RULES }
						onChoose={ upload.choose }
						onRefuse={ upload.refuse }
						disabled={ uploading }
						invalid={ message !== null }
						describedBy={
							message ? `${ rulesId } ${ messageId }` : rulesId
						}
					/>
					{ message }
					{ upload.file && (
						<p className="ca-upload__file">
							{ sprintf(
								/* translators: 1: file name; 2: its size in decimal units, e.g. "1.5 MB". */
								__(
									'Selected file: %1$s (%2$s)',
									'customer-area'
								),
								upload.file.name,
								formatFileSize( upload.file.size, language )
							) }
						</p>
					) }
					{ uploading && (
						<div className="ca-upload__progress">
							<p id={ progressId } className="ca-upload__percent">
								{ sprintf(
									/* translators: %s: share of the file sent so far, with the percent sign, e.g. "40%" (written in the language's number format). */
									__(
										'Upload progress: %s',
										'customer-area'
									),
									formatPercent( upload.progress, language, {
										maximumFractionDigits: 0,
									} )
								) }
							</p>
							<ProgressBar
								value={ upload.progress }
								labelledBy={ progressId }
							/>
						</div>
					) }
					<p className="ca-visually-hidden" role="status">
						{ announcement }
					</p>
					{ asking && (
						<div
							className="ca-upload__confirm"
							role="group"
							aria-labelledby={ `${ progressId }-ask` }
						>
							<p id={ `${ progressId }-ask` }>
								{ __(
									'The file is still uploading. Stop the upload and close?',
									'customer-area'
								) }
							</p>
							<div className="ca-dialog__actions">
								<button
									type="button"
									className="ca-button ca-button--primary"
									onClick={ () => {
										upload.cancel();
										onClose();
									} }
								>
									{ __(
										'Stop upload and close',
										'customer-area'
									) }
								</button>
								<button
									ref={ keepButton }
									type="button"
									className="ca-button ca-button--secondary"
									onClick={ () => setConfirming( false ) }
								>
									{ __( 'Keep uploading', 'customer-area' ) }
								</button>
							</div>
						</div>
					) }
					<div className="ca-dialog__actions">
						<button
							type="button"
							className="ca-button ca-button--primary"
							// Not `disabled`: a disabled button drops the focus it has.
							onClick={ upload.start }
							aria-disabled={ uploading }
							aria-busy={ uploading }
						>
							{ uploading && (
								<span
									className="ca-button__spinner"
									aria-hidden="true"
								/>
							) }
							<span>
								{ upload.phase === 'failed'
									? __( 'Try again', 'customer-area' )
									: __( 'Upload file', 'customer-area' ) }
							</span>
						</button>
						<button
							ref={ cancelButton }
							type="button"
							className="ca-button ca-button--secondary"
							onClick={ uploading ? upload.cancel : onClose }
						>
							{ __( 'Cancel', 'customer-area' ) }
						</button>
					</div>
				</Dialog.Content>
			</Dialog.Portal>
		</Dialog.Root>
	);
}
