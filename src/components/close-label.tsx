/**
 * The content of a close or dismiss button: a visible "×" and, for screen readers, its label.
 */

/** Props of the label. */
interface CloseLabelProps {
	/** What the button does, translated, e.g. 'Close gallery'. */
	label: string;
}

/**
 * The "×" and its hidden label.
 *
 * @param props See CloseLabelProps.
 */
export function CloseLabel( { label }: CloseLabelProps ) {
	return (
		<>
			<span aria-hidden="true">×</span>
			<span className="ca-visually-hidden">{ label }</span>
		</>
	);
}
