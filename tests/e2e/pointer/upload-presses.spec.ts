/**
 * docs/behaviour.md "A press is never lost" in the upload dialog. The dialog has no field whose blur
 * shows anything (inventory.ts): like a wizard step of cards, its buttons are pressed at their
 * centre and 4 px below their top edge around a refusal whose message shows above them, in three
 * lanes at once (1280 px with a mouse, 375 px with a mouse and with a finger). 'Upload file' with no
 * file chosen is refused ('Please choose a file.'), then 'Cancel' closes the dialog and gives focus
 * back to the row's button; each press must keep its button where it was from the press to the
 * release and reach it. Signed in through the API, one page load per lane; the dialog is opened
 * again without a pointer between cases.
 */
import { OWNER_EMAIL, expectNoAxeViolations, test } from '../support/fixtures';
import { signInThroughApi } from '../language/support';
import { expectDropLabelAtRest } from '../documents/helpers';
import {
	expectPartsInLanes,
	pressAndCheck,
	run,
	type Lane,
	type Step,
} from './press';

/** A row of estate 101 without a file: the button that opens its dialog. */
const OPEN_DIALOG = 'Upload Land register extract';
const REFUSAL = 'Please choose a file.';

/** Opens the row's dialog without a pointer and waits until its drop area has loaded. */
const OPEN: Step[] = [
	{ click: OPEN_DIALOG },
	{ selector: '[role="dialog"] input[type="file"]' },
];

/**
 * The dialog's presses in one lane.
 *
 * @param lane The lane.
 */
async function expectPressesInUploadDialog( lane: Lane ) {
	const { page, name } = lane;
	await page.goto( '/customer-area/#/estates/101' );
	await run( page, [ { click: 'Documents' }, { aim: OPEN_DIALOG } ], name );
	for ( const kind of lane.kinds ) {
		const label = `upload dialog at ${ name }: ${ kind } press`;
		await pressAndCheck( page, {
			before: OPEN,
			button: 'Upload file',
			kind,
			action: 'button',
			expected: { messages: [ REFUSAL ] },
			label: `${ label } on 'Upload file'`,
		} );
		await pressAndCheck( page, {
			before: [],
			button: 'Cancel',
			kind,
			action: 'button',
			expected: { messages: [], focused: OPEN_DIALOG },
			label: `${ label } on 'Cancel'`,
		} );
	}
	if ( lane.axe ) {
		await run(
			page,
			[
				...OPEN,
				{ click: 'Upload file' },
				{ wait: { messages: [ REFUSAL ] } },
			],
			name
		);
		await expectDropLabelAtRest( page.getByRole( 'dialog' ) );
		await expectNoAxeViolations(
			page,
			`${ name }: upload dialog, refused`
		);
	}
}

test.describe( 'upload dialog', () => {
	test( "'Upload file' and 'Cancel' keep their place under a press around a refusal, at 1280 px and at 375 px, by mouse and by finger", async ( {
		browser,
	} ) => {
		await expectPartsInLanes(
			browser,
			[ ( lane ) => expectPressesInUploadDialog( lane ) ],
			( context ) => signInThroughApi( context, OWNER_EMAIL )
		);
	} );
} );
