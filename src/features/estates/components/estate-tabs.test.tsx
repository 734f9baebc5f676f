import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { api, server } from '@test-support/server';
import { REPORTING_VISIT } from '../api';
import { visibleTabs } from '../tabs';
import {
	answerEstate,
	detailAnswer,
	type RelationType,
} from '@test-support/estates/fixtures';
import {
	estatePageShown,
	renderEstate,
} from '@test-support/estates/render-estate';

jest.mock( 'react-apexcharts', () => ( {
	__esModule: true,
	default: () =>
		jest
			.requireActual( 'react' )
			.createElement( 'div', { 'data-testid': 'apex-chart' } ),
} ) );

let warn: jest.SpyInstance;
beforeEach( () => {
	warn = jest.spyOn( console, 'warn' ).mockImplementation( () => undefined );
} );
afterEach( () => warn.mockRestore() );

const RELATIONS: RelationType[] = [ 'owner', 'contactperson', 'interested' ];

/** Every combination of relation and the four flags, with the tabs it must show. */
const TABLE = RELATIONS.flatMap( ( relation ) =>
	Array.from( { length: 16 }, ( _, combination ) => {
		// The four flags as the binary digits of 0–15.
		const [ reporting, statistics, activities, document ] = combination
			.toString( 2 )
			.padStart( 4, '0' )
			.split( '' )
			.map( ( digit ) => digit === '1' ) as [
			boolean,
			boolean,
			boolean,
			boolean,
		];
		const flags = {
			reporting,
			reporting_statistics: statistics,
			reporting_activities: activities,
			document,
		};
		const tabs: string[] = [];
		if ( relation === 'owner' ) {
			if (
				flags.reporting &&
				( flags.reporting_statistics || flags.reporting_activities )
			) {
				tabs.push( 'Overview' );
			}
			if ( flags.document ) {
				tabs.push( 'Documents' );
			}
		}
		const name = `${ relation } ${ Object.entries( flags )
			.map( ( [ flag, on ] ) => `${ flag }:${ on ? 'on' : 'off' }` )
			.join( ' ' ) }`;
		return [ name, relation, flags, tabs ] as const;
	} )
);

