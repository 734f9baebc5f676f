/**
 * The owner's reporting data of a demo estate: chart widgets (titles, labels and series in every language
 * of the sandbox), the activity log of the broker's staff, and the four stat boxes.
 */
import {
	same,
	tr,
	type DbEstate,
	type DbWidget,
	type Lang,
	type Localized,
	type Schemas,
} from '../types';
import { berlinDateTime } from '../util';

const DAY = 86_400_000;

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
				same( 'Website' ),
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
					`KW ${ i + 1 }`,
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
 * The log's texts in the languages the broker's staff would write them in for customers who read French,
 * Italian, Spanish or Dutch: the estate system stores what staff typed, German here; English and German
 * readers see it as stored.
 */
const LOG_TEXTS: Record<
	string,
	Record< 'fr' | 'it' | 'es' | 'nl', string >
> = {
	'Besichtigung durchgeführt': {
		fr: 'Visite effectuée',
		it: 'Visita effettuata',
		es: 'Visita realizada',
		nl: 'Bezichtiging uitgevoerd',
	},
	Exposéversand: {
		fr: 'Envoi de la fiche descriptive',
		it: 'Invio della scheda',
		es: 'Envío de la ficha',
		nl: 'Brochure verstuurd',
	},
	Rückruf: {
		fr: 'Rappel',
		it: 'Richiamata',
		es: 'Devolución de llamada',
		nl: 'Terugbelverzoek',
	},
	Kaufangebot: {
		fr: 'Offre d’achat',
		it: 'Offerta d’acquisto',
		es: 'Oferta de compra',
		nl: 'Koopbod',
	},
	'Besichtigung abgesagt': {
		fr: 'Visite annulée',
		it: 'Visita annullata',
		es: 'Visita cancelada',
		nl: 'Bezichtiging geannuleerd',
	},
	Objektanfrage: {
		fr: 'Demande sur le bien',
		it: 'Richiesta sull’immobile',
		es: 'Solicitud sobre el inmueble',
		nl: 'Aanvraag voor het pand',
	},
	Erstgespräch: {
		fr: 'Premier entretien',
		it: 'Primo colloquio',
		es: 'Primera conversación',
		nl: 'Kennismakingsgesprek',
	},
	'C hohes Interesse': {
		fr: 'C Fort intérêt',
		it: 'C Forte interesse',
		es: 'C Interés alto',
		nl: 'C Grote interesse',
	},
	'E Information': {
		fr: 'E Information',
		it: 'E Informazione',
		es: 'E Información',
		nl: 'E Informatie',
	},
	'G Absage': {
		fr: 'G Refus',
		it: 'G Rinuncia',
		es: 'G Renuncia',
		nl: 'G Afgezegd',
	},
	'B Kaufzusage': {
		fr: 'B Engagement d’achat',
		it: 'B Impegno d’acquisto',
		es: 'B Compromiso de compra',
		nl: 'B Koopbelofte',
	},
	'D Interesse': {
		fr: 'D Intérêt',
		it: 'D Interesse',
		es: 'D Interés',
		nl: 'D Interesse',
	},
	'Besichtigung mit Familie Schneider, sehr positives Feedback zur Lage und zum Garten.':
		{
			fr: 'Visite avec la famille Schneider, retour très positif sur l’emplacement et le jardin.',
			it: 'Visita con la famiglia Schneider, riscontro molto positivo su posizione e giardino.',
			es: 'Visita con la familia Schneider, opinión muy positiva sobre la ubicación y el jardín.',
			nl: 'Bezichtiging met de familie Schneider, zeer positieve reacties op de ligging en de tuin.',
		},
	'Exposé an 4 neue Interessenten versendet.': {
		fr: 'Fiche descriptive envoyée à 4 nouveaux intéressés.',
		it: 'Scheda inviata a 4 nuovi interessati.',
		es: 'Ficha enviada a 4 nuevos interesados.',
		nl: 'Brochure naar 4 nieuwe geïnteresseerden verstuurd.',
	},
	'Interessent sagt ab: Budget reicht nicht aus.': {
		fr: 'L’intéressé renonce\u00a0: budget insuffisant.',
		it: 'L’interessato rinuncia: budget insufficiente.',
		es: 'El interesado renuncia: el presupuesto no alcanza.',
		nl: 'Geïnteresseerde zegt af: budget is niet toereikend.',
	},
	'Schriftliches Angebot über den Angebotspreis eingegangen, Finanzierungsbestätigung folgt.':
		{
			fr: 'Offre écrite au prix demandé reçue, l’accord de financement suit.',
			it: 'Ricevuta offerta scritta al prezzo richiesto, la conferma del finanziamento segue.',
			es: 'Recibida oferta por escrito al precio pedido; la confirmación de la financiación llegará después.',
			nl: 'Schriftelijk bod op de vraagprijs ontvangen, financieringsbevestiging volgt.',
		},
	'Termin kurzfristig abgesagt, neuer Termin wird vereinbart.': {
		fr: 'Rendez-vous annulé au dernier moment, un nouveau rendez-vous sera fixé.',
		it: 'Appuntamento annullato all’ultimo momento, se ne fisserà uno nuovo.',
		es: 'Cita cancelada a última hora; se acordará una nueva.',
		nl: 'Afspraak op korte termijn afgezegd, er wordt een nieuwe afspraak gemaakt.',
	},
	'Anfrage über das Portal ImmoScout24.': {
		fr: 'Demande via le portail ImmoScout24.',
		it: 'Richiesta tramite il portale ImmoScout24.',
		es: 'Solicitud a través del portal ImmoScout24.',
		nl: 'Aanvraag via het portaal ImmoScout24.',
	},
	'Erstgespräch mit Interessent, Unterlagen angefordert.': {
		fr: 'Premier entretien avec l’intéressé, documents demandés.',
		it: 'Primo colloquio con l’interessato, documenti richiesti.',
		es: 'Primera conversación con el interesado; se han pedido los documentos.',
		nl: 'Kennismakingsgesprek met geïnteresseerde, documenten opgevraagd.',
	},
	'Exposé versendet.': {
		fr: 'Fiche descriptive envoyée.',
		it: 'Scheda inviata.',
		es: 'Ficha enviada.',
		nl: 'Brochure verstuurd.',
	},
};

/**
 * A log entry as a reader of `lang` gets it: the seeded staff texts in their language, anything else
 * (a customer's own entry, an action kind the front end reads as a code) as stored.
 * @param entry The stored entry.
 * @param lang  The reader's language.
 */
export function localizeLogEntry(
	entry: Schemas[ 'EstateLogEntry' ],
	lang: Lang
): Schemas[ 'EstateLogEntry' ] {
	if ( lang === 'en' || lang === 'de' ) {
		return entry;
	}
	const text = ( value: string ) => LOG_TEXTS[ value ]?.[ lang ] ?? value;
	return {
		...entry,
		Bemerkung: text( entry.Bemerkung ),
		Aktionstyp: text( entry.Aktionstyp ),
		Beratungsebene: text( entry.Beratungsebene ),
	};
}

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
