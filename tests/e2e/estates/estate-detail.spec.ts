/**
 * The estate detail in the real WordPress with the sandbox: owner@'s 101 (everything on) with its
 * key figures, charts and their data tables, the timeline, the gallery by keyboard and the switch to
 * Documents; 102, whose first stats call fails once; buyer@ on 112 without tabs; and an id that is
 * not the customer's. Axe-checked at 375 px and 1280 px.
 */
import type { Locator } from '@playwright/test';
import {
	BUYER_EMAIL,
	OWNER_EMAIL,
	expect,
	expectNoAxeViolations,
	failedRequest,
	setSandboxSettings,
	test,
	ALSO_ON_OLDEST_WORDPRESS,
} from '../support/fixtures';
import {
	DESKTOP,
	PHONE,
	openEstate,
	recordRequests,
	tabUntilFocused,
} from '../support/estates';

const SUNNY = 'Sonniges Einfamilienhaus mit Garten in Berlin-Mitte';

/** The chart widgets every demo estate with statistics has, in the server's order. */
const CHART_TITLES = [
	'Inquiries by portal',
	'Activities by kind',
	'Viewings per week',
	'Marketing costs',
];

/**
 * Brings every chart near the viewport in turn, then returns to the top of the page: a chart
 * draws (and loads the chart library) only once it is about to be seen.
 *
 * @param area The customer area.
 */
const scrollThroughCharts = async ( area: Locator ) => {
	const charts = area.getByRole( 'figure' );
	await expect( charts ).toHaveCount( CHART_TITLES.length );
	for ( let index = 0; index < CHART_TITLES.length; index++ ) {
		await charts.nth( index ).scrollIntoViewIfNeeded();
	}
	await area.page().evaluate( () => window.scrollTo( 0, 0 ) );
};

/**
 * The fill colours of the slices of the first (pie) chart as `#RRGGBB`, as the drawing paints
 * them (ApexCharts writes `rgba(r,g,b,1)`).
 *
 * @param area The customer area.
 */
const pieColours = async ( area: Locator ) =>
	(
		await area
			.getByRole( 'figure', { name: CHART_TITLES[ 0 ] } )
			.locator( '.ca-chart__drawing path.apexcharts-pie-area' )
			.evaluateAll( ( paths ) =>
				paths.map( ( path ) => path.getAttribute( 'fill' ) ?? '' )
			)
	).map( ( fill ) => {
		const rgb = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec( fill );
		return rgb
			? `#${ rgb
					.slice( 1, 4 )
					.map( ( part ) =>
						Number( part ).toString( 16 ).padStart( 2, '0' )
					)
					.join( '' )
					.toUpperCase() }`
			: fill.toUpperCase();
	} );

