/**
 * The chart draws (and loads the chart library) only once its figure comes near the viewport or
 * the page prints; until then a placeholder holds the drawing's space and the table is there.
 */
import { act, render, screen, within } from '@testing-library/react';
import {
	installIntersectionObserver,
	type FakeIntersection,
} from '@test-support/intersection-observer';
import { Chart } from './chart';

// jsdom cannot lay out SVG: the chart library is replaced by a stand-in.
jest.mock( 'react-apexcharts', () => ( {
	__esModule: true,
	default: () =>
		jest
			.requireActual( 'react' )
			.createElement( 'div', { 'data-testid': 'apex-chart' } ),
} ) );

const DATA = {
	kind: 'bar' as const,
	labels: [ 'Mon', 'Tue' ],
	datasets: [ { label: 'Viewings', data: [ 2, 3 ] } ],
};

let observer: FakeIntersection;
beforeEach( () => {
	observer = installIntersectionObserver();
} );
afterEach( () => observer.restore() );

const renderChart = () =>
	render(
		<Chart
			title="Viewings per week"
			data={ DATA }
			palette={ [ '#123' ] }
			language="en"
		/>
	);

describe( 'Chart', () => {
	it( 'shows a placeholder and the table until it comes near the viewport, then draws', async () => {
		renderChart();
		const figure = screen.getByRole( 'figure', {
			name: 'Viewings per week',
		} );
		expect(
			within( figure ).getByRole( 'table', { name: 'Viewings per week' } )
		).toBeInTheDocument();
		expect(
			figure.querySelector( '.ca-chart__placeholder' )
		).not.toBeNull();
		expect( screen.queryByTestId( 'apex-chart' ) ).toBeNull();

		act( () => observer.enter() );

		expect( await screen.findByTestId( 'apex-chart' ) ).toBeInTheDocument();
		expect( observer.observedCount() ).toBe( 0 );
	} );

	it( 'draws before printing, so a printed page has no placeholders', async () => {
		renderChart();
		expect( screen.queryByTestId( 'apex-chart' ) ).toBeNull();

		act( () => {
			window.dispatchEvent( new Event( 'beforeprint' ) );
		} );

		expect( await screen.findByTestId( 'apex-chart' ) ).toBeInTheDocument();
	} );
} );
