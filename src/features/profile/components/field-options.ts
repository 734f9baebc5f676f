/**
 * Select options from field metadata, keeping a stored value that the metadata does not (or no
 * longer) list, so opening the profile never silently changes a saved value.
 */
import type { SelectOption } from '../../../components/form';

/**
 * @param options The options from metadata.
 * @param current The form's current value.
 */
export function withCurrentValue(
	options: SelectOption[],
	current: string
): SelectOption[] {
	if (
		current === '' ||
		options.some( ( option ) => option.value === current )
	) {
		return options;
	}
	return [ ...options, { value: current, label: current } ];
}
