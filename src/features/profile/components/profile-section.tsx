/**
 * A section of a profile tab: a heading that names the section, and its fields in the grid.
 */
import { useId, type ReactNode } from 'react';

/** Props of `ProfileSection`. */
export interface ProfileSectionProps {
	/** The heading, which also labels the section. */
	title: string;
	/** The fields. */
	children: ReactNode;
}

/**
 * One section of a tab, labelled by its heading.
 *
 * @param props See ProfileSectionProps.
 */
export function ProfileSection( { title, children }: ProfileSectionProps ) {
	const headingId = useId();
	return (
		<section className="ca-profile__section" aria-labelledby={ headingId }>
			<h2 id={ headingId } className="ca-profile__heading">
				{ title }
			</h2>
			<div className="ca-profile__grid">{ children }</div>
		</section>
	);
}
