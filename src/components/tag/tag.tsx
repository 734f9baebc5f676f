/**
 * A small outlined label (a relation, an activity's kind, 'cancelled').
 */
import type { ReactNode } from 'react';
import './tag.scss';

/** Props of a tag. */
export interface TagProps {
	children: ReactNode;
	/** The look: plain, primary (blue, bold) or alert (red, bold). */
	tone?: 'plain' | 'primary' | 'alert';
	/** Extra class. */
	className?: string;
}

/**
 * The tag.
 *
 * @param props Text, tone and class.
 */
export function Tag( props: TagProps ) {
	const { children, tone = 'plain', className } = props;
	return (
		<span
			className={ `ca-tag ca-tag--${ tone }${ className ? ` ${ className }` : '' }` }
		>
			{ children }
		</span>
	);
}
