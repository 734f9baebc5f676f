/**
 * A progress bar from 0 to 100: 8 px high and green (#27BB36), as every progress bar in the
 * product. It is a `progressbar` to assistive technology; the caller names it and decides what to
 * announce, so a fast-moving bar does not flood a screen reader.
 */
import './progress-bar.scss';

/** Props of a progress bar. */
export interface ProgressBarProps {
	/** Progress in percent; clamped to 0–100 and rounded. */
	value: number;
	/** Id of the visible text that names the bar. */
	labelledBy?: string;
	/** The bar's name when no visible text names it. */
	label?: string;
	/** Extra class names. */
	className?: string;
}

/**
 * @param props See `ProgressBarProps`.
 */
export function ProgressBar( props: ProgressBarProps ) {
	const { value, labelledBy, label, className } = props;
	const percent = Number.isFinite( value )
		? Math.round( Math.min( 100, Math.max( 0, value ) ) )
		: 0;
	return (
		<div
			role="progressbar"
			className={
				className ? `ca-progress ${ className }` : 'ca-progress'
			}
			aria-valuemin={ 0 }
			aria-valuemax={ 100 }
			aria-valuenow={ percent }
			aria-labelledby={ labelledBy }
			aria-label={ labelledBy ? undefined : label }
		>
			<div
				className="ca-progress__value"
				style={ { width: `${ percent }%` } }
			/>
		</div>
	);
}
