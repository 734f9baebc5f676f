/**
 * The shape of the inventory of docs/behaviour.md "A press is never lost": every field of the
 * customer area's forms and wizard steps whose blur, at 2400de0 (the code the rule was written
 * against), shows a message, a hint or a change of layout, with what it shows. Taken from that
 * code, whatever the fix changed since. Each spec of this folder holds its area's table (account
 * forms, profile, wizard, upload dialog) and presses each button below each field.
 *
 * What the blur of a field showed at 2400de0, besides its message: nothing that moves. The strength
 * overlay of a new password, the combobox's list or 'No results found' and the multi-select's panel
 * close on blur, but they float above the form (absolutely positioned); the overlay and 'No results
 * found' covered the button below (the reset page's 'Save Password', the wizard's Previous and
 * Next after an unknown country), so the press landed on them. A hint of a shared field shows from
 * the start; no row expands on blur. Leaving the wizard's postal code or city, or the profile's ZIP
 * or city, looks the place up and may fill the state and the country, which moves nothing either.
 *
 * Fields whose blur shows nothing are not listed: the registration's customer type and 'I am a
 * property owner'; the profile's e-mail (read-only), street, house number, city, country, phones,
 * language, occupation, employer and contract type; the wizard's street, house number, state,
 * heating dropdown and every card. The upload dialog has no field at all: its drop area checks a
 * file when one is chosen, not on blur.
 */

import type { Entry } from './recorder';

/** A field of a form whose blur shows a message. */
export interface FieldCase {
	/** Its label, as a person reads it (without the required marker). */
	label: string;
	/** How the test makes it invalid. */
	entry: Entry;
	/** What its blur showed at 2400de0. */
	blurShows: string;
	/** Shows only in this variant of the form (the registration's company: a commercial customer). */
	variant?: 'commercial';
}

/** A field's message after a submit when the test left it as the form started. */
export interface AtRest {
	label: string;
	/** The message; null when the field starts valid (or is optional and empty). */
	message: string | null;
	variant?: 'commercial';
}

/** A Formik form: its fields in document order, and its submit button below them. */
export interface FormCase {
	name: string;
	/** The submit button's name. */
	submit: string;
	/** The fields whose blur shows a message. */
	fields: FieldCase[];
	/** Every field with a message after a submit of the untouched form, in document order. */
	atRest: AtRest[];
}

/** The messages the product's forms show most. */
export const REQUIRED = 'This field is required';
export const INVALID_EMAIL = 'Invalid Email Address';

/**
 * The messages a submit shows once `field` was made invalid, in document order, and the label of
 * the first invalid field (where focus goes).
 *
 * @param form        The form (or wizard step).
 * @param form.atRest Its messages after a submit of the untouched form.
 * @param field       The field the test made invalid.
 */
export function afterSubmit(
	form: { atRest: AtRest[] },
	field: FieldCase
): { messages: string[]; focused: string } {
	const shown = form.atRest
		.filter(
			( entry ) => ! entry.variant || entry.variant === field.variant
		)
		.map( ( entry ) => ( {
			label: entry.label,
			message:
				entry.label === field.label ? field.blurShows : entry.message,
		} ) );
	if ( ! shown.some( ( entry ) => entry.label === field.label ) ) {
		shown.push( { label: field.label, message: field.blurShows } );
	}
	const withMessage = shown.filter(
		( entry ): entry is { label: string; message: string } =>
			entry.message !== null
	);
	return {
		messages: withMessage.map( ( entry ) => entry.message ),
		focused: withMessage[ 0 ]?.label ?? '',
	};
}

/** A field of a wizard step whose blur shows a message. */
export interface WizardFieldCase extends FieldCase {
	/** What the field holds when the step starts (typed back after a case). */
	startsWith: string;
	/** A combobox: what is typed only filters its list and answers nothing. */
	list?: true;
}

/**
 * A step of the valuation wizard (the sandbox's default configuration, a detached house), in the
 * order a visitor meets them. A step of typed fields lists them as a form does: a refused Next shows
 * the messages of `atRest`, the left field's own one in its place. A step made only of cards has no
 * such field: its Previous and Next are pressed after a refused Next, whose message shows above them.
 */
export interface WizardStepCase {
	name: string;
	/** The step as the recorder names the page: its heading, and its first label or legend. */
	page: string;
	/** The fields whose blur shows a message; none on a step of cards. */
	fields: WizardFieldCase[];
	/** Every message of a refused Next on the untouched step, in document order. */
	atRest: AtRest[];
	/** Where a refused Next puts focus on a step of cards. */
	cardsFocus?: string;
	/** Axe checks the step after a refused Next (one step: the one with the most messages). */
	axe?: true;
}
