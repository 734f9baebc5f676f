/**
 * The configuration accessor: what the app makes of the object WordPress prints
 * (`window.customerAreaConfig`), including broken and hostile values.
 */
import {
	currentLinkPolicy,
	DEFAULT_EMBED,
	isFullArea,
	parseConfig,
	pageApiBase,
	parseEmbed,
	readPageConfig,
} from './config';
import { SetupError } from './setup-error';

/** A complete config as the PHP side prints it (numbers and booleans may arrive as strings). */
const printed = {
	apiBase: 'https://api.example/',
	geocoderUrl: 'https://geo.example/search',
	ooEstateOfficer: '7',
	ooAddressOfficer: 9,
	privacyPolicyUrl: 'https://broker.example/privacy/',
	termsLabel: 'I accept the terms',
	termsUrl: 'https://broker.example/terms/',
	forceForwardLink: 'https://broker.example/offers/',
	customerAreaUrl: 'https://broker.example/customer-area/',
	language: 'de',
	siteOrigin: 'https://broker.example',
	siteLocale: 'de_CH',
	pluginVersion: '1.2.3',
	reportingVisitNote: 'Reporting im Kundenbereich geöffnet',
	embeds: {
		'customer-area-1': {
			isLeadgen: false,
			initialView: 'register',
			popup: false,
			hideOwnerCheckbox: '1',
			registerLabel: 'Join',
			backLabel: 'Back',
			forceRedirect: 'true',
			forwardLink: '/secret/',
		},
		'customer-area-2': { popup: true, initialView: 'login' },
	},
};

describe( 'parseConfig', () => {
	it( 'throws a SetupError named SetupError when the config is missing', () => {
		for ( const missing of [ undefined, null, 'config', 42, [] ] ) {
			let caught: unknown;
			try {
				parseConfig( missing );
			} catch ( error ) {
				caught = error;
			}
			expect( caught ).toBeInstanceOf( SetupError );
			expect( ( caught as Error ).name ).toBe( 'SetupError' );
			expect( ( caught as Error ).message ).toMatch(
				/customerAreaConfig/
			);
		}
	} );

	it( 'throws a SetupError when the API base is missing or not http(s)', () => {
		for ( const apiBase of [
			undefined,
			'',
			'api.example',
			'javascript:alert(1)',
			'ftp://api.example',
		] ) {
			expect( () => parseConfig( { ...printed, apiBase } ) ).toThrow(
				SetupError
			);
		}
	} );

	it( 'normalises a complete config', () => {
		const config = parseConfig( printed );

		expect( config ).toEqual( {
			apiBase: 'https://api.example',
			geocoderUrl: 'https://geo.example/search',
			ooEstateOfficer: 7,
			ooAddressOfficer: 9,
			privacyPolicyUrl: 'https://broker.example/privacy/',
			termsLabel: 'I accept the terms',
			termsUrl: 'https://broker.example/terms/',
			forceForwardLink: 'https://broker.example/offers/',
			customerAreaUrl: 'https://broker.example/customer-area/',
			language: 'de',
			siteOrigin: 'https://broker.example',
			siteLocale: 'de_CH',
			pluginVersion: '1.2.3',
			reportingVisitNote: 'Reporting im Kundenbereich geöffnet',
			embeds: {
				'customer-area-1': {
					isLeadgen: false,
					initialView: 'register',
					popup: false,
					hideOwnerCheckbox: true,
					registerLabel: 'Join',
					backLabel: 'Back',
					forceRedirect: true,
					forwardLink: '/secret/',
				},
				'customer-area-2': {
					...DEFAULT_EMBED,
					popup: true,
					initialView: 'login',
				},
			},
		} );
	} );

	it( 'strips every trailing slash of the API base', () => {
		expect(
			parseConfig( { ...printed, apiBase: 'http://127.0.0.1:8081///' } )
				.apiBase
		).toBe( 'http://127.0.0.1:8081' );
	} );

	it( 'keeps only positive whole officer ids', () => {
		for ( const bad of [ 0, -3, '0', '', 'abc', 1.5, '2.5', null, true ] ) {
			const config = parseConfig( {
				...printed,
				ooEstateOfficer: bad,
				ooAddressOfficer: bad,
			} );
			expect( config.ooEstateOfficer ).toBeNull();
			expect( config.ooAddressOfficer ).toBeNull();
		}
		expect(
			parseConfig( { ...printed, ooEstateOfficer: '12' } ).ooEstateOfficer
		).toBe( 12 );
	} );

	it( 'treats an unknown language setting as automatic', () => {
		expect( parseConfig( { ...printed, language: 'pt' } ).language ).toBe(
			'auto'
		);
		expect(
			parseConfig( { ...printed, language: 'de_DE' } ).language
		).toBe( 'auto' );
		for ( const code of [ 'en', 'de', 'fr', 'it', 'es', 'nl' ] ) {
			expect(
				parseConfig( { ...printed, language: code } ).language
			).toBe( code );
		}
		expect(
			parseConfig( { ...printed, language: undefined } ).language
		).toBe( 'auto' );
	} );

	it( 'turns non-string texts into empty strings and a missing embeds map into none', () => {
		const config = parseConfig( {
			apiBase: 'https://api.example',
			termsLabel: { html: '<b>x</b>' },
			privacyPolicyUrl: 12,
			customerAreaUrl: [ '/customer-area/' ],
			embeds: 'customer-area-1',
		} );

		expect( config.termsLabel ).toBe( '' );
		expect( config.privacyPolicyUrl ).toBe( '' );
		expect( config.customerAreaUrl ).toBe( '' );
		expect( config.embeds ).toEqual( {} );
	} );
} );

