/**
 * What the press recorder (recorder.ts) gives the specs, and the steps it runs inside the page.
 */

/** One press as the page recorded it. */
export interface RecordedPress {
	/** The pressed control's box (x, y, width, height) at each step, in the order they came. */
	boxes: Array< { step: string; box: number[] } >;
	/** Every event of the press, in order ('submit' when the form was sent). */
	events: string[];
	/** The click's target was the pressed control (or inside it). */
	clickReachedControl: boolean;
	/** How many clicks the browser counted at once (2 for a double click or double tap). */
	clickCount: number;
	/** The label of what had focus as the press began (the field the press leaves). */
	focusedAtPress: string;
	/** The page (see PageState) at the press and at the release. */
	pageAtPress: string;
	pageAtRelease: string;
}

/** What the page shows after a press. */
export interface PageState {
	/** The texts of the messages shown in the area, in document order. */
	messages: string[];
	/** The label of the focused control ('' for none). */
	focused: string;
	/**
	 * Which page shows: the area's first heading, and in the wizard the first label or legend of
	 * the step (the features page's two sub-steps share a heading).
	 */
	page: string;
}

/** How a field is made invalid before a press. */
export type Entry =
	/** Types this text into it (replacing what it held). */
	| { type: string }
	/** Chooses this option of a native select (by value). */
	| { choose: string }
	/** Focuses it and leaves it as it is (an empty required field). */
	| 'focus';

/**
 * One step of moving between cases inside the page (`run`): each waits for what it needs and for
 * the page to have drawn its result.
 */
export type Step =
	/** Focuses and clicks the area's button (or tab) of that name, without a pointer. */
	| { click: string }
	/** Clicks the control of that label (a card, a radio), or the first card of the step (''). */
	| { check: string }
	/** Goes to a route of the area (`#/…`). */
	| { hash: string }
	/** Waits until the area has no button of that name (its screen is gone). */
	| { gone: string }
	/** Waits until the page shows this (as far as given). */
	| { wait: Partial< PageState > }
	/** Waits until the field of that label holds that value. */
	| { value: [ string, string ] }
	/** Waits until the area holds an element that matches the CSS selector. */
	| { selector: string }
	/** Makes the field of that label invalid (see `enter`). */
	| { enter: [ string, Entry ] }
	/** Chooses an option of the combobox of that label: types its name, picks it in the list. */
	| { pick: [ string, string ] }
	/** Takes focus away from whatever has it. */
	| { blur: true }
	/** Scrolls the button of that name into view and returns its box (see `aim`). */
	| { aim: string };

/** The recorder's functions in the page. */
export interface PressesInPage {
	/** The presses recorded since the last call (and forgets them). */
	take: () => RecordedPress[];
	/** What the page shows now. */
	state: () => PageState;
	/**
	 * Waits until the page shows `expected` (as far as given) or `timeout` ms have passed, then
	 * returns the presses recorded since the last take and what the page shows.
	 */
	settle: (
		expected: Partial< PageState >,
		timeout: number
	) => Promise< { presses: RecordedPress[]; state: PageState } >;
	/** Resolves with the first truthy result of `probe` (checked every frame); rejects after 10 s. */
	waitFor: < T >( probe: () => T | null | undefined | false ) => Promise< T >;
	/** The area's button (or tab) whose text, or label, is `name`; null when there is none. */
	button: ( name: string ) => HTMLElement | null;
	/** The area's control whose label reads `label` (the required marker aside). */
	field: ( label: string ) => HTMLInputElement | null;
	/** Focuses the field and makes it invalid as `entry` says; false when it took no focus. */
	enter: ( label: string, entry: Entry ) => boolean;
	/**
	 * Scrolls the button into view if needed (as a pointer's click does), forgets earlier presses
	 * and returns its box in the viewport: x, y, width, height.
	 */
	aim: ( name: string ) => number[] | null;
	/**
	 * Runs the steps in order; resolves with the box of the last `aim`, or with the step that could
	 * not be done.
	 */
	run: (
		steps: Step[]
	) => Promise< { box: number[] | null; failed: string | null } >;
}
