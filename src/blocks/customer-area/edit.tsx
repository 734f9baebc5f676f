/**
 * The block's edit view: the preview card in the content, the settings in the sidebar.
 */
import type { BlockEditProps } from '@wordpress/blocks';
import { InspectorControls } from '@wordpress/block-editor';
import {
	isForeignForwardLink,
	type CustomerAreaAttributes,
} from './attributes';
import { editorSiteOrigin } from './editor-config';
import { PreviewCard } from './preview-card';
import { CustomerAreaSidebar } from './sidebar';
import { useSecondFullArea } from './use-second-full-area';

/**
 * Edits one Customer Area block.
 *
 * @param props What the editor passes to a block.
 */
export function CustomerAreaEdit(
	props: BlockEditProps< CustomerAreaAttributes >
) {
	const { attributes, setAttributes, clientId } = props;
	const siteOrigin = editorSiteOrigin();
	const foreignForwardLink = isForeignForwardLink(
		attributes.forwardLink,
		siteOrigin
	);
	const secondFullArea = useSecondFullArea( clientId );

	return (
		<>
			<InspectorControls>
				<CustomerAreaSidebar
					attributes={ attributes }
					setAttributes={ setAttributes }
					foreignForwardLink={ foreignForwardLink }
					siteOrigin={ siteOrigin }
				/>
			</InspectorControls>
			<PreviewCard
				attributes={ attributes }
				secondFullArea={ secondFullArea }
				foreignForwardLink={ foreignForwardLink }
			/>
		</>
	);
}
