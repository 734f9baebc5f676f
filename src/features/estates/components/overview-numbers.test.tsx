/**
 * The Overview writes every number in the UI language's format (docs/behaviour.md "Formats and
 * limits"): the key figures and their trends, the charts' slice labels and values, and the data
 * tables. English '12.5%', German '12,5 %'.
 */
import { screen, within } from '@testing-library/react';
import { applyLanguage } from '../../../i18n/apply-language';
import { answerEstate } from '@test-support/estates/fixtures';
import { renderEstate } from '@test-support/estates/render-estate';

// jsdom cannot lay out SVG: the stand-in writes the chart's texts as the library does.
jest.mock( 'react-apexcharts', () =>
	jest.requireActual( '@test-support/apex-chart-stand-in' )
);

let warn: jest.SpyInstance;
beforeEach( () => {
	warn = jest.spyOn( console, 'warn' ).mockImplementation( () => undefined );
} );
afterEach( () => warn.mockRestore() );

/**
 * Intl keeps a number and its percent sign together with a no-break space.
 * @param text
 */
const spaced = ( text: string | null ) =>
	( text ?? '' ).replace( /[\u00a0\u202f]/g, ' ' );

describe( 'the Overview in the UI language', () => {
	it.each( [
		[
			'en',
			[ '53.3%', '26.7%', '13.3%', '6.7%' ],
			[ '▼-25%', '▲+40%', '▲+12.5%', '→0%' ],
			'1,061',
			'260.5',
		],
		[
			'de',
			[ '53,3 %', '26,7 %', '13,3 %', '6,7 %' ],
			[ '▼-25 %', '▲+40 %', '▲+12,5 %', '→0 %' ],
			'1.061',
			'260,5',
		],
	] as const )(
		'in %s: slice labels %j, trends %j, totals like %s, table values like %s',
		async ( language, slices, trends, total, tableValue ) => {
			await applyLanguage( language );
			answerEstate();
			renderEstate( '101', { language } );
			const boxes = within(
				await screen.findByRole( 'list', {
					name: /Key figures|Kennzahlen/,
				} )
			).getAllByRole( 'listitem' );
			// Each trend's text starts with its percentage ('▼-25 % seit letzter Woche').
			expect(
				boxes.map( ( box, index ) => {
					const text = spaced(
						box.querySelector( '.ca-trend' )?.textContent ?? null
					);
					const trend = trends[ index ] as string;
					return text.startsWith( `${ trend } ` ) ? trend : text;
				} )
			).toEqual( trends );
			expect(
				boxes[ 3 ]?.querySelector( '.ca-stat-box__total' )
			).toHaveTextContent( total );

			const pie = await screen.findByRole( 'figure', {
				name: /Inquiries by portal/,
			} );
			const drawing = await within( pie ).findByTestId( 'apex-chart' );
			expect(
				Array.from(
					drawing.querySelectorAll( '.apexcharts-datalabel' ),
					( label ) => spaced( label.textContent )
				)
			).toEqual( slices );
			const costs = screen.getByRole( 'figure', {
				name: /Marketing costs/,
			} );
			expect(
				within( within( costs ).getByRole( 'table' ) )
					.getAllByRole( 'cell' )
					.map( ( cell ) => cell.textContent )
			).toEqual( [ '120', '180', tableValue ] );
		}
	);
} );
