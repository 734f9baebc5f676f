/**
 * The owner's reporting data of a demo estate: chart widgets (titles, labels and series in English and
 * German), the activity log of the broker's staff, and the four stat boxes.
 */
import type { DbEstate, DbWidget, Localized, Schemas } from '../types';
import { berlinDateTime } from '../util';

const DAY = 86_400_000;

const same = ( text: string ): Localized => ( { en: text, de: text } );

/** Series labels of the estate system. */
const SERIES = {
	agentlog: {
		en: 'Number of Agentlog entries',
		de: 'Anzahl der Aktivitäten',
	},
	addresses: {
		en: 'Number of associated addresses',
		de: 'Anzahl verknüpfter Adressen',
	},
	costs: { en: 'Costs', de: 'Kosten' },
};

/**
 * The four chart widgets of an estate, one per chart type; the numbers vary with the estate.
 * @param seed A number that varies the figures (the estate id).
 */
export function widgets( seed: number ): DbWidget[] {
	const v = ( base: number, i: number ) =>
		base + ( ( seed * 7 + i * 13 ) % 11 );
	const weeks = [ 0, 1, 2, 3, 4, 5 ];
	return [
		{
			key: 'inquiries_by_portal',
			title: { en: 'Inquiries by portal', de: 'Anfragen nach Portal' },
			total: v( 40, 0 ) + v( 20, 1 ) + v( 10, 2 ) + v( 5, 3 ),
			trend: { percentage: 12.5 },
			chartType: 'pie',
			labels: [
				same( 'ImmoScout24' ),
				same( 'Immowelt' ),
				same( 'Website' ),
				{ en: 'Referral', de: 'Empfehlung' },
			],
			datasets: [
				{
					label: SERIES.addresses,
					data: [ v( 40, 0 ), v( 20, 1 ), v( 10, 2 ), v( 5, 3 ) ],
				},
			],
		},
		{
			key: 'activities_by_kind',
			title: { en: 'Activities by kind', de: 'Aktivitäten nach Art' },
			total: v( 12, 4 ) + v( 8, 5 ) + v( 4, 6 ),
			trend: { percentage: -8 },
			chartType: 'doughnut',
			labels: [
				{ en: 'E-mail', de: 'E-Mail' },
				{ en: 'Phone call', de: 'Telefonat' },
				{ en: 'Viewing', de: 'Besichtigung' },
			],
			datasets: [
				{
					label: SERIES.agentlog,
					data: [ v( 12, 4 ), v( 8, 5 ), v( 4, 6 ) ],
				},
			],
		},
		{
			key: 'viewings_per_week',
			title: { en: 'Viewings per week', de: 'Besichtigungen pro Woche' },
			total: weeks.reduce( ( s, i ) => s + ( v( 0, i ) % 6 ), 0 ),
			trend: { percentage: 50 },
			chartType: 'bar',
			labels: weeks.map( ( i ) => ( {
				en: `Week ${ i + 1 }`,
				de: `KW ${ i + 1 }`,
			} ) ),
			datasets: [
				{
					label: SERIES.agentlog,
					data: weeks.map( ( i ) => v( 0, i ) % 6 ),
				},
			],
		},
		{
			key: 'marketing_costs',
			title: { en: 'Marketing costs', de: 'Vermarktungskosten' },
			total: 1240,
			trend: { percentage: 0 },
			chartType: 'line',
			labels: [
				same( 'Jan' ),
				same( 'Feb' ),
				{ en: 'Mar', de: 'Mär' },
				same( 'Apr' ),
				{ en: 'May', de: 'Mai' },
				same( 'Jun' ),
			],
			datasets: [
				{
					label: SERIES.costs,
					data: [ 120, 180, 260, 210, 230, 240 ],
				},
			],
		},
	];
}

/**
 * A widget in one language.
 * @param w    The widget.
 * @param lang The language.
 */
export function localizeWidget(
	w: DbWidget,
	lang: keyof Localized
): Schemas[ 'StatWidget' ] {
	return {
		...w,
		title: w.title[ lang ],
		labels: w.labels.map( ( l ) => l[ lang ] ),
		datasets: w.datasets.map( ( d ) => ( {
			label: d.label[ lang ],
			data: d.data,
		} ) ),
	};
}

/** Log entries: days ago, action kind, action type, advisory level, staff number, remark. */
const LOG: Array< [ number, string, string, string, string, string ] > = [
	[
		1,
		'Besichtigung',
		'Besichtigung durchgeführt',
		'C hohes Interesse',
		'11',
		'Besichtigung mit Familie Schneider, sehr positives Feedback zur Lage und zum Garten.',
	],
	[
		2,
		'Email',
		'Exposéversand',
		'E Information',
		'13',
		'Exposé an 4 neue Interessenten versendet.',
	],
	[
		3,
		'Telefonat',
		'Rückruf',
		'G Absage',
		'12',
		'Interessent sagt ab: Budget reicht nicht aus.',
	],
	[
		5,
		'Angebot',
		'Kaufangebot',
		'B Kaufzusage',
		'11',
		'Schriftliches Angebot über den Angebotspreis eingegangen, Finanzierungsbestätigung folgt.',
	],
	[
		7,
		'Besichtigung',
		'Besichtigung abgesagt',
		'G Absage',
		'11',
		'Termin kurzfristig abgesagt, neuer Termin wird vereinbart.',
	],
	[
		9,
		'Email',
		'Objektanfrage',
		'D Interesse',
		'',
		'Anfrage über das Portal ImmoScout24.',
	],
	[
		12,
		'Telefonat',
		'Erstgespräch',
		'D Interesse',
		'12',
		'Erstgespräch mit Interessent, Unterlagen angefordert.',
	],
	[
		20,
		'Email',
		'Exposéversand',
		'E Information',
		'13',
		'Exposé versendet.',
	],
];

/**
 * The activity log of an estate, dated before `now` in the broker's local time.
 * @param id  The estate id.
 * @param now The seed's time.
 */
export function logEntries(
	id: number,
	now: number
): Schemas[ 'EstateLogEntry' ][] {
	return LOG.map( ( [ days, art, typ, ebene, user, remark ], i ) => ( {
		id: `${ id }-${ i + 1 }`,
		Datum: berlinDateTime( now - days * DAY - ( i * 37 + 9 ) * 60_000 ),
		Bemerkung: remark,
		Aktionsart: art,
		Aktionstyp: typ,
		Beratungsebene: ebene,
		Benutzer_nr: user,
	} ) );
}

/**
 * The four stat boxes of an estate.
 * @param id The estate id (varies the totals).
 */
export function shortStats( id: number ): DbEstate[ 'shortStats' ] {
	return {
		absagen: { total: 2 + ( id % 4 ), trend: { percentage: -25 } },
		besichtigungen: { total: 6 + ( id % 9 ), trend: { percentage: 40 } },
		exposeversand: { total: 30 + ( id % 23 ), trend: { percentage: 12.5 } },
		objektanfragen: { total: 45 + ( id % 17 ), trend: { percentage: 0 } },
	};
}

/** The stat boxes of an estate that has none yet (a fresh valuation). */
export const NO_STATS: DbEstate[ 'shortStats' ] = {
	absagen: { total: 0, trend: { percentage: 0 } },
	besichtigungen: { total: 0, trend: { percentage: 0 } },
	exposeversand: { total: 0, trend: { percentage: 0 } },
	objektanfragen: { total: 0, trend: { percentage: 0 } },
};
