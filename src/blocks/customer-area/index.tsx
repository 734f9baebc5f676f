/**
 * Editor entry of the block 'Customer Area': registers it with its edit view. The block is
 * dynamic (the server renders it through the shortcode), so it saves nothing but its attributes.
 * This script loads only in the block editor.
 */
import { registerBlockType } from '@wordpress/blocks';
import metadata from './block.json';
import type { CustomerAreaAttributes } from './attributes';
import { CustomerAreaEdit } from './edit';
import { customerAreaIcon } from './icon';
import './editor.scss';

registerBlockType< CustomerAreaAttributes >( metadata, {
	icon: customerAreaIcon,
	edit: CustomerAreaEdit,
	save: () => null,
} );