test.describe( 'estate detail at 1280 px', () => {
	test.use( { viewport: DESKTOP } );

	test( `owner@ on 101: key figures, charts with tables, timeline, gallery by keyboard, then Documents ${ ALSO_ON_OLDEST_WORDPRESS }`, async ( {
		page,
		freshSandbox,
	} ) => {
		void freshSandbox;
		const visits = recordRequests( page, 'POST', /\/estates\/101\/log$/ );
		const area = await openEstate( page, OWNER_EMAIL, 101 );
		await expect(
			area.getByRole( 'heading', { level: 1, name: SUNNY } )
		).toBeVisible();
		await expect( area.getByText( /Invalidenstraße 12/ ) ).toBeVisible();
		await expect(
			area.getByRole( 'button', { name: 'Read more' } )
		).toHaveAttribute( 'aria-expanded', 'false' );
		const tabs = area.getByRole( 'tablist', {
			name: 'Reporting and documents',
		} );
		await expect( tabs.getByRole( 'tab' ) ).toHaveText( [
			'Overview',
			'Documents',
		] );
		await expect(
			tabs.getByRole( 'tab', { name: 'Overview' } )
		).toHaveAttribute( 'aria-selected', 'true' );

		// The four key figures with their weekly trend in words.
		const figures = area
			.getByRole( 'list', { name: 'Key figures' } )
			.getByRole( 'listitem' );
		await expect( figures ).toHaveCount( 4 );
		await expect( figures.nth( 0 ) ).toContainText( 'Cancellations' );
		await expect( figures.nth( 0 ) ).toContainText(
			'-25% since last week'
		);
		await expect( figures.nth( 1 ) ).toContainText( 'Viewings' );
		await expect( figures.nth( 1 ) ).toContainText(
			'+40% since last week'
		);
		await expect( figures.nth( 2 ) ).toContainText( 'Exposés sent' );
		await expect( figures.nth( 3 ) ).toContainText( 'Inquiries' );
		await expect( figures.nth( 3 ) ).toContainText( '0% since last week' );

		// The charts, drawn in the 11-colour default palette (the demo broker has no colours of
		// their own), each with its data table; one opened.
		const charts = area.getByRole( 'figure' );
		await expect( charts ).toHaveCount( CHART_TITLES.length );
		for ( const [ index, title ] of CHART_TITLES.entries() ) {
			await expect(
				charts.nth( index ).getByRole( 'heading', { name: title } )
			).toBeVisible();
		}
		// A chart far below the fold loads nothing yet, and its placeholder stands still: a
		// shimmer would repaint the page every frame for as long as the reader stays up here.
		await expect( charts.last() ).not.toBeInViewport();
		await expect(
			charts.last().locator( '.ca-chart__placeholder' )
		).toHaveCSS( 'animation-name', 'none' );
		await scrollThroughCharts( area );
		await expect(
			area.locator( '.ca-chart__drawing svg.apexcharts-svg' )
		).toHaveCount( CHART_TITLES.length );
		await expect
			.poll( () => pieColours( area ) )
			.toEqual( [ '#1F77B4', '#D35400', '#2E7D32', '#8E44AD' ] );
		const portals = area.getByRole( 'figure', { name: CHART_TITLES[ 0 ] } );
		const table = portals.getByRole( 'table', { name: CHART_TITLES[ 0 ] } );
		await expect( table ).toBeAttached();
		await expect( table ).not.toBeInViewport();
		const showTable = portals.getByRole( 'button', {
			name: 'Show data table',
		} );
		await showTable.focus();
		await page.keyboard.press( 'Enter' );
		await expect(
			portals.getByRole( 'button', { name: 'Hide data table' } )
		).toHaveAttribute( 'aria-expanded', 'true' );
		await expect( table ).toBeVisible();
		await expect( table.getByRole( 'row' ) ).toHaveText( [
			/^Category\s*Number of associated addresses$/,
			/^ImmoScout24\s*43$/,
			/^Immowelt\s*25$/,
			/^Website\s*\d+$/,
			/^Referral\s*\d+$/,
		] );

		// The timeline: the header cuts the remark at 56 characters; the body has it whole.
		const timeline = area.getByRole( 'region', { name: 'Activities' } );
		const entries = timeline.getByRole( 'listitem' );
		// The broker's eight entries; the visit this page records may already be among them.
		await expect(
			entries.filter( { hasNotText: 'Reporting' } )
		).toHaveCount( 8 );
		const remark =
			'Besichtigung mit Familie Schneider, sehr positives Feedback zur Lage und zum Garten.';
		const viewing = entries.filter( { hasText: 'Familie Schneider' } );
		const first = viewing.getByRole( 'button' );
		await expect( first ).toHaveAttribute( 'aria-expanded', 'false' );
		await expect( first ).toContainText(
			/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/
		);
		await expect( first ).toContainText( 'Besichtigung durchgeführt' );
		await expect( first ).toContainText(
			'Besichtigung mit Familie Schneider, sehr positives Feedb…'
		);
		await expect( viewing.getByText( remark ) ).toBeHidden();
		await first.focus();
		await page.keyboard.press( 'Enter' );
		await expect( first ).toHaveAttribute( 'aria-expanded', 'true' );
		await expect( viewing.getByText( remark ) ).toBeVisible();
		await expect(
			entries
				.filter( { hasText: 'Budget reicht nicht aus' } )
				.getByText( 'cancelled', { exact: true } )
		).toBeVisible();
		await expectNoAxeViolations( page, 'estate 101, Overview (desktop)' );

		// The gallery by keyboard: arrows move, the counter follows, Escape closes and focus
		// returns to the button that opened it.
		const showImages = area.getByRole( 'button', {
			name: 'Show all 4 images',
		} );
		await tabUntilFocused( page, showImages, 'Shift+Tab' );
		await page.keyboard.press( 'Enter' );
		const gallery = page.getByRole( 'dialog', { name: SUNNY } );
		await expect( gallery ).toBeVisible();
		const counter = gallery.getByText( /^\d+ \/ 4$/ );
		const picture = gallery.locator( 'figure img' );
		await expect( counter ).toHaveText( '1 / 4' );
		await expect( picture ).toHaveAttribute( 'alt', 'Außenansicht' );
		await page.keyboard.press( 'ArrowRight' );
		await expect( counter ).toHaveText( '2 / 4' );
		await expect( picture ).toHaveAttribute( 'alt', 'Ansicht 2' );
		await expect(
			gallery.getByRole( 'button', { name: 'Ansicht 2' } )
		).toHaveAttribute( 'aria-current', 'true' );
		await expectNoAxeViolations( page, 'gallery (desktop)' );
		await page.keyboard.press( 'ArrowLeft' );
		await page.keyboard.press( 'ArrowLeft' );
		await expect( counter ).toHaveText( '4 / 4' );
		await expect( picture ).toHaveAttribute(
			'alt',
			'Grundriss Erdgeschoss'
		);
		// Focus stays inside: Tab from the last control comes round to the first.
		for ( let i = 0; i < 10; i++ ) {
			await page.keyboard.press( 'Tab' );
			await expect(
				gallery.locator( ':focus' ),
				'focus stays in the gallery'
			).toHaveCount( 1 );
		}
		await page.keyboard.press( 'Escape' );
		await expect( gallery ).toBeHidden();
		await expect( showImages ).toBeFocused();

		// Documents by keyboard (the tabs are a tab list: arrows move and select).
		await tabs.getByRole( 'tab', { name: 'Overview' } ).focus();
		await page.keyboard.press( 'ArrowRight' );
		const documentsTab = tabs.getByRole( 'tab', { name: 'Documents' } );
		await expect( documentsTab ).toBeFocused();
		await expect( documentsTab ).toHaveAttribute( 'aria-selected', 'true' );
		await expect(
			area.getByRole( 'heading', { name: 'House Sale Checklist' } )
		).toBeVisible();
		await expect( area.getByRole( 'figure' ) ).toHaveCount( 0 );
		await expectNoAxeViolations( page, 'estate 101, Documents (desktop)' );

		// Back to the Overview: the visit was recorded once for this page view.
		await page.keyboard.press( 'ArrowLeft' );
		await expect( charts ).toHaveCount( CHART_TITLES.length );
		expect( visits ).toHaveLength( 1 );
	} );

	test.describe( 'a stats call that fails once', () => {
		test.use( {
			allowedConsoleErrors: [
				failedRequest( 500, '/estates/102/stats' ),
			],
		} );

		test( '102 asks for its charts exactly twice and shows them, in the broker’s own colours', async ( {
			page,
			freshSandbox,
		} ) => {
			void freshSandbox;
			await setSandboxSettings( { design: 'custom_colors' } );
			const stats = recordRequests(
				page,
				'GET',
				/\/estates\/102\/stats$/
			);
			const area = await openEstate( page, OWNER_EMAIL, 102 );
			await expect(
				area.getByRole( 'heading', {
					level: 1,
					name: 'Helle 3-Zimmer-Wohnung am Viktualienmarkt',
				} )
			).toBeVisible();
			const charts = area.getByRole( 'figure' );
			await expect( charts ).toHaveCount( CHART_TITLES.length );
			await scrollThroughCharts( area );
			await expect(
				area.locator( '.ca-chart__drawing svg.apexcharts-svg' )
			).toHaveCount( CHART_TITLES.length );
			await expect
				.poll( () => pieColours( area ) )
				.toEqual( [ '#1F5F8B', '#E07A1F', '#2E8B57', '#8E44AD' ] );
			expect( stats ).toHaveLength( 2 );
			const answers = await Promise.all(
				stats.map( async ( request ) =>
					( await request.response() )?.status()
				)
			);
			expect( answers ).toEqual( [ 500, 200 ] );
		} );
	} );

	test.describe( 'an estate that is not the customer’s', () => {
		test.use( {
			allowedConsoleErrors: [ failedRequest( 404, '/estates/999' ) ],
		} );

		test( 'shows the empty detail and claims nothing', async ( {
			page,
			freshSandbox,
		} ) => {
			void freshSandbox;
			const calls = recordRequests( page, 'GET', /\/estates\/999$/ );
			const area = await openEstate( page, OWNER_EMAIL, 999 );
			await expect.poll( () => calls.length ).toBeGreaterThan( 0 );
			await expect
				.poll( async () => ( await calls[ 0 ]?.response() )?.status() )
				.toBe( 404 );
			// Loading ended: no placeholders, and only the hidden page heading.
			await expect( area.locator( '.ca-skeleton' ) ).toHaveCount( 0 );
			const headings = area
				.locator( '.ca-estate' )
				.getByRole( 'heading' );
			await expect( headings ).toHaveText( [ 'Property' ] );
			await expect( area.getByRole( 'tab' ) ).toHaveCount( 0 );
			await expect( area.getByRole( 'img' ) ).toHaveCount( 0 );
			await expect(
				area.getByText( 'No property available' )
			).toHaveCount( 0 );
			await expect(
				area.getByText( /Untitled property|Status:/ )
			).toHaveCount( 0 );
			await expectNoAxeViolations( page, 'unknown estate (desktop)' );
		} );
	} );
} );

