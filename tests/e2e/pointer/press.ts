/**
 * Real presses on a form's buttons and what they did, for the specs of docs/behaviour.md "A press is
 * never lost": a field is left by pressing a button below it, with a mouse (down, 100 ms, up at the
 * same point: Playwright's `mouse.click( x, y, { delay: 100 } )`) or a finger (`touchscreen.tap`),
 * at the button's centre and 4 px below its top edge (a finger: at its centre). The page's
 * recorder (recorder.ts) tells whether the press kept its place and whether its action came with
 * the click, not with the press.
 *
 * Each spec runs its parts in lanes at once, each lane a page of its own: 1280 px with a mouse,
 * 375 px with a mouse and 375 px with a finger (on a touch screen). A lane's cases run one after
 * another.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import {
	WP_URL,
	collectPageErrors,
	expect as hardExpect,
} from '../support/fixtures';
import type { PageState, RecorderWindow, Step } from './recorder';
import { recordPresses } from './recorder';

export {
	pageState,
	recordPresses,
	type PageState,
	type RecorderWindow,
	type Step,
} from './recorder';

/**
 * The checks of a press are soft: a run reports every case that fails (before the fix, most of
 * them), and the cases after a failed one still run.
 */
const expect = hardExpect.configure( { soft: true } );

/** Where and how a control is pressed. */
export type PressKind = 'centre' | 'top' | 'tap centre';

/** One page of a spec: a width and the presses made there. */
export interface Lane {
	page: Page;
	/** The width and the pointer, in failure messages ('375 px, finger'). */
	name: string;
	/** The presses of this lane. */
	kinds: readonly PressKind[];
	/**
	 * Whether axe checks what this lane opens: one lane, at 375 px, with the messages shown (other
	 * specs check these screens at rest, at both widths).
	 */
	axe: boolean;
}

/** A part of a spec's cases, run in one lane (a page of its own). */
export type Part = ( lane: Lane ) => Promise< void >;

/**
 * Runs a spec's parts in lanes, all at once, each lane a page of its own: at 1280 px without a touch
 * screen and at 375 px with one, pressed by mouse, one lane per part; and at 375 px pressed by
 * finger, one lane for all parts (it presses half as often). The lanes' contexts are the spec's own
 * (not traced: hundreds of presses would cost more to trace than to make; a failure names its
 * case); their console errors and page errors fail the test as the test's own context's do.
 *
 * @param browser The browser.
 * @param parts   The parts.
 * @param signIn  Signs a context in, when the parts need it.
 */
export async function expectPartsInLanes(
	browser: Browser,
	parts: Part[],
	signIn?: ( context: BrowserContext ) => Promise< void >
): Promise< void > {
	const common = {
		baseURL: WP_URL,
		locale: 'en-US',
		timezoneId: 'Europe/Berlin',
	};
	const desktop = await browser.newContext( {
		...common,
		viewport: { width: 1280, height: 900 },
	} );
	const phone = await browser.newContext( {
		...common,
		viewport: { width: 375, height: 812 },
		hasTouch: true,
	} );
	const contexts = [ desktop, phone ];
	const errors = contexts.map( collectPageErrors );
	for ( const context of contexts ) {
		await signIn?.( context );
	}
	const lane = async (
		context: BrowserContext,
		name: string,
		kinds: readonly PressKind[],
		axe: boolean
	): Promise< Lane > => {
		const page = await context.newPage();
		page.setDefaultTimeout( 10_000 );
		await recordPresses( page );
		return { page, name, kinds, axe };
	};
	const runs = [
		...parts.map( async ( part ) =>
			part(
				await lane(
					desktop,
					'1280 px, mouse',
					[ 'centre', 'top' ],
					false
				)
			)
		),
		...parts.map( async ( part ) =>
			part(
				await lane( phone, '375 px, mouse', [ 'centre', 'top' ], true )
			)
		),
		( async () => {
			// A finger taps the centre: near an edge, Chromium moves a tap to the control in
			// reach of a fingertip that suits it best (a checkbox above, say), as on a phone.
			const finger = await lane(
				phone,
				'375 px, finger',
				[ 'tap centre' ],
				false
			);
			for ( const part of parts ) {
				await part( finger );
			}
		} )(),
	];
	await Promise.all( runs );
	await Promise.all( contexts.map( ( context ) => context.close() ) );
	hardExpect(
		errors.flat(),
		'console errors or page errors in the lanes'
	).toEqual( [] );
}

/**
 * Runs steps inside the page (moving between cases: a form reset, a step back and forth, a field
 * made invalid), one round trip; fails the test when one cannot be done.
 *
 * @param page  The page.
 * @param steps The steps.
 * @param label Names the case in failures.
 * @return The box of the last button aimed at, if any.
 */
export async function run(
	page: Page,
	steps: Step[],
	label: string
): Promise< number[] | null > {
	const { box, failed } = await page.evaluate(
		( todo ) =>
			( window as unknown as RecorderWindow ).caPresses.run( todo ),
		steps
	);
	hardExpect( failed, `${ label }: moving between cases` ).toBeNull();
	return box;
}

