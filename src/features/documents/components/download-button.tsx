/**
 * Download of a row's file: a link that opens `meta.download_url` in a new tab, only when the
 * shared safe-link rule accepts the URL (see docs/behaviour.md "Safe links and CRM HTML").
 * Otherwise the control is a disabled button with the reason beside it, and the URL never
 * reaches the page.
 */
import { useId } from 'react';
import { __, sprintf } from '@wordpress/i18n';
import { safeExternalHref } from '../../../lib/safe-url';
import type { ChecklistRow } from '../checklist';
import { currentLinkPolicy } from '../../../config/config';

/**
 * @param props
 * @param props.row The row; it has a file.
 */
export function DownloadButton( { row }: { row: ChecklistRow } ) {
	const reasonId = useId();
	const href = safeExternalHref( row.downloadUrl, currentLinkPolicy() );
	if ( href ) {
		return (
			<a
				className="ca-button ca-button--secondary"
				href={ href }
				target="_blank"
				rel="noopener noreferrer"
				aria-label={ sprintf(
					/* translators: %s: name of the document, e.g. "Energieausweis". */
					__( 'Download %s (opens in a new tab)', 'customer-area' ),
					row.name
				) }
			>
				{ __( 'Download', 'customer-area' ) }
			</a>
		);
	}
	return (
		<>
			<button
				type="button"
				className="ca-button ca-button--secondary"
				disabled
				aria-describedby={ reasonId }
				aria-label={ sprintf(
					/* translators: %s: name of the document, e.g. "Energieausweis". */
					__( 'Download %s', 'customer-area' ),
					row.name
				) }
			>
				{ __( 'Download', 'customer-area' ) }
			</button>
			<span id={ reasonId } className="ca-checklist__reason">
				{ row.downloadUrl
					? __(
							'The download link is not safe to open.',
							'customer-area'
						)
					: __(
							'No download link is available yet.',
							'customer-area'
						) }
			</span>
		</>
	);
}
