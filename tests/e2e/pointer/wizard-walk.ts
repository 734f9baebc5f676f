/**
 * Walking the valuation wizard in one lane for the presses of docs/behaviour.md "A press is never
 * lost": a step of typed fields, a step made only of cards, and moving between steps without a
 * pointer (which starts a step afresh: its messages show again only after a Next or a left field).
 * The cases come from wizard-presses.spec.ts's table.
 */
import { expectNoAxeViolations } from '../support/fixtures';
import {
	afterSubmit,
	type WizardFieldCase,
	type WizardStepCase,
} from './inventory';
import {
	expectPageState,
	pressAndCheck,
	run,
	type Lane,
	type Step,
} from './press';

/** A step as the walk meets it: the step, and the pages before and after it. */
export interface StepInWalk {
	step: WizardStepCase;
	/** The page Previous goes to; null on the first step. */
	previous: string | null;
	/** The page a valid Next goes to. */
	following: string;
	/** What a visitor does to answer the step before moving on. */
	answer: Step[];
}

/**
 * A step that waits until the wizard shows `page`, and focus has moved to its heading as it does
 * on every step change (typing waits for it).
 *
 * @param page The page.
 */
export const onPage = ( page: string ): Step => ( {
	wait: { page, focused: page.split( ' / ' )[ 0 ] },
} );

/**
 * Steps that leave the step (Previous) and enter it again (Next), which starts it afresh.
 *
 * @param walk The step.
 */
const enterAgain = ( walk: StepInWalk ): Step[] => [
	{ click: 'Previous' },
	onPage( walk.previous ?? '' ),
	{ click: 'Next' },
	onPage( walk.step.page ),
];

/**
 * Steps that type back what a field held when the step started, if the case changed its answer.
 *
 * @param field The field.
 */
const restore = ( field: WizardFieldCase ): Step[] =>
	// What is typed into a combobox only filters its list: its answer never changed.
	field.entry === 'focus' || field.list
		? []
		: [ { enter: [ field.label, { type: field.startsWith } ] } ];

/**
 * A step of typed fields: Previous and Next pressed after leaving each field, then the step
 * answered and left.
 *
 * @param lane The lane.
 * @param walk The step.
 */
async function expectTypedStepPresses( lane: Lane, walk: StepInWalk ) {
	const { page } = lane;
	const { step } = walk;
	// What the last case left behind, to undo before the next one.
	let undo: Step[] = [];
	for ( const field of step.fields ) {
		for ( const button of [ 'Previous', 'Next' ] as const ) {
			for ( const kind of lane.kinds ) {
				const before = [
					...undo,
					{ enter: [ field.label, field.entry ] } as Step,
				];
				const label = `wizard at ${ lane.name }, ${ step.name }: ${ field.label } left, ${ kind } press on ${ button }`;
				if ( button === 'Previous' ) {
					await pressAndCheck( page, {
						before,
						button,
						leaves: field.label,
						kind,
						action: 'button',
						expected: { page: walk.previous ?? '' },
						label,
					} );
					const back: Step[] = [
						{ click: 'Next' },
						onPage( step.page ),
					];
					const restored = restore( field );
					undo = restored.length
						? [ ...back, ...restored, ...enterAgain( walk ) ]
						: back;
				} else {
					await pressAndCheck( page, {
						before,
						button,
						leaves: field.label,
						kind,
						action: 'submit',
						expected: {
							...afterSubmit( step, field ),
							page: step.page,
						},
						label,
					} );
					undo = [ ...restore( field ), ...enterAgain( walk ) ];
				}
			}
		}
	}
	if ( lane.axe && step.axe ) {
		await run(
			page,
			[
				...undo,
				{ click: 'Next' },
				{
					wait: {
						messages: step.atRest.map(
							( entry ) => entry.message ?? ''
						),
					},
				},
			],
			`${ lane.name }: ${ step.name }, refused`
		);
		undo = [];
		await expectNoAxeViolations(
			page,
			`${ lane.name }: ${ step.name }, refused`
		);
	}
	await run(
		page,
		[
			...undo,
			...walk.answer,
			{ click: 'Next' },
			onPage( walk.following ),
		],
		`${ lane.name }: ${ step.name }, answered`
	);
}

/**
 * A step made only of cards: after a refused Next, Next (refused again) and Previous are pressed;
 * then, a card chosen, Next moves on.
 *
 * @param lane The lane.
 * @param walk The step.
 */
async function expectCardsStepPresses( lane: Lane, walk: StepInWalk ) {
	const { page } = lane;
	const { step } = walk;
	const refused = {
		messages: step.atRest.map( ( entry ) => entry.message ?? '' ),
		focused: step.cardsFocus ?? '',
		page: step.page,
	};
	const refuse: Step[] = [ { click: 'Next' }, { wait: refused } ];
	await run( page, refuse, `${ lane.name }: ${ step.name }, refused` );
	for ( const kind of lane.kinds ) {
		await pressAndCheck( page, {
			before: [ { blur: true } ],
			button: 'Next',
			kind,
			action: 'submit',
			expected: refused,
			label: `wizard at ${ lane.name }, ${ step.name }: after a refused Next, ${ kind } press on Next`,
		} );
	}
	let undo: Step[] = [];
	for ( const kind of walk.previous === null ? [] : lane.kinds ) {
		await pressAndCheck( page, {
			before: undo,
			button: 'Previous',
			kind,
			action: 'button',
			expected: { page: walk.previous ?? '' },
			label: `wizard at ${ lane.name }, ${ step.name }: after a refused Next, ${ kind } press on Previous`,
		} );
		undo = [ { click: 'Next' }, onPage( step.page ), ...refuse ];
	}
	undo = [ ...undo, ...walk.answer ];
	for ( const kind of lane.kinds ) {
		await pressAndCheck( page, {
			before: undo,
			button: 'Next',
			kind,
			action: 'submit',
			expected: { page: walk.following },
			label: `wizard at ${ lane.name }, ${ step.name }: a card chosen, ${ kind } press on Next`,
		} );
		undo = [ { click: 'Previous' }, onPage( step.page ) ];
	}
}

/**
 * Runs a step's cases in one lane and moves on to the following page.
 *
 * @param lane The lane.
 * @param walk The step.
 */
export function expectStepPresses(
	lane: Lane,
	walk: StepInWalk
): Promise< void > {
	return walk.step.fields.length > 0
		? expectTypedStepPresses( lane, walk )
		: expectCardsStepPresses( lane, walk );
}

/**
 * Checks that the lane's wizard shows `page`.
 *
 * @param lane The lane.
 * @param page The page.
 */
export function expectWizardPage( lane: Lane, page: string ): Promise< void > {
	return expectPageState( lane.page, { page }, `${ lane.name }: ${ page }` );
}
