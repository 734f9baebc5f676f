/**
 * The activity log of a demo estate: what the broker's staff recorded, stored in German as the estate
 * system keeps it, and answered in the reader's language for French, Italian, Spanish and Dutch.
 */
import type { Lang, Schemas } from '../types';
import { berlinDateTime } from '../util';

const DAY = 86_400_000;

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
		it: "Offerta d'acquisto",
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
		it: "Richiesta sull'immobile",
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
		it: "B Impegno d'acquisto",
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
		it: "L'interessato rinuncia: budget insufficiente.",
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
		it: "Appuntamento annullato all'ultimo momento, se ne fisserà uno nuovo.",
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
		it: "Primo colloquio con l'interessato, documenti richiesti.",
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
