/**
 * The owner's contract bar: 'Contract duration', how far it has run and until when, coloured by
 * step (green, yellow, orange, red); nothing when the dates are missing or reversed. The
 * percentage is always written beside the bar, so the colour never says anything alone.
 */
import { __, sprintf } from '@wordpress/i18n';
import { LabelledProgressBar } from '../../../components/progress-bar';
import { useSetup } from '../../../config/config-context';
import {
	contractProgress,
	type ContractLevel,
} from '../../../entities/estate/contract-progress';
import { formatPercent } from '../../../lib/format';

/**
 * The fill colour of each step: each has at least 3:1 contrast against the track (and white), and
 * neighbouring steps are at least 20 apart in CIEDE2000, so a step reads as another colour at a
 * glance (the 'yellow' is a dark gold: a light yellow cannot reach 3:1 on the light track).
 */
export const CONTRACT_COLORS: Readonly< Record< ContractLevel, string > > = {
	green: '#1E7B34',
	yellow: '#8A6A00',
	orange: '#C2410C',
	red: '#9F1239',
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
	const { language } = useSetup();
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
				/* translators: 1: share of the contract duration that has passed, with the percent sign, e.g. "33%" (written in the language's number format); 2: end date (DD.MM.YYYY). */
				__( '%1$s elapsed, until %2$s', 'customer-area' ),
				formatPercent( progress.percent, language ),
				progress.until
			) }
		/>
	);
}
