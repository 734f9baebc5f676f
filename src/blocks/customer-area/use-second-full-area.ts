/**
 * Whether a block is a second full area on the post being edited: the page would leave it empty
 * (docs/behaviour.md "Embeds and popups").
 */
import { store as blockEditorStore } from '@wordpress/block-editor';
import { useSelect } from '@wordpress/data';
import metadata from './block.json';
import { isSecondFullArea } from './attributes';

/**
 * Reads every customer-area block of the post, inner blocks included, in document order, and
 * tells whether the one with `clientId` comes after another full area.
 *
 * @param clientId The block's id in the editor.
 */
export function useSecondFullArea( clientId: string ): boolean {
	return useSelect(
		( select ) => {
			const editor = select( blockEditorStore );
			const blocks = editor
				.getClientIdsWithDescendants()
				.filter( ( id ) => editor.getBlockName( id ) === metadata.name )
				.map( ( id ) => ( {
					clientId: id,
					attributes: {
						popup: editor.getBlockAttributes( id )?.popup === true,
					},
				} ) );
			return isSecondFullArea( clientId, blocks );
		},
		[ clientId ]
	);
}
