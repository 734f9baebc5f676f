/**
 * The owner's contract bar: 'Contract duration', how far it has run and until when, coloured by
 * step (green, yellow, orange, red); nothing when the dates are missing or reversed.
 */
import { __, sprintf } from '@wordpress/i18n';
import { LabelledProgressBar } from '../../../components/progress-bar';
import {
	contractProgress,
	type ContractLevel,
} from '../../../entities/estate/contract-progress';

/** The fill colour of each step; each has at least 3:1 contrast on white and on the track. */
export const CONTRACT_COLORS: Readonly< Record< ContractLevel, string > > = {
	green: '#1E7B34',
	yellow: '#A16207',
	orange: '#C2410C',
	red: '#B91C1C',
};

/** Props of the contract bar. */
export interface ContractBarProps {
	/** `auftragvon` (YYYY-MM-DD). */
	from: unknown;
	/** `auftragbis` (YYYY-MM-DD). */
	to: unknown;
	/** The current time (injectable for tests). */
	now?: Date;
}

/**
 * The bar.
 *
 * @param props The contract dates.
 */
export function ContractBar( props: ContractBarProps ) {
	const { from, to, now } = props;
	const progress = contractProgress( from, to, now );
	if ( ! progress ) {
		return null;
	}
	return (
		<LabelledProgressBar
			className={ `ca-contract-bar ca-contract-bar--${ progress.level }` }
			label={ __( 'Contract duration', 'customer-area' ) }
			value={ progress.percent }
			color={ CONTRACT_COLORS[ progress.level ] }
			valueText={ sprintf(
				/* translators: 1: percent of the contract duration that has passed, 2: end date (DD.MM.YYYY). */
				__( '%1$d%% elapsed, until %2$s', 'customer-area' ),
				progress.percent,
				progress.until
			) }
		/>
	);
}
