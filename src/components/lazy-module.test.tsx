/**
 * lazyModule: one download for every part, nothing before a part or `preload` asks, a part that
 * comes after the download renders the module in its very first render, and a failure is said and
 * not kept.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { lazyModule, usePreloadOnFirstUse } from './lazy-module';

/** A loader whose answers the test gives. */
function controlledLoader() {
	const calls: Array< {
		resolve: ( module: { text: string } ) => void;
		reject: ( error: Error ) => void;
	} > = [];
	const load = jest.fn(
		() =>
			new Promise< { text: string } >( ( resolve, reject ) => {
				calls.push( { resolve, reject } );
			} )
	);
	return { load, calls };
}

/**
 * Shows what a part sees; records what its first render saw.
 *
 * @param props
 * @param props.chunk  The chunk.
 * @param props.needed Whether the part needs it.
 * @param props.seen   Receives each render's module text.
 */
function Part( props: {
	chunk: ReturnType< typeof lazyModule< { text: string } > >;
	needed: boolean;
	seen?: Array< string | null >;
} ) {
	const state = props.chunk.useChunk( props.needed );
	props.seen?.push( state.module?.text ?? null );
	if ( state.failed ) {
		return (
			<button type="button" onClick={ state.retry }>
				retry
			</button>
		);
	}
	return <p>{ state.module?.text ?? 'loading' }</p>;
}

it( 'loads once, on need or preload only, and renders at once when it is there', async () => {
	const { load, calls } = controlledLoader();
	const chunk = lazyModule( 'test chunk', load );
	const idle = render( <Part chunk={ chunk } needed={ false } /> );
	expect( load ).not.toHaveBeenCalled();
	idle.unmount();

	chunk.preload();
	chunk.preload();
	render( <Part chunk={ chunk } needed /> );
	expect( load ).toHaveBeenCalledTimes( 1 );
	expect( screen.getByText( 'loading' ) ).toBeInTheDocument();
	await act( async () => calls[ 0 ]?.resolve( { text: 'here' } ) );
	expect( screen.getByText( 'here' ) ).toBeInTheDocument();

	const seen: Array< string | null > = [];
	render( <Part chunk={ chunk } needed seen={ seen } /> );
	expect( seen[ 0 ] ).toBe( 'here' );
	expect( load ).toHaveBeenCalledTimes( 1 );
} );

it( 'says a failure, logs it, and loads again on retry', async () => {
	const warn = jest.spyOn( console, 'warn' ).mockImplementation( () => {} );
	const { load, calls } = controlledLoader();
	const chunk = lazyModule( 'test chunk', load );
	render( <Part chunk={ chunk } needed /> );
	await act( async () => calls[ 0 ]?.reject( new Error( 'offline' ) ) );
	expect( warn ).toHaveBeenCalledWith(
		'Customer Area: test chunk could not be loaded',
		expect.any( Error )
	);
	await userEvent.click( screen.getByRole( 'button', { name: 'retry' } ) );
	expect( load ).toHaveBeenCalledTimes( 2 );
	expect( screen.getByText( 'loading' ) ).toBeInTheDocument();
	await act( async () => calls[ 1 ]?.resolve( { text: 'back' } ) );
	expect( screen.getByText( 'back' ) ).toBeInTheDocument();
	warn.mockRestore();
} );

it( 'preloads on the first press, key or focus in the area, once', async () => {
	const preload = jest.fn();
	function Area() {
		const area = useRef< HTMLDivElement >( null );
		usePreloadOnFirstUse( area, preload );
		return (
			<div ref={ area }>
				<button type="button">inside</button>
			</div>
		);
	}
	render(
		<>
			<button type="button">outside</button>
			<Area />
		</>
	);
	const user = userEvent.setup();
	await user.click( screen.getByRole( 'button', { name: 'outside' } ) );
	expect( preload ).not.toHaveBeenCalled();
	await user.tab();
	expect( screen.getByRole( 'button', { name: 'inside' } ) ).toHaveFocus();
	expect( preload ).toHaveBeenCalledTimes( 1 );
	await user.click( screen.getByRole( 'button', { name: 'inside' } ) );
	await user.keyboard( 'a' );
	expect( preload ).toHaveBeenCalledTimes( 1 );
} );
