/**
 * Reads the computed styles of the plugin's own elements on one screen, at rest and in the states a
 * person puts them in (hover, keyboard focus, pressed, disabled), so that the theme matrix can
 * compare a theme's screen with the reference theme's (docs/styles.md "Theme-proof styles").
 *
 * The states are forced through the DevTools protocol (`CSS.forcePseudoState`), as the browser's
 * own inspector does, so one page load measures every control without moving the pointer over each
 * one. A state is forced on every probed control at once: a control then also sees its hovered or
 * focused neighbours and ancestors, the same way in every theme, which is all a comparison needs.
 * Disabled is the `disabled` attribute, set for the reading and taken away again.
 */
import type { CDPSession, Page } from '@playwright/test';

/** What is compared: the look of a control, not its size (which follows the theme's content width). */
export const COMPARED_PROPERTIES = [
	'display',
	'visibility',
	'background-color',
	'background-image',
	'color',
	'border-top-width',
	'border-right-width',
	'border-bottom-width',
	'border-left-width',
	'border-top-style',
	'border-right-style',
	'border-bottom-style',
	'border-left-style',
	'border-top-color',
	'border-right-color',
	'border-bottom-color',
	'border-left-color',
	'border-radius',
	'padding-top',
	'padding-right',
	'padding-bottom',
	'padding-left',
	'margin-top',
	'margin-bottom',
	'font-size',
	'font-weight',
	'font-style',
	'line-height',
	'letter-spacing',
	'text-transform',
	'text-decoration-line',
	'text-decoration-style',
	'text-decoration-thickness',
	'text-underline-offset',
	'text-shadow',
	'box-shadow',
	'outline-style',
	'outline-width',
	'outline-color',
	'outline-offset',
	'opacity',
	'min-height',
	'list-style-type',
	'appearance',
] as const;

/** The states a control is read in. */
export type ProbeState =
	'rest' | 'hover' | 'focus-visible' | 'active' | 'disabled';

/** Property → computed value. */
export type Styles = Record< string, string >;

/** Element key → state → styles; states a control does not have are left out. */
export type ScreenStyles = Record<
	string,
	Partial< Record< ProbeState, Styles > >
>;

/** Where the plugin renders: its roots (its dialogs, popovers and toasts render inside them). */
export const PLUGIN_ROOTS = '.customer-area-root';

/**
 * What is probed inside the roots: the controls, and the text elements a theme styles by element.
 */
const PROBED = [
	'a',
	'button',
	'input',
	'select',
	'textarea',
	'summary',
	'label',
	'[role="tab"]',
	'[role="dialog"]',
	'[role="status"]',
	'[role="alert"]',
	'h1',
	'h2',
	'h3',
	'h4',
	'h5',
	'h6',
	'p',
	'ul',
	'ol',
	'li',
	'dl',
	'dt',
	'dd',
	'table',
	'caption',
	'th',
	'td',
	'fieldset',
	'legend',
	'img',
].join( ', ' );

/** Controls that have hover, focus and pressed states. */
const INTERACTIVE =
	'a[href], button, input, select, textarea, summary, label[for], [role="tab"], [tabindex]:not([tabindex="-1"])';

/** Controls that have a disabled state. */
const DISABLEABLE = 'button, input, select, textarea';

/**
 * Parts drawn by a library or by the data, not by the plugin's rules: the chart drawing (ApexCharts,
 * drawn only near the viewport) is left out.
 */
const NOT_PROBED = '.ca-chart__drawing';

/** At most this many elements of one kind (tag and classes) per screen: the rest look the same. */
const PER_KIND = 3;

/**
 * Marks the elements to probe (`data-ca-probe="<kind>#<n>"`, in document order) and returns how
 * many were marked.
 *
 * @param page The page, showing the screen.
 */