/**
 * Waits until the page shows `expected` (as far as given); fails softly after 5 s.
 *
 * @param page     The page.
 * @param expected What must show.
 * @param label    Names the case in failures.
 */
export async function expectPageState(
	page: Page,
	expected: Partial< PageState >,
	label: string
): Promise< void > {
	const { state } = await page.evaluate(
		( wanted ) =>
			( window as unknown as RecorderWindow ).caPresses.settle(
				wanted,
				5_000
			),
		expected
	);
	expect( pick( state, expected ), label ).toEqual( expected );
}

/**
 * The keys of `state` that `expected` names.
 *
 * @param state    What the page shows.
 * @param expected What it must show.
 */
function pick(
	state: PageState,
	expected: Partial< PageState >
): Partial< PageState > {
	return Object.fromEntries(
		Object.keys( expected ).map( ( key ) => [
			key,
			state[ key as keyof PageState ],
		] )
	);
}

/** Chromium's double-tap interval, with room: taps closer in time count as one double tap. */
const DOUBLE_TAP_MS = 450;

/** When each page was last tapped. */
const lastTap = new WeakMap< Page, number >();

/** What a press does: sends its form, or acts as a plain button (Previous, Cancel, Upload file). */
export type PressAction = 'submit' | 'button';

/** A press to make and what must come of it. */
export interface PressCase {
	/** What to do first, inside the page (see Step): reset the form, leave a field invalid… */
	before: Step[];
	/** The button's text or label. */
	button: string;
	/** The field the press leaves: it has focus as the press begins. */
	leaves?: string;
	kind: PressKind;
	action: PressAction;
	/** What the page shows once the click has acted. */
	expected: Partial< PageState >;
	/** Names the case in failures. */
	label: string;
}

/**
 * Presses a button as a person does, a mouse button down for 100 ms and up at the same point or a
 * finger's tap, at its centre or 4 px below its top edge; then checks the press and its result. The
 * button's box is the same at every step from the press to the release, the click reaches it, the
 * action comes with the click (a submit after the click; the same page at the release), and the
 * page then shows `expected`.
 *
 * @param page  The page.
 * @param press The press.
 */
export async function pressAndCheck(
	page: Page,
	press: PressCase
): Promise< void > {
	const { before, button, leaves, kind, action, expected, label } = press;
	const box = await run( page, [ ...before, { aim: button } ], label );
	const [ left = 0, top = 0, width = 0, height = 0 ] = box ?? [];
	const x = left + width / 2;
	const y = kind.endsWith( 'top' ) ? top + 4 : top + height / 2;
	if ( kind.startsWith( 'tap' ) ) {
		// Chromium counts a tap within about 25 px and 400 ms of the one before as a double tap;
		// a person's next tap, after typing into a field, never comes that soon.
		const since = Date.now() - ( lastTap.get( page ) ?? 0 );
		if ( since < DOUBLE_TAP_MS ) {
			await new Promise( ( done ) =>
				setTimeout( done, DOUBLE_TAP_MS - since )
			);
		}
		await page.touchscreen.tap( x, y );
		lastTap.set( page, Date.now() );
	} else {
		await page.mouse.click( x, y, { delay: 100 } );
	}
	const { presses, state } = await page.evaluate(
		( wanted ) =>
			( window as unknown as RecorderWindow ).caPresses.settle(
				wanted,
				5_000
			),
		expected
	);
	const [ recorded, ...more ] = presses;
	expect( more, `${ label }: one press` ).toEqual( [] );
	if ( ! recorded ) {
		expect( recorded, `${ label }: the press was recorded` ).toBeDefined();
		return;
	}
	if ( leaves !== undefined ) {
		expect(
			recorded.focusedAtPress,
			`${ label }: the field has focus as the press begins`
		).toBe( leaves );
	}
	const first = recorded.boxes[ 0 ]?.box.join();
	expect(
		recorded.boxes.filter( ( step ) => step.box.join() !== first ),
		`${ label }: the button's box from the press to the release (at ${ recorded.boxes[ 0 ]?.step }: ${ first })`
	).toEqual( [] );
	expect(
		recorded.boxes.map( ( { step } ) => step ),
		`${ label }: the steps of the press`
	).toEqual(
		kind.startsWith( 'tap' )
			? [ 'pointerdown', 'pointerup', 'mousedown', 'mouseup' ]
			: [ 'pointerdown', 'mousedown', 'pointerup', 'mouseup' ]
	);
	expect(
		recorded.clickReachedControl,
		`${ label }: the click reached the button`
	).toBe( true );
	expect(
		recorded.clickCount,
		`${ label }: one click, not a double click or double tap`
	).toBe( 1 );
	if ( action === 'submit' ) {
		expect(
			recorded.events.indexOf( 'submit' ),
			`${ label }: the form is sent with the click (events: ${ recorded.events.join() })`
		).toBeGreaterThan( recorded.events.indexOf( 'click' ) );
	} else {
		expect(
			recorded.events,
			`${ label }: no form is sent (events: ${ recorded.events.join() })`
		).not.toContain( 'submit' );
		expect(
			recorded.pageAtRelease,
			`${ label }: the page is the same at the release`
		).toBe( recorded.pageAtPress );
	}
	expect( pick( state, expected ), label ).toEqual( expected );
}