test.describe( 'estate detail at 375 px', () => {
	test.use( { viewport: PHONE } );

	test( 'owner@ on 101: the Overview and the gallery on a phone', async ( {
		page,
		freshSandbox,
	} ) => {
		void freshSandbox;
		const area = await openEstate( page, OWNER_EMAIL, 101 );
		await expect( area.getByRole( 'figure' ) ).toHaveCount(
			CHART_TITLES.length
		);
		await scrollThroughCharts( area );
		await expect(
			area.locator( '.ca-chart__drawing svg.apexcharts-svg' )
		).toHaveCount( CHART_TITLES.length );
		await expect(
			area
				.getByRole( 'region', { name: 'Activities' } )
				.getByRole( 'listitem' )
				.filter( { hasText: 'Familie Schneider' } )
		).toBeVisible();
		await expectNoAxeViolations( page, 'estate 101, Overview (phone)' );

		const showImages = area.getByRole( 'button', {
			name: 'Show all 4 images',
		} );
		await showImages.click();
		const gallery = page.getByRole( 'dialog', { name: SUNNY } );
		await expect( gallery.getByText( '1 / 4' ) ).toBeVisible();
		await gallery.getByRole( 'button', { name: 'Next image' } ).click();
		await expect( gallery.getByText( '2 / 4' ) ).toBeVisible();
		await expectNoAxeViolations( page, 'gallery (phone)' );
		await gallery.getByRole( 'button', { name: 'Close gallery' } ).click();
		await expect( gallery ).toBeHidden();
		await expect( showImages ).toBeFocused();
	} );

	test( 'buyer@ on 112 (interested) sees the property without tabs', async ( {
		page,
		freshSandbox,
	} ) => {
		void freshSandbox;
		const area = await openEstate( page, BUYER_EMAIL, 112 );
		await expect(
			area.getByRole( 'heading', {
				level: 1,
				name: 'Studio-Apartment nahe Universität',
			} )
		).toBeVisible();
		await expect(
			area.getByRole( 'heading', { name: 'Details' } )
		).toBeVisible();
		await expect( area.getByRole( 'tablist' ) ).toHaveCount( 0 );
		await expect( area.getByRole( 'tab' ) ).toHaveCount( 0 );
		await expect(
			area.getByRole( 'list', { name: 'Key figures' } )
		).toHaveCount( 0 );
		await expect( area.getByRole( 'figure' ) ).toHaveCount( 0 );
		await expectNoAxeViolations( page, 'estate 112 of buyer@ (phone)' );
	} );
} );
