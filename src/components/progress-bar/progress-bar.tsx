/**
 * A labelled progress bar (0–100) that also says its value in words, so the colour is never the only
 * signal. Height 8 px, as the spec's progress bars.
 */
import { useId } from 'react';
import './progress-bar.scss';

/** Props of the progress bar. */
export interface ProgressBarProps {
	/** The bar's name, shown above it and read by screen readers. */
	label: string;
	/** 0–100; clamped. */
	value: number;
	/** The value in words, shown below the bar and read as the bar's value. */
	valueText: string;
	/** Fill colour (at least 3:1 against the track); defaults to the spec's green. */
	color?: string;
	/** Extra class, e.g. a colour step modifier. */
	className?: string;
}

/**
 * The bar.
 *
 * @param props Label, value, words and colour.
 */
export function ProgressBar( props: ProgressBarProps ) {
	const { label, value, valueText, color = '#1E7B34', className } = props;
	const labelId = useId();
	const percent = Math.min( 100, Math.max( 0, Math.round( value ) ) );
	return (
		<div className={ `ca-progress${ className ? ` ${ className }` : '' }` }>
			<span className="ca-progress__label" id={ labelId }>
				{ label }
			</span>
			<div
				className="ca-progress__track"
				role="progressbar"
				aria-labelledby={ labelId }
				aria-valuemin={ 0 }
				aria-valuemax={ 100 }
				aria-valuenow={ percent }
				aria-valuetext={ valueText }
			>
				<span
					className="ca-progress__fill"
					style={ { width: `${ percent }%`, backgroundColor: color } }
				/>
			</div>
			<span className="ca-progress__text" aria-hidden="true">
				{ valueText }
			</span>
		</div>
	);
}