async function markProbes( page: Page ): Promise< number > {
	return page.evaluate(
		( { roots, probed, interactive, disableable, skip, perKind } ) => {
			document
				.querySelectorAll( '[data-ca-probe]' )
				.forEach( ( element ) => {
					element.removeAttribute( 'data-ca-probe' );
					element.removeAttribute( 'data-ca-probe-states' );
				} );
			const counts = new Map< string, number >();
			let marked = 0;
			for ( const root of document.querySelectorAll( roots ) ) {
				for ( const element of root.querySelectorAll( probed ) ) {
					if ( element.closest( skip ) ) {
						continue;
					}
					const classes = Array.from( element.classList )
						.filter( ( name ) => ! name.startsWith( 'is-' ) )
						.sort()
						.map( ( name ) => `.${ name }` )
						.join( '' );
					const type = element.getAttribute( 'type' );
					const kind = `${ element.tagName.toLowerCase() }${
						type ? `[type=${ type }]` : ''
					}${ classes }`;
					const n = counts.get( kind ) ?? 0;
					counts.set( kind, n + 1 );
					if ( n >= perKind ) {
						continue;
					}
					element.setAttribute( 'data-ca-probe', `${ kind }#${ n }` );
					const states = [ 'rest' ];
					if ( element.matches( interactive ) ) {
						states.push( 'hover', 'focus-visible', 'active' );
					}
					if (
						element.matches( disableable ) &&
						! ( element as HTMLButtonElement ).disabled
					) {
						states.push( 'disabled' );
					}
					element.setAttribute(
						'data-ca-probe-states',
						states.join( ' ' )
					);
					marked++;
				}
			}
			return marked;
		},
		{
			roots: PLUGIN_ROOTS,
			probed: PROBED,
			interactive: INTERACTIVE,
			disableable: DISABLEABLE,
			skip: NOT_PROBED,
			perKind: PER_KIND,
		}
	);
}

/**
 * Reads the compared properties of every probed element that has `state` (its `::before` and
 * `::after` content too, where a theme draws checkmarks).
 *
 * @param page  The page.
 * @param state The state the elements are in now.
 */
function readProbes(
	page: Page,
	state: ProbeState
): Promise< Record< string, Styles > > {
	return page.evaluate(
		( { properties, wanted } ) => {
			const out: Record< string, Record< string, string > > = {};
			for ( const element of document.querySelectorAll(
				'[data-ca-probe]'
			) ) {
				const states = (
					element.getAttribute( 'data-ca-probe-states' ) ?? ''
				).split( ' ' );
				if ( ! states.includes( wanted ) ) {
					continue;
				}
				const style = getComputedStyle( element );
				const values: Record< string, string > = {};
				for ( const property of properties ) {
					values[ property ] = style.getPropertyValue( property );
				}
				for ( const pseudo of [ '::before', '::after' ] ) {
					values[ `${ pseudo } content` ] = getComputedStyle(
						element,
						pseudo
					).getPropertyValue( 'content' );
				}
				out[ element.getAttribute( 'data-ca-probe' ) as string ] =
					values;
			}
			return out;
		},
		{ properties: [ ...COMPARED_PROPERTIES ], wanted: state }
	);
}

/**
 * Forces pseudo-classes on every probed interactive element, or clears them.
 *
 * @param cdp     The page's DevTools session.
 * @param nodeIds The probed elements' node ids.
 * @param classes The pseudo-classes, e.g. [ 'hover' ]; [] clears.
 */
async function forceState(
	cdp: CDPSession,
	nodeIds: number[],
	classes: string[]
): Promise< void > {
	await Promise.all(
		nodeIds.map( ( nodeId ) =>
			cdp.send( 'CSS.forcePseudoState', {
				nodeId,
				forcedPseudoClasses: classes,
			} )
		)
	);
}

/**
 * Transitions and animations would be read half-way; the reading waits for nothing, so they are
 * switched off for the page (the compared values are where they end).
 *
 * @param page The page.
 */
