/**
 * The owner reads the customer area's own record of a visit in the screen's language, while the
 * estate system gets the same codes and note in every language.
 */
import { applyLanguage } from '../../i18n/apply-language';
import type { LogEntry } from './reporting';
import { REPORTING_VISIT, shownEntry } from './reporting-visit';

const visit: LogEntry = {
	id: 'c1',
	date: '2026-06-01 10:00:00',
	remark: REPORTING_VISIT.note,
	kind: REPORTING_VISIT.actionkind,
	type: REPORTING_VISIT.actiontype,
	level: '',
	userNr: 'kunde-1',
};

afterEach( () => applyLanguage( 'en' ) );

it( 'shows a recorded visit in English on an English screen', () => {
	expect( shownEntry( visit ) ).toEqual( {
		...visit,
		type: 'Reporting viewed',
		remark: 'Reporting opened in the customer area',
	} );
} );

it.each( [
	[ 'de', 'Reporting angesehen', 'Reporting im Kundenbereich geöffnet' ],
	[ 'fr', 'Rapport consulté', 'Rapport ouvert dans l’espace client' ],
	[ 'es', 'Informe consultado', 'Informe abierto en el área de clientes' ],
] )(
	'shows a recorded visit in %s on that language’s screen',
	async ( language, type, remark ) => {
		await applyLanguage( language );

		expect( shownEntry( visit ) ).toEqual( { ...visit, type, remark } );
	}
);

it( 'leaves the broker’s entries as the estate system sent them', async () => {
	await applyLanguage( 'fr' );
	const staff = {
		...visit,
		kind: 'Besichtigung',
		type: 'Besichtigung durchgeführt',
		remark: 'Besichtigung mit Familie Schneider.',
	};

	expect( shownEntry( staff ) ).toBe( staff );
	// A note of its own under the visit's codes is the customer's text: it stays.
	const own = { ...visit, remark: 'Looked at it with my wife.' };
	expect( shownEntry( own ).remark ).toBe( 'Looked at it with my wife.' );
} );