describe( 'estate tabs', () => {
	it.each( TABLE )(
		'%s → tabs %j',
		async ( _name, relation, flags, tabs ) => {
			answerEstate(
				detailAnswer( '101', { relation, settings: flags } )
			);
			renderEstate();
			await estatePageShown();
			const shown = screen.queryAllByRole( 'tab' );
			expect( shown.map( ( tab ) => tab.textContent ) ).toEqual( tabs );
			// The first available tab is selected on entry, and its panel shows.
			expect(
				shown
					.filter(
						( tab ) =>
							tab.getAttribute( 'aria-selected' ) === 'true'
					)
					.map( ( tab ) => tab.textContent )
			).toEqual( tabs.slice( 0, 1 ) );
			expect(
				screen.queryAllByRole( 'tabpanel' ).map( ( panel ) => panel.id )
			).toEqual(
				shown
					.slice( 0, 1 )
					.map( ( tab ) => tab.getAttribute( 'aria-controls' ) )
			);
			// Let the Overview's calls, if any, finish inside the test.
			await waitFor( () =>
				expect( screen.queryByRole( 'status' ) ).not.toBeInTheDocument()
			);
		}
	);

	it( 'agrees with the pure rule for every combination', () => {
		for ( const [ , relation, flags, tabs ] of TABLE ) {
			expect(
				visibleTabs( {
					isOwner: relation === 'owner',
					settings: flags,
					hasDocuments: true,
				} ).map( ( tab ) =>
					tab === 'overview' ? 'Overview' : 'Documents'
				)
			).toEqual( tabs );
		}
	} );

	it( 'shows no Documents tab when the app supplies no documents', async () => {
		answerEstate(
			detailAnswer( '101', { settings: { reporting: false } } )
		);
		renderEstate( '101', { withDocuments: false } );
		await screen.findByRole( 'heading', { level: 1 } );
		expect( screen.queryByRole( 'tab' ) ).not.toBeInTheDocument();
	} );

	it( 'moves between the tabs with the arrow keys and shows the documents slot', async () => {
		answerEstate();
		const { user } = renderEstate();
		const overview = await screen.findByRole( 'tab', { name: 'Overview' } );
		await screen.findByRole( 'heading', { name: 'Activities' } );
		overview.focus();
		await user.keyboard( '{ArrowRight}' );
		const documents = screen.getByRole( 'tab', { name: 'Documents' } );
		expect( documents ).toHaveFocus();
		expect( documents ).toHaveAttribute( 'aria-selected', 'true' );
		expect( screen.getByText( 'Documents of 101' ) ).toBeInTheDocument();
	} );

	it( 'on a right-to-left page, runs the tabs right to left (Radix would set ltr)', async () => {
		document.documentElement.dir = 'rtl';
		try {
			answerEstate();
			renderEstate();
			const list = await screen.findByRole( 'tablist' );
			// The nearest `dir` decides the tabs' order on screen and what the arrow keys do.
			expect( list.closest( '[dir]' ) ).toHaveAttribute( 'dir', 'rtl' );
		} finally {
			document.documentElement.removeAttribute( 'dir' );
		}
	} );

	it( 'records the Overview visit once with POST log, with the CRM codes as they are', async () => {
		const calls = answerEstate();
		const { user } = renderEstate();
		await screen.findByRole( 'heading', { name: 'Activities' } );
		await waitFor( () => expect( calls.posts ).toHaveLength( 1 ) );
		expect( calls.posts[ 0 ] ).toEqual( {
			note: 'Reporting opened in the customer area',
			actionkind: 'Kundenbereich',
			actiontype: 'Reporting angesehen',
		} );
		expect( calls.posts[ 0 ] ).toMatchObject( REPORTING_VISIT );
		await user.click( screen.getByRole( 'tab', { name: 'Documents' } ) );
		await user.click( screen.getByRole( 'tab', { name: 'Overview' } ) );
		await screen.findByRole( 'heading', { name: 'Activities' } );
		expect( calls.posts ).toHaveLength( 1 );
	} );

	it( "writes the site's note, whatever the customer's language", async () => {
		const calls = answerEstate();
		renderEstate( '101', {
			language: 'en',
			config: {
				reportingVisitNote: 'Reporting im Kundenbereich geöffnet',
			},
		} );
		await waitFor( () => expect( calls.posts ).toHaveLength( 1 ) );
		expect( calls.posts[ 0 ] ).toEqual( {
			note: 'Reporting im Kundenbereich geöffnet',
			actionkind: 'Kundenbereich',
			actiontype: 'Reporting angesehen',
		} );
	} );

	it( 'records each estate once per sign-in in this tab: leaving, a reload and coming back send nothing more', async () => {
		const calls = answerEstate();
		const first = renderEstate( '101' );
		await waitFor( () => expect( calls.posts ).toHaveLength( 1 ) );
		first.unmount();
		// A reload: a new store and a new page view, the same tab.
		const again = renderEstate( '101' );
		await screen.findByRole( 'heading', { name: 'Activities' } );
		again.unmount();
		renderEstate( '102' );
		await waitFor( () => expect( calls.posts ).toHaveLength( 2 ) );
		expect( calls.postedIds ).toEqual( [ '101', '102' ] );
	} );

	it( 'tries again on a later visit when the record failed', async () => {
		const calls = answerEstate();
		server.use(
			http.post( api( 'onoffice/estates/:id/log' ), () =>
				HttpResponse.json(
					{ message: 'generic_error' },
					{ status: 500 }
				)
			)
		);
		const first = renderEstate( '101' );
		await waitFor( () => expect( warn ).toHaveBeenCalled() );
		first.unmount();
		server.resetHandlers();
		const retry = answerEstate();
		renderEstate( '101' );
		await waitFor( () => expect( retry.posts ).toHaveLength( 1 ) );
		expect( calls.posts ).toHaveLength( 0 );
	} );

	it( 'records nothing when the Overview does not show', async () => {
		const calls = answerEstate(
			detailAnswer( '101', { settings: { reporting: false } } )
		);
		const { user } = renderEstate();
		await user.click(
			await screen.findByRole( 'tab', { name: 'Documents' } )
		);
		expect( calls.posts ).toHaveLength( 0 );
		expect( calls.stats + calls.log + calls.shortStats ).toBe( 0 );
	} );
} );
