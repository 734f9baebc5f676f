/**
 * The owner's reporting data of a demo estate: chart widgets (titles, labels and series in every language
 * of the sandbox) and the four stat boxes (the activity log is in activity-log.ts).
 */
import {
	same,
	tr,
	type DbEstate,
	type DbWidget,
	type Localized,
	type Schemas,
} from '../types';

/** Series labels of the estate system. */
const SERIES = {
	agentlog: tr(
		'Number of Agentlog entries',
		'Anzahl der Aktivitäten',
		'Nombre d’activités',
		'Numero di attività',
		'Número de actividades',
		'Aantal activiteiten'
	),
	addresses: tr(
		'Number of associated addresses',
		'Anzahl verknüpfter Adressen',
		'Nombre d’adresses liées',
		'Numero di indirizzi collegati',
		'Número de direcciones vinculadas',
		'Aantal gekoppelde adressen'
	),
	costs: tr( 'Costs', 'Kosten', 'Coûts', 'Costi', 'Costes', 'Kosten' ),
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
			title: tr(
				'Inquiries by portal',
				'Anfragen nach Portal',
				'Demandes par portail',
				'Richieste per portale',
				'Solicitudes por portal',
				'Aanvragen per portaal'
			),
			total: v( 40, 0 ) + v( 20, 1 ) + v( 10, 2 ) + v( 5, 3 ),
			trend: { percentage: 12.5 },
			chartType: 'pie',
			labels: [
				same( 'ImmoScout24' ),
				same( 'Immowelt' ),
				tr(
					'Website',
					'Website',
					'Site web',
					'Sito web',
					'Sitio web',
					'Website'
				),
				tr(
					'Referral',
					'Empfehlung',
					'Recommandation',
					'Passaparola',
					'Recomendación',
					'Aanbeveling'
				),
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
			title: tr(
				'Activities by kind',
				'Aktivitäten nach Art',
				'Activités par type',
				'Attività per tipo',
				'Actividades por tipo',
				'Activiteiten per soort'
			),
			total: v( 12, 4 ) + v( 8, 5 ) + v( 4, 6 ),
			trend: { percentage: -8 },
			chartType: 'doughnut',
			labels: [
				tr(
					'E-mail',
					'E-Mail',
					'E-mail',
					'E-mail',
					'Correo electrónico',
					'E-mail'
				),
				tr(
					'Phone call',
					'Telefonat',
					'Appel téléphonique',
					'Telefonata',
					'Llamada',
					'Telefoongesprek'
				),
				tr(
					'Viewing',
					'Besichtigung',
					'Visite',
					'Visita',
					'Visita',
					'Bezichtiging'
				),
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
			title: tr(
				'Viewings per week',
				'Besichtigungen pro Woche',
				'Visites par semaine',
				'Visite a settimana',
				'Visitas por semana',
				'Bezichtigingen per week'
			),
			total: weeks.reduce( ( s, i ) => s + ( v( 0, i ) % 6 ), 0 ),
			trend: { percentage: 50 },
			chartType: 'bar',
			labels: weeks.map( ( i ) =>
				tr(
					`Week ${ i + 1 }`,
					`Woche ${ i + 1 }`,
					`Sem. ${ i + 1 }`,
					`Sett. ${ i + 1 }`,
					`Sem. ${ i + 1 }`,
					`Week ${ i + 1 }`
				)
			),
			datasets: [
				{
					label: SERIES.agentlog,
					data: weeks.map( ( i ) => v( 0, i ) % 6 ),
				},
			],
		},
		{
			key: 'marketing_costs',
			title: tr(
				'Marketing costs',
				'Vermarktungskosten',
				'Coûts de commercialisation',
				'Costi di commercializzazione',
				'Costes de comercialización',
				'Marketingkosten'
			),
			total: 1240,
			trend: { percentage: 0 },
			chartType: 'line',
			labels: [
				tr( 'Jan', 'Jan', 'janv.', 'gen', 'ene', 'jan' ),
				tr( 'Feb', 'Feb', 'févr.', 'feb', 'feb', 'feb' ),
				tr( 'Mar', 'Mär', 'mars', 'mar', 'mar', 'mrt' ),
				tr( 'Apr', 'Apr', 'avr.', 'apr', 'abr', 'apr' ),
				tr( 'May', 'Mai', 'mai', 'mag', 'may', 'mei' ),
				tr( 'Jun', 'Jun', 'juin', 'giu', 'jun', 'jun' ),
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
