/**
 * Runs the inventory's cases of a Formik form in one lane: for every field, each press on the
 * submit button after leaving the field, then the submit's result (every message of the form,
 * focus on the first invalid field). Before each case the form is mounted afresh (nothing typed or
 * touched, never submitted), the way the spec says. Axe checks the form refused, its messages shown,
 * in the lane that checks.
 */
import { expectNoAxeViolations } from '../support/fixtures';
import { afterSubmit, type FormCase } from './inventory';
import { pressAndCheck, type Lane, type Step } from './press';

/**
 * Presses the form's submit button after leaving each field of the inventory, every way the lane
 * presses.
 *
 * @param lane    The lane.
 * @param form    The form's cases.
 * @param afresh  Mounts the form afresh (another view or route and back, without a pointer).
 * @param variant Puts the fresh form into the variant its fields name (the registration's
 *                commercial customer).
 */
export async function expectPressesAfterEachField(
	lane: Lane,
	form: FormCase,
	afresh: Step[],
	variant: Step[] = []
): Promise< void > {
	let first = true;
	for ( const field of form.fields ) {
		for ( const kind of lane.kinds ) {
			await pressAndCheck( lane.page, {
				before: [
					// The lane opened the form: the first case starts there.
					...( first ? [] : afresh ),
					...( field.variant ? variant : [] ),
					{ enter: [ field.label, field.entry ] },
				],
				button: form.submit,
				leaves: field.label,
				kind,
				action: 'submit',
				expected: afterSubmit( form, field ),
				label: `${ form.name } at ${ lane.name }: ${ field.label } left, ${ kind } press on '${ form.submit }'`,
			} );
			first = false;
		}
	}
	if ( lane.axe ) {
		// The last case left the form refused, every message shown.
		await expectNoAxeViolations(
			lane.page,
			`${ lane.name }: ${ form.name }, refused`
		);
	}
}
