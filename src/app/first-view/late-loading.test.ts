/**
 * Waking the plugin's held-back files (late-loading.ts): the templates' stylesheet and preload
 * hints go in their place, every file is asked for at once, and the scripts run one by one in the
 * page's order, an inline one only after the file before it has run and the entry only once the
 * stylesheet is there; a visitor who sees the pre-rendered text gets them after the first paint,
 * one who sees the skeleton at once.
 */
import {
	LATE_ATTRIBUTE,
	LATEST_MS,
	scheduleLate,
	wakeLate,
} from './late-loading';

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

describe( 'wakeLate', () => {
	it( 'puts the templates in place and asks for every file at once', () => {
		wakeLate();
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
		wakeLate();
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
		wakeLate();
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

describe( 'scheduleLate', () => {
	const held = () =>
		document.querySelectorAll( `template[${ LATE_ATTRIBUTE }]` ).length;

	it( 'wakes at once for a visitor who sees the skeleton', () => {
		scheduleLate( 'skeleton' );
		expect( held() ).toBe( 0 );
	} );

	it( "waits for the first paint in the page's fonts when the pre-rendered text shows", async () => {
		jest.useFakeTimers();
		let frame: FrameRequestCallback | undefined;
		const raf = jest
			.spyOn( window, 'requestAnimationFrame' )
			.mockImplementation( ( callback ) => {
				frame = callback;
				return 1;
			} );
		let fontsLoaded: () => void = () => undefined;
		Object.defineProperty( document, 'fonts', {
			configurable: true,
			value: {
				ready: new Promise< void >(
					( resolve ) => ( fontsLoaded = resolve )
				),
			},
		} );
		try {
			scheduleLate( 'text' );
			expect( held() ).toBe( 2 );
			frame?.( 0 );
			jest.advanceTimersByTime( 1 );
			await flush();
			expect( held() ).toBe( 2 );
			fontsLoaded();
			await flush();
			frame?.( 0 );
			expect( held() ).toBe( 2 );
			jest.advanceTimersByTime( 1 );
			expect( held() ).toBe( 0 );
		} finally {
			raf.mockRestore();
			delete ( document as { fonts?: unknown } ).fonts;
		}
	} );

	it( `wakes after ${ LATEST_MS } ms at most when the fonts take longer`, async () => {
		jest.useFakeTimers();
		Object.defineProperty( document, 'fonts', {
			configurable: true,
			value: { ready: new Promise< void >( () => undefined ) },
		} );
		try {
			scheduleLate( 'sign-in-route' );
			jest.advanceTimersByTime( LATEST_MS - 1 );
			await flush();
			expect( held() ).toBe( 2 );
			jest.advanceTimersByTime( 1 );
			expect( held() ).toBe( 0 );
		} finally {
			delete ( document as { fonts?: unknown } ).fonts;
		}
	} );

	it( 'wakes each element while the page is parsed when the skeleton shows, the calls first', async () => {
		document.head.innerHTML = '';
		document.body.innerHTML = '';
		const readyState = jest
			.spyOn( document, 'readyState', 'get' )
			.mockReturnValue( 'loading' );
		const order: string[] = [];
		window.customerAreaLateOrder = order;
		const calls = jest.fn( () => order.push( 'calls' ) );
		const mutations = () =>
			new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		try {
			scheduleLate( 'skeleton', calls, [ '/build/index.js' ] );
			// The entry's file is asked for before the parser has read its element.
			expect(
				document.querySelector(
					'link[rel="preload"][href="/build/index.js"]'
				)
			).not.toBeNull();
			// The parser reads the stylesheet's template, then what follows it.
			document.head.innerHTML = `<template ${ LATE_ATTRIBUTE }><link rel="stylesheet" id="customer-area-css" href="/build/index.css"></template><noscript></noscript>`;
			await mutations();
			const stylesheet = document.querySelector(
				'link#customer-area-css'
			);
			expect( stylesheet ).not.toBeNull();
			// A package's element is read: its file is asked for at once; it waits for the stylesheet.
			document.body.innerHTML = `<script type="text/plain" ${ LATE_ATTRIBUTE } src="/react.js" id="react-js"></script>`;
			await mutations();
			expect(
				document.querySelector(
					'link[rel="preload"][href="/react.js"]'
				)
			).not.toBeNull();
			expect( calls ).not.toHaveBeenCalled();
			// The area's root, then the entry's data and the entry.
			document.body.insertAdjacentHTML(
				'afterbegin',
				'<div class="customer-area-root customer-area-root--full" data-customer-area-root><div class="customer-area-first-view"></div></div>'
			);
			await mutations();
			expect( calls ).toHaveBeenCalledTimes( 1 );
			document.body.insertAdjacentHTML(
				'beforeend',
				`<script type="text/plain" ${ LATE_ATTRIBUTE } id="customer-area-js-before">window.customerAreaLateOrder.push( 'config' );</script><script type="text/plain" ${ LATE_ATTRIBUTE } src="/build/index.js" id="customer-area-js"></script>`
			);
			await mutations();
			expect( live( 'react-js' ) ).toBeNull();
			stylesheet?.dispatchEvent( new Event( 'load' ) );
			await flush();
			live( 'react-js' )?.dispatchEvent( new Event( 'load' ) );
			await flush();
			expect( order ).toEqual( [ 'calls', 'config' ] );
			// The last element waits until the parser is past it, or the page is parsed.
			expect( live( 'customer-area-js' ) ).toBeNull();
			readyState.mockReturnValue( 'interactive' );
			document.dispatchEvent( new Event( 'DOMContentLoaded' ) );
			await flush();
			expect( live( 'customer-area-js' )?.getAttribute( 'src' ) ).toBe(
				'/build/index.js'
			);
			expect( calls ).toHaveBeenCalledTimes( 1 );
		} finally {
			readyState.mockRestore();
		}
	} );
} );
