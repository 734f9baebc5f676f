/**
 * docs/behaviour.md "A press is never lost" in the valuation wizard, walking every step of the
 * sandbox's default configuration (WIZARD_STEPS below), at 1280 px with a mouse and at 375 px with
 * a mouse and with a finger, in two parts, each in a lane of its own at each width (see press.ts):
 * steps 1 to 3 from the start, and steps 4 to 6 from the details step, the earlier ones answered.
 *
 * - On a step of typed fields, after leaving each field of the inventory, Previous and Next are
 *   pressed at their centre and 4 px below their top edge: Previous goes back a step, Next is
 *   refused with the step's messages and focus on the first.
 * - On a step made only of cards, after a refused Next (its message above the buttons): Next is
 *   refused again, Previous goes back, and once a card is chosen Next moves on.
 *
 * Every press must keep its button where it was from the press to the release, reach it, and act
 * on the click. Between cases the step is left and entered again without a pointer, which starts
 * it afresh.
 */
import { test } from '../support/fixtures';
import { VALUATION } from '../wizard/helpers';
import { REQUIRED, type WizardStepCase } from './inventory';
import { expectPartsInLanes, run, type Lane, type Step } from './press';
import { expectStepPresses, expectWizardPage } from './wizard-walk';

/*
 * The inventory of the wizard, step by step: the fields whose blur shows a message. The street,
 * house number, state, heating dropdown and every card show nothing; leaving the postal code or
 * the city looks the place up, which may fill state and country and moves nothing.
 */
const CHOOSE = 'Choose at least one option';

const WIZARD_STEPS: WizardStepCase[] = [
	{
		name: 'step 1, property kind',
		page: 'Step 1 of 6 Which property would you like to evaluate? / Property kind *',
		fields: [],
		atRest: [ { label: 'Property kind', message: CHOOSE } ],
		cardsFocus: 'More information about Property kind',
	},
	{
		name: 'step 2, property type',
		page: 'Step 2 of 6 Which type of property would you like to evaluate? / Property type *',
		fields: [],
		atRest: [ { label: 'Property type', message: CHOOSE } ],
		cardsFocus: 'More information about Property type',
	},
	{
		name: 'step 3, location',
		page: 'Step 3 of 6 Location of your property / Postal code *',
		fields: [
			{
				label: 'Postal code',
				entry: 'focus',
				blurShows: REQUIRED,
				startsWith: '',
			},
			{
				label: 'City',
				entry: 'focus',
				blurShows: REQUIRED,
				startsWith: '',
			},
			{
				// Nothing matches: 'No results found' floats over Previous and Next.
				label: 'Country',
				entry: { type: 'zz' },
				blurShows: REQUIRED,
				startsWith: '',
				list: true,
			},
		],
		atRest: [
			{ label: 'Postal code', message: REQUIRED },
			{ label: 'City', message: REQUIRED },
			{ label: 'Country', message: REQUIRED },
		],
		axe: true,
	},
	{
		name: 'step 4, details',
		page: 'Step 4 of 6 Details about your property / Number of rooms *',
		fields: [
			{
				label: 'Number of rooms',
				entry: 'focus',
				blurShows: REQUIRED,
				startsWith: '0',
			},
			{
				label: 'Number of bathrooms',
				entry: { type: '25' },
				blurShows: 'At most 20',
				startsWith: '0',
			},
		],
		atRest: [
			{ label: 'Number of rooms', message: REQUIRED },
			{ label: 'Number of bathrooms', message: null },
		],
	},
	{
		name: 'step 5, equipment quality',
		page: 'Step 5 of 6 Features of the property / Equipment quality *',
		fields: [],
		atRest: [ { label: 'Equipment quality', message: REQUIRED } ],
		cardsFocus: 'More information about Equipment quality',
	},
	{
		name: 'step 5, year of construction and condition',
		page: 'Step 5 of 6 Features of the property / Year of Construction *',
		fields: [
			{
				// Typed into, as the issue did: its list ends above Previous and Next.
				label: 'Year of Construction',
				entry: { type: '19' },
				blurShows: REQUIRED,
				startsWith: '',
				list: true,
			},
		],
		atRest: [
			{ label: 'Year of Construction', message: REQUIRED },
			{ label: 'Condition', message: REQUIRED },
		],
	},
	{
		name: 'step 6, reason',
		page: 'Step 6 of 6 Reason for your evaluation / Reason for your evaluation *',
		fields: [],
		atRest: [ { label: 'Reason for your evaluation', message: CHOOSE } ],
		cardsFocus: 'More information about Reason for your evaluation',
	},
];

/** The page after the last step. */
const FINISH = 'Almost done!';

/** What a visitor does to answer each step before moving on (a detached house in Berlin, inherited). */
const ANSWERS: Record< string, Step[] > = {
	'step 1, property kind': [ { check: 'House' } ],
	'step 2, property type': [ { check: '' } ],
	'step 3, location': [
		{ enter: [ 'Postal code', { type: '10115' } ] },
		{ enter: [ 'City', { type: 'Berlin' } ] },
		{ pick: [ 'Country', 'Germany' ] },
	],
	'step 4, details': [ { enter: [ 'Number of rooms', { type: '4' } ] } ],
	'step 5, equipment quality': [ { check: '' } ],
	'step 5, year of construction and condition': [
		{ pick: [ 'Year of Construction', '1998' ] },
		{ check: '' },
	],
	'step 6, reason': [ { check: 'Inheritance' } ],
};

/**
 * What the wizard holds when a part starts on the details step: a detached house in Berlin (the
 * tab's stored state, which the wizard reads as it starts).
 */
const AT_DETAILS = {
	answers: {
		objektart: 'haus',
		objekttyp: 'einfamilienhaus',
		postleitzahl: '10115',
		ort: 'Berlin',
		land: 'DEU',
	},
	step: 3,
	subStep: 0,
};

/**
 * Walks the wizard's steps `from` to `to` (indexes of WIZARD_STEPS) in one lane.
 *
 * @param lane The lane.
 * @param from The first step: 0, or 3 (the details, with the earlier steps answered).
 * @param to   The last step.
 */
async function expectPressesInWizard( lane: Lane, from: number, to: number ) {
	const { page, name } = lane;
	if ( from > 0 ) {
		await page.addInitScript( ( state ) => {
			window.sessionStorage.setItem(
				'customer-area:wizard',
				JSON.stringify( state )
			);
		}, AT_DETAILS );
	}
	await page.goto( VALUATION );
	await run(
		page,
		[ { wait: { page: WIZARD_STEPS[ from ]?.page } } ],
		`${ name }: the wizard`
	);
	for ( let index = from; index <= to; index++ ) {
		const step = WIZARD_STEPS[ index ] as WizardStepCase;
		await expectStepPresses( lane, {
			step,
			previous: WIZARD_STEPS[ index - 1 ]?.page ?? null,
			following: WIZARD_STEPS[ index + 1 ]?.page ?? FINISH,
			answer: ANSWERS[ step.name ] ?? [],
		} );
	}
	if ( to === WIZARD_STEPS.length - 1 ) {
		await expectWizardPage( lane, FINISH );
	}
}

test.describe( 'valuation wizard', () => {
	test( 'every step: a press on Previous or Next right after leaving a field, or after a refused Next, reaches its button, at 1280 px and at 375 px, by mouse and by finger', async ( {
		browser,
	} ) => {
		await expectPartsInLanes( browser, [
			( lane ) => expectPressesInWizard( lane, 0, 2 ),
			( lane ) =>
				expectPressesInWizard( lane, 3, WIZARD_STEPS.length - 1 ),
		] );
	} );
} );