describe( 'isFullArea', () => {
	it( 'counts an embed that is neither a popup nor the wizard', () => {
		expect( isFullArea( DEFAULT_EMBED ) ).toBe( true );
		expect( isFullArea( { ...DEFAULT_EMBED, popup: true } ) ).toBe( false );
		expect( isFullArea( { ...DEFAULT_EMBED, isLeadgen: true } ) ).toBe(
			false
		);
	} );
} );

describe( 'parseEmbed', () => {
	it( 'gives the defaults for a missing or malformed embed', () => {
		for ( const raw of [ undefined, null, 'popup', 3, [ 'popup' ] ] ) {
			expect( parseEmbed( raw ) ).toEqual( DEFAULT_EMBED );
		}
	} );

	it( 'returns a copy, so changing one embed never changes the defaults', () => {
		const embed = parseEmbed( undefined );
		embed.popup = true;

		expect( DEFAULT_EMBED.popup ).toBe( false );
	} );

	it( 'reads boolean attributes given as booleans, "true", "1" or 1', () => {
		for ( const yes of [ true, 'true', '1', 1 ] ) {
			expect(
				parseEmbed( {
					isLeadgen: yes,
					popup: yes,
					hideOwnerCheckbox: yes,
					forceRedirect: yes,
				} )
			).toMatchObject( {
				isLeadgen: true,
				popup: true,
				hideOwnerCheckbox: true,
				forceRedirect: true,
			} );
		}
		for ( const no of [ false, 'false', '0', 0, '', 'yes', null ] ) {
			expect(
				parseEmbed( {
					isLeadgen: no,
					popup: no,
					hideOwnerCheckbox: no,
					forceRedirect: no,
				} )
			).toMatchObject( {
				isLeadgen: false,
				popup: false,
				hideOwnerCheckbox: false,
				forceRedirect: false,
			} );
		}
	} );

	it( 'accepts the four auth views and maps any other initial view to ""', () => {
		for ( const view of [
			'login',
			'register',
			'forgot-password',
			'secret-sale-notice',
		] ) {
			expect( parseEmbed( { initialView: view } ).initialView ).toBe(
				view
			);
		}
		for ( const view of [
			'dashboard',
			'LOGIN',
			' login',
			'__proto__',
			42,
			'',
		] ) {
			expect( parseEmbed( { initialView: view } ).initialView ).toBe(
				''
			);
		}
	} );
} );

describe( 'readPageConfig', () => {
	afterEach( () => {
		delete window.customerAreaConfig;
		delete window.wp;
	} );

	it( 'reads window.customerAreaConfig when WordPress i18n is present', () => {
		window.wp = { i18n: { __: () => '' } };
		window.customerAreaConfig = printed;

		expect( readPageConfig().apiBase ).toBe( 'https://api.example' );
	} );

	it( 'always sets siteOrigin: the setting, else the page’s own origin', () => {
		window.wp = { i18n: { __: () => '' } };
		window.customerAreaConfig = { ...printed, siteOrigin: '' };
		expect( readPageConfig().siteOrigin ).toBe( 'https://broker.example' );

		window.customerAreaConfig = {
			...printed,
			siteOrigin: 'https://www.broker.example',
		};
		expect( readPageConfig().siteOrigin ).toBe(
			'https://www.broker.example'
		);
	} );

	it( 'throws a SetupError when wp.i18n is missing', () => {
		window.customerAreaConfig = printed;

		expect( () => readPageConfig() ).toThrow( SetupError );
	} );

	it( 'throws a SetupError when the page has no config', () => {
		window.wp = { i18n: { __: () => '' } };

		expect( () => readPageConfig() ).toThrow( SetupError );
	} );
} );

describe( 'pageApiBase', () => {
	afterEach( () => {
		delete window.customerAreaConfig;
	} );

	it( 'is the configured base without its trailing slash', () => {
		window.customerAreaConfig = printed;
		expect( pageApiBase() ).toBe( 'https://api.example' );
	} );

	it.each( [ undefined, null, 'text', { apiBase: 'ftp://api.example' } ] )(
		'is empty for the unusable configuration %p, and never throws',
		( raw ) => {
			window.customerAreaConfig = raw;
			expect( pageApiBase() ).toBe( '' );
		}
	);
} );

describe( 'currentLinkPolicy', () => {
	afterEach( () => {
		delete window.customerAreaConfig;
	} );

	it( 'takes the API base from the page configuration; tests are not a production build', () => {
		window.customerAreaConfig = { apiBase: 'http://127.0.0.1:8081/' };
		expect( currentLinkPolicy() ).toEqual( {
			production: false,
			apiBase: 'http://127.0.0.1:8081',
		} );
	} );

	it( 'has no API base when the page has no configuration', () => {
		expect( currentLinkPolicy().apiBase ).toBe( '' );
	} );
} );
