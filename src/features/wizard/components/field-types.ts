/**
 * What every field control of the wizard receives.
 */
import type { Answer } from '../answers';
import type { VisibleField } from '../visibility';

/**
 * The column layout of a step's cards and fields: `default` 2 on phones and 3 on large screens,
 * `multi` (multi-select categories) 1 on phones and 4 from medium screens, `features` 1/2/3.
 */
export type GridKind = 'default' | 'multi' | 'features';

/** Props of a field control. */
export interface FieldProps {
	/** The field as it shows (its control and options). */
	shown: VisibleField;
	/** Its answer as it counts now. */
	value: Answer | undefined;
	/** Its message; '' when none is due. */
	error: string;
	/** Marks it as required. */
	required: boolean;
	/** Stores a new answer. */
	onChange: ( value: Answer ) => void;
	/** Focus left the field. */
	onLeave: () => void;
	/** The step's layout. */
	grid: GridKind;
}
