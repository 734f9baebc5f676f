/**
 * The optional title and subtitle of an auth view (shown only when the view's title option is on).
 */

/** Props of `ViewTitle`. */
export interface ViewTitleProps {
	/** The title option. */
	show: boolean;
	/** Heading text. */
	title: string;
	/** Text below the heading. */
	subtitle?: string;
}

/**
 * The `ViewTitle` component.
 *
 * @param props See ViewTitleProps.
 */
export function ViewTitle( { show, title, subtitle }: ViewTitleProps ) {
	if ( ! show ) {
		return null;
	}
	return (
		<div className="ca-auth__header">
			<h2 className="ca-auth__title">{ title }</h2>
			{ subtitle && <p className="ca-auth__subtitle">{ subtitle }</p> }
		</div>
	);
}
