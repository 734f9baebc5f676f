/**
 * The press recorder of the specs in this folder, installed in the page before its own scripts.
 *
 * - For the control a press lands on: its box at every step of the press (pointerdown, mousedown,
 *   pointerup, mouseup: a tap sends its mouse events after the finger is lifted), whether the
 *   click reached that control, when the form was submitted, and which page showed at the press and
 *   at the release.
 * - What the page shows: the messages, the focused control's label, which page (PageState).
 * - Small helpers that move between cases inside the page, one round trip each: find a button or a
 *   field as a person names it, wait for something to show, make a field invalid (focus it, and
 *   set its value as typing would, through the `input` event).
 */
import type { Page } from '@playwright/test';
import type {
	Entry,
	PageState,
	PressesInPage,
	RecordedPress,
	Step,
} from './recorder-types';

export type * from './recorder-types';

/** The selectors the recorder reads. */
const AREA = '.customer-area-root';
const MESSAGES = `${ AREA } .ca-field__error, ${ AREA } .ca-error-text`;
const STEP_FIRST_LABEL = `${ AREA } .ca-wizard__body :is(legend, label)`;

/**
 * Installs the recorder in every document the page loads. Call before the first `goto`.
 *
 * @param page The page.
 */
export async function recordPresses( page: Page ): Promise< void > {
	await page.addInitScript(
		( selectors ) => {
			type Press = RecordedPress & { control: Element };
			const area = () =>
				document.querySelector( selectors.area ) ?? document.body;
			const text = ( element: Element | null | undefined ) =>
				element?.textContent?.replace( /\s+/g, ' ' ).trim() ?? '';
			const pageNow = () =>
				[
					text( document.querySelector( `${ selectors.area } h2` ) ),
					text( document.querySelector( selectors.stepLabel ) ),
				]
					.filter( Boolean )
					.join( ' / ' );
			const boxOf = ( element: Element ) => {
				const rect = element.getBoundingClientRect();
				return [ rect.x, rect.y, rect.width, rect.height ].map(
					( value ) => Math.round( value * 100 ) / 100
				);
			};
			const labelOf = ( element: Element | null ): string => {
				if ( ! element ) {
					return '';
				}
				const name =
					text( ( element as HTMLInputElement ).labels?.[ 0 ] ) ||
					element.getAttribute( 'aria-label' ) ||
					text( element );
				return name.replace( /\s*\*$/, '' );
			};

			let current: Press | null = null;
			const presses: Press[] = [];
			const note = ( step: string ) => ( event: Event ) => {
				const target = event.target as Element | null;
				if (
					step === 'pointerdown' &&
					( event as PointerEvent ).isPrimary
				) {
					const control = target?.closest?.(
						'button, a[href], [role="button"], label, input'
					);
					current = control
						? {
								control,
								boxes: [],
								events: [],
								clickReachedControl: false,
								clickCount: 0,
								focusedAtPress: labelOf(
									document.querySelector( ':focus' )
								),
								pageAtPress: pageNow(),
								pageAtRelease: '',
							}
						: null;
					if ( current ) {
						presses.push( current );
					}
				}
				if ( ! current ) {
					return;
				}
				current.events.push( step );
				const firstClick =
					step === 'click' &&
					current.events.indexOf( 'click' ) ===
						current.events.length - 1;
				if ( firstClick ) {
					current.clickReachedControl =
						target !== null && current.control.contains( target );
					current.clickCount = ( event as MouseEvent ).detail;
				} else if ( step !== 'submit' && step !== 'click' ) {
					current.boxes.push( {
						step,
						box: boxOf( current.control ),
					} );
				}
				if ( step === 'mouseup' ) {
					current.pageAtRelease = pageNow();
				}
			};
			for ( const step of [
				'pointerdown',
				'mousedown',
				'pointerup',
				'mouseup',
				'click',
				'submit',
			] ) {
				window.addEventListener( step, note( step ), true );
			}

			const take = () => {
				const taken = presses
					.splice( 0 )
					.map( ( { control, ...press } ) => press );
				current = null;
				return taken;
			};
			const state = () => ( {
				messages: Array.from(
					document.querySelectorAll( selectors.messages )
				).map( text ),
				focused: labelOf( document.querySelector( ':focus' ) ),
				page: pageNow(),
			} );
			const nextFrame = () =>
				new Promise( ( resolve ) => requestAnimationFrame( resolve ) );
			const waitFor = async < T >(
				probe: () => T | null | undefined | false
			): Promise< T > => {
				const end = Date.now() + 10_000;
				for (;;) {
					const found = probe();
					if ( found ) {
						return found;
					}
					if ( Date.now() > end ) {
						throw new Error(
							`nothing came: ${ probe.toString() }`
						);
					}
					await nextFrame();
				}
			};
			const button = ( name: string ) =>
				Array.from(
					area().querySelectorAll< HTMLElement >(
						'button, [role="tab"]'
					)
				).find(
					( element ) =>
						text( element ) === name ||
						element.getAttribute( 'aria-label' ) === name
				) ?? null;
			const field = ( label: string ) => {
				const found = Array.from(
					area().querySelectorAll( 'label' )
				).find(
					( element ) =>
						text( element ).replace( /\s*\*$/, '' ) === label
				);
				return ( found?.control as HTMLInputElement | null ) ?? null;
			};
			const enter = ( label: string, entry: Entry ) => {
				const control = field( label );
				if ( ! control ) {
					return false;
				}
				control.focus();
				if ( entry !== 'focus' ) {
					// The value as typing sets it: through the native setter, then `input`
					// (and `change` for a select), so React sees the change.
					const value = 'type' in entry ? entry.type : entry.choose;
					const prototype = Object.getPrototypeOf( control );
					Object.getOwnPropertyDescriptor(
						prototype,
						'value'
					)?.set?.call( control, value );
					control.dispatchEvent(
						new Event( 'input', { bubbles: true } )
					);
					if ( 'choose' in entry ) {
						control.dispatchEvent(
							new Event( 'change', { bubbles: true } )
						);
					}
				}
				return control.ownerDocument.activeElement === control;
			};
			const aim = ( name: string ) => {
				const control = button( name );
				if ( ! control ) {
					return null;
				}
				control.scrollIntoView( { block: 'nearest' } );
				take();
				return boxOf( control );
			};
			const settle = async (
				expected: Partial< PageState >,
				timeout: number
			) => {
				const wanted = JSON.stringify( expected );
				const pick = ( now: PageState ) =>
					JSON.stringify(
						Object.fromEntries(
							Object.keys( expected ).map( ( key ) => [
								key,
								now[ key as keyof PageState ],
							] )
						)
					);
				const end = Date.now() + timeout;
				while ( pick( state() ) !== wanted && Date.now() < end ) {
					await nextFrame();
				}
				return { presses: take(), state: state() };
			};
			const matches = ( expected: Partial< PageState > ) => {
				const now = state();
				return Object.keys( expected ).every(
					( key ) =>
						JSON.stringify( now[ key as keyof PageState ] ) ===
						JSON.stringify( expected[ key as keyof PageState ] )
				);
			};
			const doStep = async ( step: Step ): Promise< number[] | null > => {
				if ( 'click' in step ) {
					// Focused first, as a press focuses it (a tab is selected as it takes focus).
					const control = await waitFor( () => button( step.click ) );
					control.focus();
					control.click();
				} else if ( 'check' in step ) {
					const control = await waitFor( () =>
						step.check
							? field( step.check )
							: area().querySelector< HTMLInputElement >(
									'.ca-card__input'
								)
					);
					control.click();
				} else if ( 'hash' in step ) {
					window.location.hash = step.hash;
				} else if ( 'gone' in step ) {
					await waitFor( () => ! button( step.gone ) );
				} else if ( 'wait' in step ) {
					await waitFor( () => matches( step.wait ) );
				} else if ( 'selector' in step ) {
					await waitFor( () =>
						area().querySelector( step.selector )
					);
				} else if ( 'value' in step ) {
					const [ label, value ] = step.value;
					await waitFor( () => field( label )?.value === value );
				} else if ( 'enter' in step ) {
					const [ label, how ] = step.enter;
					await waitFor( () => field( label ) );
					if ( ! enter( label, how ) ) {
						throw new Error( 'it took no focus' );
					}
				} else if ( 'pick' in step ) {
					const [ label, name ] = step.pick;
					// Emptied first: typing what it already shows would not open the list.
					enter( label, { type: '' } );
					enter( label, { type: name } );
					const option = await waitFor( () =>
						Array.from(
							area().querySelectorAll< HTMLElement >(
								'[role="option"]'
							)
						).find( ( element ) => text( element ) === name )
					);
					option.click();
				} else if ( 'blur' in step ) {
					document.querySelector< HTMLElement >( ':focus' )?.blur();
				} else {
					return ( await waitFor( () => aim( step.aim ) ) ) ?? null;
				}
				return null;
			};
			const run = async ( steps: Step[] ) => {
				let box: number[] | null = null;
				for ( const step of steps ) {
					try {
						box = ( await doStep( step ) ) ?? box;
					} catch ( error ) {
						return {
							box,
							failed: `${ JSON.stringify( step ) }: ${ String(
								error
							) }`,
						};
					}
					// What the step changed is drawn before the next one looks (a step that waited
					// for something to show needs no more).
					if ( ! (
						'wait' in step ||
						'value' in step ||
						'gone' in step ||
						'selector' in step
					) ) {
						await nextFrame();
					}
				}
				return { box, failed: null };
			};
			Object.assign( window, {
				caPresses: {
					take,
					state,
					settle,
					waitFor,
					button,
					field,
					enter,
					aim,
					run,
				},
			} );
		},
		{ area: AREA, messages: MESSAGES, stepLabel: STEP_FIRST_LABEL }
	);
}

/** The window of a page with the recorder (inside a `page.evaluate` callback). */
export type RecorderWindow = { caPresses: PressesInPage };

/**
 * What the page shows now: messages, the focused control's label, the page.
 *
 * @param page The page.
 */
export function pageState( page: Page ): Promise< PageState > {
	return page.evaluate( () =>
		( window as unknown as RecorderWindow ).caPresses.state()
	);
}