export async function stopMotion( page: Page ): Promise< void > {
	await page.addStyleTag( {
		content:
			'*, *::before, *::after { transition: none !important; animation: none !important; }',
	} );
}

/**
 * Measures the screen the page shows: every probed element at rest, the interactive ones in hover,
 * keyboard focus (`:focus` and `:focus-visible`, as a keyboard user gets both) and pressed (with
 * hover), and the form controls disabled.
 *
 * @param page The page, showing the screen (its elements rendered and settled).
 */
export async function measureScreen( page: Page ): Promise< ScreenStyles > {
	const marked = await markProbes( page );
	const result: ScreenStyles = {};
	const put = ( state: ProbeState, read: Record< string, Styles > ) => {
		for ( const [ key, styles ] of Object.entries( read ) ) {
			result[ key ] = { ...result[ key ], [ state ]: styles };
		}
	};
	if ( marked === 0 ) {
		return result;
	}
	put( 'rest', await readProbes( page, 'rest' ) );

	const cdp = await page.context().newCDPSession( page );
	try {
		await cdp.send( 'DOM.enable' );
		await cdp.send( 'CSS.enable' );
		const { root } = await cdp.send( 'DOM.getDocument', { depth: 0 } );
		const { nodeIds } = await cdp.send( 'DOM.querySelectorAll', {
			nodeId: root.nodeId,
			selector: '[data-ca-probe-states~="hover"]',
		} );
		const forced: Array< [ ProbeState, string[] ] > = [
			[ 'hover', [ 'hover' ] ],
			[ 'focus-visible', [ 'focus', 'focus-visible' ] ],
			[ 'active', [ 'hover', 'active' ] ],
		];
		for ( const [ state, classes ] of forced ) {
			await forceState( cdp, nodeIds, classes );
			put( state, await readProbes( page, state ) );
		}
		await forceState( cdp, nodeIds, [] );
	} finally {
		await cdp.detach();
	}

	await page.evaluate( () => {
		document
			.querySelectorAll< HTMLButtonElement >(
				'[data-ca-probe-states~="disabled"]'
			)
			.forEach( ( element ) => ( element.disabled = true ) );
	} );
	put( 'disabled', await readProbes( page, 'disabled' ) );
	await page.evaluate( () => {
		document
			.querySelectorAll< HTMLButtonElement >(
				'[data-ca-probe-states~="disabled"]'
			)
			.forEach( ( element ) => ( element.disabled = false ) );
	} );
	return result;
}

/** How a theme's screen compares with the reference's. */
export interface Comparison {
	/** One line per property of a state that differs on an element both have. */
	differences: string[];
	/** Elements both have. */
	shared: number;
	/** Elements only one of them has: data or loading that follows the viewport, not styles. */
	unshared: string[];
}

/**
 * Compares a screen in a theme with the same screen in the reference theme, element by element.
 *
 * @param reference The reference theme's styles.
 * @param actual    The theme's styles.
 */
export function compareWithReference(
	reference: ScreenStyles,
	actual: ScreenStyles
): Comparison {
	const differences: string[] = [];
	const unshared: string[] = [];
	let shared = 0;
	const keys = new Set( [
		...Object.keys( reference ),
		...Object.keys( actual ),
	] );
	for ( const key of [ ...keys ].sort() ) {
		const expected = reference[ key ];
		const got = actual[ key ];
		if ( ! expected || ! got ) {
			unshared.push(
				`${ key } (only in ${ expected ? 'the reference' : 'this theme' })`
			);
			continue;
		}
		shared++;
		for ( const state of Object.keys( expected ) as ProbeState[] ) {
			const want = expected[ state ] ?? {};
			const have = got[ state ] ?? {};
			for ( const property of Object.keys( want ) ) {
				if ( want[ property ] !== have[ property ] ) {
					differences.push(
						`${ key } ${ state } ${ property }: ${ want[ property ] } in the reference, ${ have[ property ] } here`
					);
				}
			}
		}
	}
	return { differences, shared, unshared };
}
