import { render, screen } from '@testing-library/react';
import { applyLanguage } from '../../i18n/apply-language';
import { contrastRatio } from '../../lib/contrast';
import { StatusBadge } from './status-badge';
import {
	STATUS_COLORS,
	UNKNOWN_STATUS_COLORS,
	type KnownStatus,
} from '../../entities/estate/status-colors';

/** The status codes that have their own badge, in the order of `STATUS_COLORS`. */
const KNOWN_STATUSES = Object.keys( STATUS_COLORS ) as KnownStatus[];

const WORDS: Record< ( typeof KNOWN_STATUSES )[ number ], [ string, string ] > =
	{
		status2obj_aktiv: [ 'Active', 'Aktiv' ],
		aktive_vermarktung: [ 'Active marketing', 'Aktive Vermarktung' ],
		passive_vermarktung: [ 'Passive marketing', 'Passive Vermarktung' ],
		reserviert: [ 'Reserved', 'Reserviert' ],
		status2obj_inaktiv: [ 'Inactive', 'Inaktiv' ],
		marktbeobachtung: [ 'Market observation', 'Marktbeobachtung' ],
		in_akquise: [ 'In acquisition', 'In Akquise' ],
		vorbereitung: [ 'Preparation', 'Vorbereitung' ],
		status2obj_archiviert: [ 'Archived', 'Archiviert' ],
		auftrag_entzogen: [ 'Mandate withdrawn', 'Auftrag entzogen' ],
		verkauft: [ 'Sold', 'Verkauft' ],
		vermietet: [ 'Rented', 'Vermietet' ],
		fremd_verkauft_vermietet: [
			'Sold or rented by others',
			'Von Dritten verkauft oder vermietet',
		],
	};

const hex = ( colour: string ) => {
	const probe = document.createElement( 'span' );
	probe.style.color = colour;
	return probe.style.color;
};

describe( 'StatusBadge', () => {
	it( 'knows exactly the thirteen statuses', () => {
		expect( KNOWN_STATUSES ).toHaveLength( 13 );
		expect( Object.keys( WORDS ).sort() ).toEqual(
			[ ...KNOWN_STATUSES ].sort()
		);
	} );

	it.each( KNOWN_STATUSES.map( ( code ) => [ code ] ) )(
		'shows %s with its word and its own colours, meeting AA contrast',
		( code ) => {
			render(
				<StatusBadge status={ { code, label: 'Server label' } } />
			);
			const badge = screen.getByText( WORDS[ code ][ 0 ], {
				exact: false,
			} );
			expect( badge ).toHaveTextContent(
				`Status: ${ WORDS[ code ][ 0 ] }`
			);
			const colors = STATUS_COLORS[ code ];
			expect( badge.style.backgroundColor ).toBe(
				hex( colors.background )
			);
			expect( badge.style.color ).toBe( hex( colors.text ) );
			expect(
				contrastRatio( colors.background, colors.text )
			).toBeGreaterThanOrEqual( 4.5 );
		}
	);

	it( 'gives every known status a colour of its own, none of them grey', () => {
		const backgrounds = KNOWN_STATUSES.map(
			( code ) => STATUS_COLORS[ code ].background
		);
		expect( new Set( backgrounds ).size ).toBe( 13 );
		expect( backgrounds ).not.toContain( UNKNOWN_STATUS_COLORS.background );
	} );

	it( "shows an unknown status with the server's label on grey, meeting AA contrast", () => {
		render(
			<StatusBadge
				status={ { code: 'neu_im_bestand', label: 'Neu im Bestand' } }
			/>
		);
		const badge = screen.getByText( 'Neu im Bestand', { exact: false } );
		expect( badge.style.backgroundColor ).toBe(
			hex( UNKNOWN_STATUS_COLORS.background )
		);
		expect(
			contrastRatio(
				UNKNOWN_STATUS_COLORS.background,
				UNKNOWN_STATUS_COLORS.text
			)
		).toBeGreaterThanOrEqual( 4.5 );
	} );

	it( 'shows the code of an unknown status without a label, and nothing without a status', () => {
		const { container, rerender } = render(
			<StatusBadge status={ { code: 'neu_im_bestand', label: '' } } />
		);
		expect(
			screen.getByText( 'neu_im_bestand', { exact: false } )
		).toBeInTheDocument();
		rerender( <StatusBadge status={ { code: '', label: '' } } /> );
		expect( container ).toBeEmptyDOMElement();
	} );

	it( 'speaks German', async () => {
		await applyLanguage( 'de' );
		render(
			<StatusBadge
				status={ { code: 'fremd_verkauft_vermietet', label: '' } }
			/>
		);
		expect(
			screen.getByText( WORDS.fremd_verkauft_vermietet[ 1 ], {
				exact: false,
			} )
		).toBeInTheDocument();
	} );
} );
