/**
 * The product's progress bar: 0 to 100, 8 px high, green (#27BB36) unless the caller gives a colour.
 * It is a `progressbar` to assistive technology; the caller names it and decides what to announce,
 * so a fast-moving bar does not flood a screen reader. `LabelledProgressBar` adds a visible name
 * and the value in words, so colour is never the only signal.
 */
import { useId } from 'react';
import './progress-bar.scss';

/** Props of a progress bar. */
export interface ProgressBarProps {
	/** Progress in percent; clamped to 0–100 and rounded. */
	value: number;
	/** Id of the visible text that names the bar. */
	labelledBy: string;
	/** The value in words, read as the bar's value. */
	valueText?: string;
	/** Fill colour (at least 3:1 against the track); defaults to the product's green. */
	color?: string;
}

/**
 * @param props See `ProgressBarProps`.
 */
export function ProgressBar( props: ProgressBarProps ) {
	const { value, labelledBy, valueText, color } = props;
	const percent = Number.isFinite( value )
		? Math.round( Math.min( 100, Math.max( 0, value ) ) )
		: 0;
	return (
		<div
			role="progressbar"
			className="ca-progress"
			aria-valuemin={ 0 }
			aria-valuemax={ 100 }
			aria-valuenow={ percent }
			aria-valuetext={ valueText }
			aria-labelledby={ labelledBy }
		>
			<div
				className="ca-progress__value"
				style={ {
					width: `${ percent }%`,
					...( color ? { backgroundColor: color } : {} ),
				} }
			/>
		</div>
	);
}

/** Props of a progress bar with its name above and its value in words below. */
export interface LabelledProgressBarProps {
	/** The bar's name, shown above it and read by screen readers. */
	label: string;
	/** 0–100; clamped. */
	value: number;
	/** The value in words, shown below the bar and read as the bar's value. */
	valueText: string;
	/** Fill colour; defaults to the product's green. */
	color?: string;
	/** Extra class on the wrapper, e.g. a colour step modifier. */
	className?: string;
}

/**
 * @param props See `LabelledProgressBarProps`.
 */
export function LabelledProgressBar( props: LabelledProgressBarProps ) {
	const { label, value, valueText, color, className } = props;
	const labelId = useId();
	return (
		<div
			className={ `ca-labelled-progress${
				className ? ` ${ className }` : ''
			}` }
		>
			<span className="ca-labelled-progress__label" id={ labelId }>
				{ label }
			</span>
			<ProgressBar
				value={ value }
				labelledBy={ labelId }
				valueText={ valueText }
				color={ color }
			/>
			<span className="ca-labelled-progress__text" aria-hidden="true">
				{ valueText }
			</span>
		</div>
	);
}
