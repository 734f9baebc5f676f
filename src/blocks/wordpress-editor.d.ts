/**
 * Types of the parts of WordPress's editor packages that the block uses.
 *
 * The block editor serves these packages as script handles (`wp-blocks`, `wp-block-editor`,
 * `wp-components`, `wp-data`); the build keeps them external like React (see docs/architecture.md
 * "Dependencies"), so they are not installed as npm packages. Only what the block calls is
 * declared here, with the signatures WordPress 6.6 to 6.8 provide.
 */

declare module '@wordpress/blocks' {
	import type { ComponentType } from 'react';

	/** What the editor passes to a block's `edit` component. */
	export interface BlockEditProps< Attributes > {
		/** The block's current attributes. */
		attributes: Attributes;
		/** Merges new values into the attributes. */
		setAttributes: ( next: Partial< Attributes > ) => void;
		/** The block's id in the editor. */
		clientId: string;
	}

	/** The settings a block adds to its block.json metadata. */
	export interface BlockSettings< Attributes > {
		icon?: JSX.Element;
		edit: ComponentType< BlockEditProps< Attributes > >;
		save: () => null;
	}

	/**
	 * Registers a block type from its block.json metadata (the server's registration wins for
	 * the fields it holds, translated title and description included).
	 *
	 * @param metadata The block.json contents.
	 * @param settings What the script adds: the edit view and `save`.
	 */
	export function registerBlockType< Attributes >(
		metadata: { name: string } & Record< string, unknown >,
		settings: BlockSettings< Attributes >
	): unknown;
}

declare module '@wordpress/block-editor' {
	import type { ComponentType, ReactNode } from 'react';

	/**
	 * Props the block's wrapper element needs in the editor (apiVersion 3).
	 *
	 * @param props Props of the wrapper to merge in (e.g. a class name).
	 */
	export function useBlockProps(
		props?: Record< string, unknown >
	): Record< string, unknown >;

	/** Renders its children into the block's settings sidebar. */
	export const InspectorControls: ComponentType< { children?: ReactNode } >;

	/** The block editor's data store. */
	export const store: unknown;
}

declare module '@wordpress/data' {
	/** The block editor store's selectors that the block reads. */
	export interface BlockEditorSelectors {
		/** Every block's id, inner blocks included, in document order. */
		getClientIdsWithDescendants: () => string[];
		/** A block's name, e.g. `core/paragraph`. */
		getBlockName: ( clientId: string ) => string | null;
		/** A block's attributes. */
		getBlockAttributes: (
			clientId: string
		) => Record< string, unknown > | null;
	}

	/**
	 * Reads from a data store and re-renders when the answer changes.
	 *
	 * @param mapSelect Reads what the component needs.
	 * @param deps      Values that make it read again.
	 */
	export function useSelect< T >(
		mapSelect: ( select: ( store: unknown ) => BlockEditorSelectors ) => T,
		deps?: unknown[]
	): T;
}

declare module '@wordpress/components' {
	import type { ComponentType, ReactNode } from 'react';

	/** An option of a radio group or a select. */
	interface Option {
		label: string;
		value: string;
	}

	/**
	 * What every field control takes; the two opt-ins choose the components' current sizes
	 * (WordPress 6.8 warns without them).
	 */
	interface Field< Value > {
		__next40pxDefaultSize?: boolean;
		__nextHasNoMarginBottom?: boolean;
		label: string;
		help?: ReactNode;
		onChange: ( value: Value ) => void;
	}

	export const PanelBody: ComponentType< {
		title?: string;
		children?: ReactNode;
	} >;

	export const RadioControl: ComponentType<
		Field< string > & { selected: string; options: Option[] }
	>;

	export const SelectControl: ComponentType<
		Field< string > & { value: string; options: Option[] }
	>;

	export const ToggleControl: ComponentType<
		Field< boolean > & { checked: boolean }
	>;

	export const TextControl: ComponentType<
		Field< string > & { value: string }
	>;

	export const Notice: ComponentType< {
		status?: 'warning' | 'error' | 'info' | 'success';
		isDismissible?: boolean;
		children?: ReactNode;
	} >;
}
