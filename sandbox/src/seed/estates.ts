/**
 * Builds the demo estates from their rows (`estate-rows.ts`, which lists every property and the case it
 * shows), with dates relative to the seed's time, pictures, reporting data and document checklists.
 */
import type { DbEstate, Schemas } from '../types';
import { checklist, CHECKLIST_KEYS, type SeedRowState } from './checklist';
import { STATUS_LABELS } from './statuses';
import { HTML_DESCRIPTION, RELATIONS, ROWS, type Row } from './estate-rows';
import { logEntries } from './activity-log';
import { shortStats, widgets } from './reporting';

const DAY = 86_400_000;

/** Heating sources, assigned round the demo properties (codes of `estate.befeuerung`). */
const HEATING = [ 'gas', 'fern', 'oel', 'luftwp', 'pellet', 'erdwaerme' ];

const isoDate = ( now: number, days: number | null ) =>
	days === null
		? ''
		: new Date( now + days * DAY ).toISOString().slice( 0, 10 );

/**
 * Image file names of an estate: the first is the `Titelbild`, a floor plan comes last when there are 3+.
 * Photos are JPEGs (sandbox/src/photo.ts), floor plans SVG drawings.
 * @param id    The estate id.
 * @param count How many images.
 */
export function seedImages( id: number, count: number ): DbEstate[ 'images' ] {
	const out: DbEstate[ 'images' ] = [];
	for ( let i = 1; i <= count; i++ ) {
		const plan = count >= 3 && i === count;
		let image = { title: `Ansicht ${ i }`, type: 'Foto' };
		if ( i === 1 ) {
			image = { title: 'Außenansicht', type: 'Titelbild' };
		} else if ( plan ) {
			image = { title: 'Grundriss Erdgeschoss', type: 'Grundriss' };
		}
		out.push( {
			file: plan ? `${ id }-${ i }-plan.svg` : `${ id }-${ i }.jpg`,
			...image,
		} );
	}
	return out;
}

/**
 * The seeded files of an estate's checklist: 101 has rows in every state, 106 has every row uploaded, 117
 * has an empty checklist although its document flag is on; the others have one confirmed document.
 * @param now The seed's time.
 * @param r   The estate's row.
 */
function documents( now: number, r: Row ): DbEstate[ 'fileGroups' ] {
	if ( ! r.settings[ 3 ] || r.id === 117 ) {
		return [];
	}
	let uploaded: Record< string, SeedRowState > = {
		grundbuchauszug: 'confirmed',
	};
	if ( r.id === 101 ) {
		uploaded = {
			personalausweis: 'confirmed',
			energieausweis: 'not_confirmed',
			grundriss: 'confirmed',
		};
	} else if ( r.id === 106 ) {
		uploaded = Object.fromEntries(
			CHECKLIST_KEYS.map( ( key ) => [ key, 'confirmed' as const ] )
		);
	}
	return checklist( now, String( r.id ), uploaded );
}

/**
 * The status fields of an estate: `status2`/`_status2`, or `status`/`_status` for an older system.
 * @param r The estate's row.
 */
function statusFields( r: Row ): Record< string, string > {
	const label =
		r.statusLabel ??
		STATUS_LABELS[ r.status as Schemas[ 'EstateStatus' ] ]?.de ??
		r.status;
	return r.legacyStatus
		? { status: r.status, _status: label }
		: { status2: r.status, _status2: label };
}

/**
 * The estate-system fields of an estate.
 * @param now The seed's time.
 * @param r   The estate's row.
 */
function elements( now: number, r: Row ): DbEstate[ 'elements' ] {
	const id = String( r.id );
	const plot = r.art === 'grundstueck';
	let heatingType = '';
	if ( ! plot ) {
		heatingType =
			r.art === 'wohnung'
				? ( [ 'etage', 'zentral' ][ r.id % 2 ] ?? '' )
				: ( [ 'fussboden', 'zentral' ][ r.id % 2 ] ?? '' );
	}
	let certificate = '';
	if ( r.year > 0 ) {
		certificate = r.id % 2 ? 'bedarf' : 'verbrauch';
	}
	return {
		Id: id,
		mainLangId: '',
		objekttitel: r.title,
		objektbeschreibung:
			r.id === 101
				? HTML_DESCRIPTION
				: `${ r.title }. Das Objekt überzeugt durch eine durchdachte Raumaufteilung, viel Tageslicht und eine sehr gute Anbindung an den öffentlichen Nahverkehr. Schulen, Kindergärten und Einkaufsmöglichkeiten sind fußläufig erreichbar. Die Ausstattung wurde laufend modernisiert; ein Stellplatz kann optional erworben werden. Vereinbaren Sie gern einen Besichtigungstermin.`,
		...statusFields( r ),
		_vermarktungsart: r.market,
		kaufpreis: r.market === 'kauf' ? r.price : 0,
		kaltmiete: r.market === 'miete' ? r.price : 0,
		wohnflaeche: r.area,
		grundstuecksflaeche: r.plot,
		anzahl_zimmer: r.rooms,
		anzahl_badezimmer: Math.min( 2, Math.ceil( r.rooms / 3 ) ),
		auftragvon: isoDate( now, r.from ),
		auftragbis: isoDate( now, r.to ),
		strasse: r.street,
		hausnummer: r.nr,
		plz: r.plz,
		ort: r.ort,
		land: 'DEU',
		objektart: r.art,
		objekttyp: r.typ,
		baujahr: r.year,
		etage: r.art === 'wohnung' ? 2 : 0,
		balkon: r.art === 'wohnung',
		kabel_sat_tv: false,
		befeuerung: plot ? '' : ( HEATING[ r.id % HEATING.length ] ?? '' ),
		heizungsart: heatingType,
		energieausweistyp: certificate,
		endenergiebedarf: r.year > 0 ? 98.4 : 0,
		provisionsfrei: r.id % 2 === 0,
	};
}

/**
 * Builds the demo estates with dates relative to `now`.
 * @param now The seed's time.
 */
export function seedEstates( now: number ): DbEstate[] {
	return ROWS.map( ( r ) => {
		const [ reporting, statistics, activities, document ] = r.settings;
		return {
			id: String( r.id ),
			elements: elements( now, r ),
			images: seedImages( r.id, r.images ),
			settings: {
				reporting,
				reporting_statistics: statistics,
				reporting_activities: activities,
				document,
			},
			brokerId: r.broker,
			relations: RELATIONS[ r.id ] ?? [ { userId: 1, type: 'owner' } ],
			log: activities ? logEntries( r.id, now ) : [],
			crmActivity: [],
			widgets: statistics ? widgets( r.id ) : [],
			shortStats: shortStats( r.id ),
			fileGroups: documents( now, r ),
		};
	} );
}
