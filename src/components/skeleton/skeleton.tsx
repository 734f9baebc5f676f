/**
 * Grey placeholders that hold the space of content still loading, so nothing jumps when it arrives.
 * They are decorative: the region that shows them says it is busy and announces "Loading…" once.
 */
import type { CSSProperties, ReactNode } from 'react';
import { __ } from '@wordpress/i18n';
import './skeleton.scss';

/** Props of a placeholder block. */
export interface SkeletonProps {
	/** Extra class (size and shape come from the caller's styles). */
	className?: string;
	/** Inline size, e.g. `{ height: '8rem' }`. */
	style?: CSSProperties;
}

/**
 * One placeholder block.
 *
 * @param props Class and size.
 */
export function Skeleton( props: SkeletonProps ) {
	const { className, style } = props;
	return (
		<span
			className={ `ca-skeleton${ className ? ` ${ className }` : '' }` }
			style={ style }
			aria-hidden="true"
		/>
	);
}

/** Props of a loading region. */
export interface LoadingRegionProps {
	/** The placeholders. */
	children: ReactNode;
	/** Text announced while loading; defaults to "Loading…". */
	label?: string;
	/** Class of the region (usually the grid the content will fill). */
	className?: string;
}

/**
 * A region of placeholders that screen readers hear as loading.
 *
 * @param props Placeholders, label and class.
 */
export function LoadingRegion( props: LoadingRegionProps ) {
	const { children, label, className } = props;
	return (
		<div className={ className } aria-busy="true">
			<span className="ca-visually-hidden" role="status">
				{ label ?? __( 'Loading…', 'customer-area' ) }
			</span>
			{ children }
		</div>
	);
}
