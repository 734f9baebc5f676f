/**
 * The block's face in the editor: a static card that names the chosen mode and the choices that
 * change what visitors see. It never runs the customer area itself.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { __, sprintf } from '@wordpress/i18n';
import {
	modeOf,
	shownInitialView,
	type CustomerAreaAttributes,
} from './attributes';
import { customerAreaIcon } from './icon';
import {
	initialViewLabel,
	modeDescription,
	modeLabel,
	secondFullAreaWarning,
} from './texts';

/** Props of the preview card. */
export interface PreviewCardProps {
	/** The block's attributes. */
	attributes: CustomerAreaAttributes;
	/** Whether a full area above this block makes the page leave it out. */
	secondFullArea: boolean;
	/** Whether the forward link is not on this site (the page ignores it). */
	foreignForwardLink: boolean;
}

/**
 * The static preview of the block.
 *
 * @param props The card's props.
 */
export function PreviewCard( props: PreviewCardProps ) {
	const { attributes, secondFullArea, foreignForwardLink } = props;
	const mode = modeOf( attributes );
	const blockProps = useBlockProps( {
		className: 'customer-area-block-preview',
	} );
	const forwardLink = attributes.forwardLink.trim();

	return (
		<div { ...blockProps }>
			<p className="customer-area-block-preview__title">
				{ customerAreaIcon }
				<span>{ __( 'Customer Area', 'customer-area' ) }</span>
			</p>
			<p className="customer-area-block-preview__mode">
				{ sprintf(
					/* translators: %s: the chosen mode, e.g. "Sign-in popup" */
					__( 'Mode: %s', 'customer-area' ),
					modeLabel( mode )
				) }
			</p>
			<p>{ modeDescription( mode ) }</p>
			{ mode !== 'wizard' && (
				<p>
					{ sprintf(
						/* translators: %s: the first view, e.g. "Registration" */
						__( 'Visitors first see: %s', 'customer-area' ),
						initialViewLabel(
							shownInitialView( attributes.initialView )
						)
					) }
				</p>
			) }
			{ mode === 'popup' && attributes.forceRedirect && (
				<p>
					{ __(
						'After sign-in the customer goes to the customer area page.',
						'customer-area'
					) }
				</p>
			) }
			{ forwardLink !== '' && ! foreignForwardLink && (
				<p>
					{ sprintf(
						/* translators: %s: the forward link, e.g. /offers/ */
						__( 'Forward link: %s', 'customer-area' ),
						forwardLink
					) }
				</p>
			) }
			{ foreignForwardLink && (
				<p className="customer-area-block-preview__warning">
					{ __(
						'The forward link is not on this site, so the page ignores it.',
						'customer-area'
					) }
				</p>
			) }
			{ secondFullArea && (
				<p className="customer-area-block-preview__warning">
					{ secondFullAreaWarning() }
				</p>
			) }
		</div>
	);
}
