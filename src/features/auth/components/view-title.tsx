/**
 * The optional title and subtitle of an auth view (spec 1 section 2: shown only when the view's
 * title option is on).
 */

/**
 * @param props
 * @param props.show     The title option.
 * @param props.title    Heading text.
 * @param props.subtitle Text below the heading.
 */
export function ViewTitle( {
	show,
	title,
	subtitle,
}: {
	show: boolean;
	title: string;
	subtitle?: string;
} ) {
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
