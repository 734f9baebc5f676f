/**
 * Grey placeholders that hold the space of content still loading, so nothing jumps when it arrives.
 * They are decorative: the region that shows them says it is busy and announces "Loading…" once.
 */
import type { ReactNode } from 'react';
import { __ } from '@wordpress/i18n';
import './skeleton.scss';

/** Props of a placeholder block. */
export interface SkeletonProps {
	/** Extra class (size and shape come from the caller's styles). */
	className?: string;
}

/**
 * One placeholder block.
 *
 * @param props The class.
 */
export function Skeleton( props: SkeletonProps ) {
	const { className } = props;
	return (
		<span
			className={ `ca-skeleton${ className ? ` ${ className }` : '' }` }
			aria-hidden="true"
		/>
	);
}

/** Props of a loading region. */
export interface LoadingRegionProps {
	/** The placeholders. */
	children: ReactNode;
	/** Class of the region (usually the grid the content will fill). */
	className?: string;
}

/**
 * A region of placeholders that screen readers hear as loading.
 *
 * @param props Placeholders and class.
 */
export function LoadingRegion( props: LoadingRegionProps ) {
	const { children, className } = props;
	return (
		<div className={ className } aria-busy="true">
			<span className="ca-visually-hidden" role="status">
				{ __( 'Loading…', 'customer-area' ) }
			</span>
			{ children }
		</div>
	);
}
