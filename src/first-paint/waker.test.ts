/**
 * Waking the plugin's held files (waker.ts): the templates' stylesheet and preload hints go in
 * their place, every file is asked for at once, and the scripts run one by one in the page's
 * order, an inline one only after the file before it has run and the first only once the
 * stylesheet is there; a visitor who sees the skeleton gets them once the page is parsed, one who
 * sees the pre-rendered opening after the first paint (tests/e2e/first-paint/), at the latest
 * `LATEST_MS` after parsing.
 */
import {
	HELD as LATE_ATTRIBUTE,
	LATEST_MS,
	scheduleWaking,
	wakeHeld,
} from './waker';

declare global {
	interface Window {
		customerAreaLateOrder?: string[];
	}
}

/**
 * The page as the server prints it: a held-back stylesheet and preload hint, a package, its
 * inline data, the entry's configuration and the entry.
 */
function printPage(): void {
	document.head.innerHTML = `<template ${ LATE_ATTRIBUTE }><link rel="stylesheet" id="customer-area-css" href="/build/index.css"></template>`;
	document.body.innerHTML = [
		`<template ${ LATE_ATTRIBUTE }><link rel="preload" href="/build/app.js" as="script"></template>`,
		`<script type="text/plain" ${ LATE_ATTRIBUTE } src="/react.js" id="react-js"></script>`,
		`<script type="text/plain" ${ LATE_ATTRIBUTE } id="wp-i18n-js-after">window.customerAreaLateOrder.push( 'i18n data' );</script>`,
		`<script type="text/plain" ${ LATE_ATTRIBUTE } id="customer-area-js-before">window.customerAreaLateOrder.push( 'config' );</script>`,
		`<script type="text/plain" ${ LATE_ATTRIBUTE } src="/build/index.js" id="customer-area-js" defer></script>`,
	].join( '' );
}

/**
 * The script elements that replaced the held-back ones, by id.
 * @param id
 */
const live = ( id: string ) =>
	document.querySelector< HTMLScriptElement >( `script#${ id }:not([type])` );

/** Lets the promise chain move on. */
const flush = async () => {
	for ( let i = 0; i < 20; i++ ) {
		await Promise.resolve();
	}
};

beforeEach( () => {
	window.customerAreaLateOrder = [];
	printPage();
} );

afterEach( () => {
	jest.useRealTimers();
} );

describe( 'wakeHeld', () => {
	it( 'puts the templates in place and asks for every file at once', () => {
		void wakeHeld();
		expect(
			document.querySelectorAll( `template[${ LATE_ATTRIBUTE }]` )
		).toHaveLength( 0 );
		expect(
			document
				.querySelector( 'link#customer-area-css' )
				?.getAttribute( 'href' )
		).toBe( '/build/index.css' );
		const hints = Array.from(
			document.querySelectorAll< HTMLLinkElement >(
				'link[rel="preload"]'
			),
			( link ) => link.getAttribute( 'href' )
		);
		expect( hints ).toEqual( [
			'/react.js',
			'/build/index.js',
			'/build/app.js',
		] );
	} );

	it( 'runs the scripts in order, each after the file before it, the entry after the stylesheet', async () => {
		void wakeHeld();
		await flush();
		expect( live( 'react-js' ) ).toBeNull();
		document
			.querySelector( 'link#customer-area-css' )
			?.dispatchEvent( new Event( 'load' ) );
		await flush();
		const react = live( 'react-js' );
		expect( react?.getAttribute( 'src' ) ).toBe( '/react.js' );
		expect( react?.async ).toBe( false );
		expect( window.customerAreaLateOrder ).toEqual( [] );
		expect( live( 'customer-area-js' ) ).toBeNull();

		react?.dispatchEvent( new Event( 'load' ) );
		await flush();
		expect( window.customerAreaLateOrder ).toEqual( [
			'i18n data',
			'config',
		] );
		const entry = live( 'customer-area-js' );
		expect( entry?.getAttribute( 'src' ) ).toBe( '/build/index.js' );
		expect( entry?.hasAttribute( 'defer' ) ).toBe( true );
		expect( entry?.hasAttribute( LATE_ATTRIBUTE ) ).toBe( false );
		expect(
			document.querySelectorAll( 'script[type="text/plain"]' )
		).toHaveLength( 0 );
	} );

	it( 'goes on when a file fails, as the page would without holding it back', async () => {
		void wakeHeld();
		document
			.querySelector( 'link#customer-area-css' )
			?.dispatchEvent( new Event( 'error' ) );
		await flush();
		live( 'react-js' )?.dispatchEvent( new Event( 'error' ) );
		await flush();
		expect( window.customerAreaLateOrder ).toEqual( [
			'i18n data',
			'config',
		] );
		expect( live( 'customer-area-js' ) ).not.toBeNull();
	} );
} );

describe( 'scheduleWaking', () => {
	const held = () =>
		document.querySelectorAll( `template[${ LATE_ATTRIBUTE }]` ).length;

	it( 'wakes once the page is parsed for a visitor who sees the skeleton', () => {
		const readyState = jest
			.spyOn( document, 'readyState', 'get' )
			.mockReturnValue( 'loading' );
		try {
			scheduleWaking( 'skeleton' );
			expect( held() ).toBe( 2 );
			readyState.mockReturnValue( 'interactive' );
			document.dispatchEvent( new Event( 'DOMContentLoaded' ) );
			expect( held() ).toBe( 0 );
		} finally {
			readyState.mockRestore();
		}
	} );

	it( `wakes after ${ LATEST_MS } ms at most when the page’s fonts take longer`, async () => {
		jest.useFakeTimers();
		Object.defineProperty( document, 'fonts', {
			configurable: true,
			value: { ready: new Promise< void >( () => undefined ) },
		} );
		// The browser has reported the first contentful paint.
		window.PerformanceObserver = class {
			constructor( private report: PerformanceObserverCallback ) {}
			observe() {
				this.report(
					{
						getEntriesByName: () => [ {} ],
					} as unknown as PerformanceObserverEntryList,
					this as unknown as PerformanceObserver
				);
			}
			disconnect() {}
		} as unknown as typeof PerformanceObserver;
		try {
			scheduleWaking( 'sign-in-route' );
			jest.advanceTimersByTime( LATEST_MS - 1 );
			await flush();
			expect( held() ).toBe( 2 );
			jest.advanceTimersByTime( 1 );
			expect( held() ).toBe( 0 );
		} finally {
			delete ( document as { fonts?: unknown } ).fonts;
			delete ( window as { PerformanceObserver?: unknown } )
				.PerformanceObserver;
		}
	} );
} );
