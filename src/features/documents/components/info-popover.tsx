/**
 * The info popover of a checklist row: the document type's description behind a small button.
 * Radix Popover opens it by click, touch, Enter and Space, and closes it with Escape, a click
 * outside or its close button, returning focus to the button.
 */
import * as Popover from '@radix-ui/react-popover';
import { __, sprintf } from '@wordpress/i18n';
import { CloseLabel } from '../../../components/close-label';

/** Props of the popover. */
export interface InfoPopoverProps {
	/** The document's name (names the button). */
	name: string;
	/** The text shown. */
	description: string;
}

/**
 * @param props See `InfoPopoverProps`.
 */
export function InfoPopover( props: InfoPopoverProps ) {
	const { name, description } = props;
	const label = sprintf(
		/* translators: %s: name of the document, e.g. "Energieausweis". */
		__( 'Information about %s', 'customer-area' ),
		name
	);
	return (
		<Popover.Root>
			<Popover.Trigger className="ca-info-button" aria-label={ label }>
				<svg
					viewBox="0 0 24 24"
					width="20"
					height="20"
					aria-hidden="true"
					focusable="false"
				>
					<circle cx="12" cy="12" r="9" />
					<path d="M12 11v6" />
					<path d="M12 7.5h.01" />
				</svg>
			</Popover.Trigger>
			<Popover.Content
				className="ca-popover"
				aria-label={ label }
				side="top"
				align="start"
				sideOffset={ 6 }
				collisionPadding={ 8 }
			>
				<p className="ca-popover__text">{ description }</p>
				<Popover.Close className="ca-popover__close">
					<CloseLabel label={ __( 'Close', 'customer-area' ) } />
				</Popover.Close>
				<Popover.Arrow className="ca-popover__arrow" />
			</Popover.Content>
		</Popover.Root>
	);
}
