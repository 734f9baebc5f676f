import { screen } from '@testing-library/react';
import { renderWithProviders } from '@test-support/render-with-providers';
import { ciede2000 } from '@test-support/colour-difference';
import { applyLanguage } from '../../../i18n/apply-language';
import {
	CONTRACT_COLORS,
	ContractBar,
	type ContractBarProps,
} from './contract-bar';
import { contrastRatio } from '../../../lib/contrast';

/** The bar's track (progress-bar.scss). */
const TRACK = '#E6E6E6';

/**
 * Renders the bar the way the app does.
 *
 * @param props    The contract dates and the day.
 * @param language The UI language.
 */
const render = ( props: ContractBarProps, language: 'en' | 'de' = 'en' ) =>
	renderWithProviders( <ContractBar { ...props } />, {
		language,
		withRouter: false,
	} );

// A contract of exactly 100 days: day N after the start is N %.
const FROM = '2025-01-01';
const TO = '2025-04-11';
const day = ( offset: number ) => new Date( 2025, 0, 1 + offset, 12 );

describe( 'ContractBar', () => {
	it.each( [
		[ 0, 0, 'green' ],
		[ 24, 24, 'green' ],
		[ 25, 25, 'yellow' ],
		[ 49, 49, 'yellow' ],
		[ 50, 50, 'orange' ],
		[ 79, 79, 'orange' ],
		[ 80, 80, 'red' ],
		[ 100, 100, 'red' ],
		[ 130, 100, 'red' ],
	] as const )(
		'on day %d shows %d %% in %s, with the text',
		( offset, percent, level ) => {
			const { container } = render( {
				from: FROM,
				to: TO,
				now: day( offset ),
			} );
			const bar = screen.getByRole( 'progressbar', {
				name: 'Contract duration',
			} );
			expect( bar ).toHaveAttribute( 'aria-valuenow', String( percent ) );
			expect( bar ).toHaveAttribute(
				'aria-valuetext',
				`${ percent }% elapsed, until 11.04.2025`
			);
			expect(
				screen.getByText( `${ percent }% elapsed, until 11.04.2025` )
			).toBeInTheDocument();
			expect(
				container.querySelector( '.ca-labelled-progress' )
			).toHaveClass( `ca-contract-bar--${ level }` );
			const fill = container.querySelector< HTMLElement >(
				'.ca-progress__value'
			);
			expect( fill?.style.width ).toBe( `${ percent }%` );
			expect( fill ).toHaveStyle( {
				backgroundColor: CONTRACT_COLORS[ level ],
			} );
		}
	);

	it( 'counts a contract that has not started yet as 0 %', () => {
		render( { from: FROM, to: TO, now: day( -10 ) } );
		expect( screen.getByRole( 'progressbar' ) ).toHaveAttribute(
			'aria-valuenow',
			'0'
		);
	} );

	it.each( [
		[ 'start missing', '', TO ],
		[ 'end missing', FROM, '' ],
		[ 'both missing', undefined, null ],
		[ 'reversed dates', TO, FROM ],
		[ 'a date that does not exist', '2025-02-30', TO ],
	] )( 'is hidden with %s', ( _case, from, to ) => {
		const { container } = render( { from, to, now: day( 10 ) } );
		expect( container.querySelector( '.ca-app' ) ).toBeEmptyDOMElement();
	} );

	it( 'writes the percentage in German beside the bar', async () => {
		await applyLanguage( 'de' );
		render( { from: FROM, to: TO, now: day( 33 ) }, 'de' );
		const bar = screen.getByRole( 'progressbar', {
			name: 'Vertragslaufzeit',
		} );
		expect( bar ).toHaveAttribute(
			'aria-valuetext',
			'33\u00a0% abgelaufen, bis 11.04.2025'
		);
		// Testing Library compares the text with its spaces collapsed.
		expect(
			screen.getByText( '33 % abgelaufen, bis 11.04.2025' )
		).toBeVisible();
		await applyLanguage( 'en' );
	} );

	it( 'uses fill colours with at least 3:1 contrast on white and on the track', () => {
		for ( const colour of Object.values( CONTRACT_COLORS ) ) {
			expect( contrastRatio( colour, '#FFFFFF' ) ).toBeGreaterThanOrEqual(
				3
			);
			expect( contrastRatio( colour, TRACK ) ).toBeGreaterThanOrEqual(
				3
			);
		}
	} );

	it( 'uses fill colours whose neighbouring steps differ by at least 20 in CIEDE2000', () => {
		const steps = [ 'green', 'yellow', 'orange', 'red' ] as const;
		const differences = steps
			.slice( 1 )
			.map( ( step, index ) =>
				ciede2000(
					CONTRACT_COLORS[
						steps[ index ] as ( typeof steps )[ number ]
					],
					CONTRACT_COLORS[ step ]
				)
			);
		for ( const difference of differences ) {
			expect( difference ).toBeGreaterThanOrEqual( 20 );
		}
	} );
} );
