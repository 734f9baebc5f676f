/**
 * Estate detail, stats and log answers for the component tests, shaped by the contract's types
 * (plus the permitted values the fields description may carry).
 */
import { http, HttpResponse } from 'msw';
import type { components } from '../../../src/api/generated/openapi';
import { api, server } from '../server';

type Schemas = components[ 'schemas' ];

/** The relations a customer may have to a property. */
export type RelationType = Schemas[ 'EstateRelation' ][ 'type' ];

/** A detail answer's parts a test may change. */
export interface DetailOverrides {
	elements?: Record< string, unknown >;
	settings?: Partial< Schemas[ 'EstateSettings' ] >;
	relation?: RelationType;
	images?: Schemas[ 'EstateImage' ][];
	fields?: Record< string, unknown >;
}

/** Four pictures, the cover second. */
export const FOUR_IMAGES: Schemas[ 'EstateImage' ][] = [
	{
		url: 'https://api.example/media/estates/101-2.jpg',
		title: 'Wohnzimmer',
		type: 'Foto',
	},
	{
		url: 'https://api.example/media/estates/101-1.jpg',
		title: 'Außenansicht',
		type: 'Titelbild',
	},
	{
		url: 'https://api.example/media/estates/101-3.jpg',
		title: 'Küche',
		type: 'Foto',
	},
	{
		url: 'https://api.example/media/estates/101-4.jpg',
		title: 'Grundriss Erdgeschoss',
		type: 'Grundriss',
	},
];

/** The description with more than 220 characters of text, HTML and an umlaut near the cut. */
export const LONG_DESCRIPTION =
	'<p>Sonniges Einfamilienhaus mit großem Garten in ruhiger Lage. Das Haus überzeugt durch eine durchdachte Raumaufteilung und viel Tageslicht.</p><ul><li>Terrasse nach Süden</li><li>Doppelgarage</li></ul><p>Weitere Bilder im <a href="https://broker.example/expose">Online-Exposé</a>; Schulen und Geschäfte sind fußläufig erreichbar, wir freuen uns auf Sie.</p>';

/**
 * An estate detail answer: a house for sale, owned, everything on.
 *
 * @param id        The estate id.
 * @param overrides Changes.
 */
export function detailAnswer( id = '101', overrides: DetailOverrides = {} ) {
	const relation = overrides.relation ?? 'owner';
	return {
		data: [
			{
				id,
				type: 'estate',
				elements: {
					Id: id,
					mainLangId: '',
					objekttitel: 'Sonniges Einfamilienhaus',
					objektbeschreibung: LONG_DESCRIPTION,
					status2: 'status2obj_aktiv',
					_status2: 'Aktiv',
					_vermarktungsart: 'kauf',
					kaufpreis: 749000,
					kaltmiete: 0,
					wohnflaeche: 148,
					grundstuecksflaeche: 520,
					anzahl_zimmer: 5.5,
					auftragvon: '2025-01-01',
					auftragbis: '2025-12-31',
					strasse: 'Invalidenstraße',
					hausnummer: '12',
					plz: '10115',
					ort: 'Berlin',
					land: 'DEU',
					baujahr: 1998,
					etage: 0,
					balkon: true,
					kabel_sat_tv: false,
					befeuerung: 'gas,fern',
					objektart: 'haus',
					endenergiebedarf: 98.4,
					energieausweistyp: '',
					...overrides.elements,
				},
			},
		],
		fields: [
			{
				elements: {
					Id: { label: 'ID', type: 'integer' },
					mainLangId: { label: 'Main language ID', type: 'integer' },
					objekttitel: { label: 'Title', type: 'varchar' },
					objektbeschreibung: { label: 'Description', type: 'text' },
					status2: { label: 'Status', type: 'singleselect' },
					_status2: { label: 'Status', type: 'varchar' },
					_vermarktungsart: {
						label: 'Marketing type',
						type: 'singleselect',
						permittedvalues: { kauf: 'Sale', miete: 'Rent' },
					},
					kaufpreis: { label: 'Buy Price', type: 'float' },
					kaltmiete: { label: 'Cold Rent', type: 'float' },
					wohnflaeche: { label: 'Living area', type: 'float' },
					grundstuecksflaeche: { label: 'Plot size', type: 'float' },
					anzahl_zimmer: { label: 'Number of rooms', type: 'float' },
					auftragvon: { label: 'Contract from', type: 'date' },
					auftragbis: { label: 'Contract until', type: 'date' },
					strasse: { label: 'Street', type: 'varchar' },
					hausnummer: { label: 'House number', type: 'varchar' },
					plz: { label: 'Postal code', type: 'varchar' },
					ort: { label: 'City', type: 'varchar' },
					land: { label: 'Country', type: 'varchar' },
					baujahr: { label: 'Year of construction', type: 'integer' },
					etage: { label: 'Floor', type: 'integer' },
					balkon: { label: 'Balcony', type: 'boolean' },
					kabel_sat_tv: {
						label: 'Cable/satellite TV',
						type: 'boolean',
					},
					befeuerung: {
						label: 'Heating source',
						type: 'varchar',
						permittedvalues: { gas: 'Gas', oel: 'Oil' },
					},
					objektart: {
						label: 'Property kind',
						type: 'singleselect',
						permittedvalues: {
							haus: 'House',
							wohnung: 'Apartment',
						},
					},
					endenergiebedarf: {
						label: 'Final energy demand',
						type: 'float',
					},
					energieausweistyp: {
						label: 'Energy certificate',
						type: 'varchar',
					},
					...overrides.fields,
				},
			},
		],
		images: [ { elements: overrides.images ?? FOUR_IMAGES } ],
		settings: {
			reporting: true,
			reporting_statistics: true,
			reporting_activities: true,
			document: true,
			...overrides.settings,
		},
		relations: [ { type: relation, owner: relation === 'owner' } ],
		broker: {
			Vorname: 'Bianca',
			Name: 'Broker',
			Zusatz1: 'Immobilien GmbH',
			Email: 'bianca@broker.example',
			Telefon1: '+49 30 987654-0',
			imageUrl: '',
		},
	};
}

/** Chart widgets of every kind. */
export const statsAnswer: Schemas[ 'StatsResponse' ] = {
	data: [
		{
			key: 'inquiries_by_portal',
			title: 'Inquiries by portal',
			total: 75,
			trend: { percentage: 12.5 },
			chartType: 'pie',
			labels: [ 'ImmoScout24', 'Immowelt', 'Website', 'Empfehlung' ],
			datasets: [
				{
					label: 'Number of associated addresses',
					data: [ 40, 20, 10, 5 ],
				},
			],
		},
		{
			key: 'activities_by_kind',
			title: 'Activities by kind',
			total: 24,
			trend: { percentage: -8 },
			chartType: 'doughnut',
			labels: [ 'Email', 'Telefonat', 'Besichtigung' ],
			datasets: [
				{ label: 'Number of Agentlog entries', data: [ 12, 8, 4 ] },
			],
		},
		{
			key: 'marketing_costs',
			title: 'Marketing costs',
			total: 1240,
			trend: { percentage: 0 },
			chartType: 'line',
			labels: [ 'Jan', 'Feb', 'Mär' ],
			datasets: [ { label: 'Costs', data: [ 120, 180, 260.5 ] } ],
		},
	],
};

/** A remark of more than 56 characters. */
export const LONG_REMARK =
	'Schriftliches Angebot über den Angebotspreis eingegangen, Finanzierungsbestätigung folgt.';

/** An activity log with users, one photo, a cancellation and an entry without user. */
export const logAnswer: Schemas[ 'EstateLogResponse' ] = {
	estateLog: [
		{
			id: '1',
			Datum: '2025-03-12 14:05:00',
			Bemerkung: LONG_REMARK,
			Aktionsart: 'Angebot',
			Aktionstyp: 'Kaufangebot',
			Beratungsebene: 'B Kaufzusage',
			Benutzer_nr: '11',
		},
		{
			id: '2',
			Datum: '2025-03-10 09:30:00',
			Bemerkung: 'Interessent sagt ab: Budget reicht nicht aus.',
			Aktionsart: 'Telefonat',
			Aktionstyp: 'Rückruf',
			Beratungsebene: 'G Absage',
			Benutzer_nr: '12',
		},
		{
			id: '3',
			Datum: '2025-03-01 17:45:00',
			Bemerkung: 'Anfrage über das Portal ImmoScout24.',
			Aktionsart: 'Email',
			Aktionstyp: 'Objektanfrage',
			Beratungsebene: 'D Interesse',
			Benutzer_nr: '',
		},
	],
	estateLogUsers: [
		{
			id: '11',
			elements: {
				Nr: '11',
				Vorname: 'Max',
				Nachname: 'Makler',
				Name: 'Makler',
				Anrede: 'Herr',
				email: 'max@broker.example',
			},
		},
		{
			id: '12',
			elements: {
				Nr: '12',
				Vorname: 'Sabine',
				Nachname: 'Schulz',
				Name: 'Schulz',
				Anrede: 'Frau',
				email: 'sabine@broker.example',
			},
		},
	],
	estateLogUsersPhoto: [
		{
			id: '11',
			elements: { photo: 'https://api.example/media/users/11.jpg' },
		},
	],
	statisticWidgets: [
		'inquiries_by_portal',
		'activities_by_kind',
		'marketing_costs',
	],
};

/** The short stats of the Overview. */
export const overviewShortStats: Schemas[ 'ShortStatsResponse' ] = {
	data: {
		absagen: { total: 3, trend: { percentage: -25 } },
		besichtigungen: { total: 14, trend: { percentage: 40 } },
		exposeversand: { total: 52, trend: { percentage: 12.5 } },
		objektanfragen: { total: 1061, trend: { percentage: 0 } },
	},
};

/** The calls of one test, by kind. */
export interface ReportingCalls {
	detail: number;
	shortStats: number;
	stats: number;
	log: number;
	posts: unknown[];
	/** The estate ids the posts were made for, in order. */
	postedIds: string[];
}

/**
 * Answers the estate and its reporting calls like the sandbox and counts them.
 *
 * @param detail The detail answer (or a status with an error body).
 */
export function answerEstate(
	detail: unknown = detailAnswer()
): ReportingCalls {
	const calls: ReportingCalls = {
		detail: 0,
		shortStats: 0,
		stats: 0,
		log: 0,
		posts: [],
		postedIds: [],
	};
	server.use(
		http.get( api( 'onoffice/estates/:id' ), () => {
			calls.detail++;
			return HttpResponse.json( detail as Record< string, unknown > );
		} ),
		http.get( api( 'onoffice/estates/:id/short-stats' ), () => {
			calls.shortStats++;
			return HttpResponse.json( overviewShortStats );
		} ),
		http.get( api( 'onoffice/estates/:id/stats' ), () => {
			calls.stats++;
			return HttpResponse.json( statsAnswer );
		} ),
		http.get( api( 'onoffice/estates/:id/log' ), () => {
			calls.log++;
			return HttpResponse.json( logAnswer );
		} ),
		http.post(
			api( 'onoffice/estates/:id/log' ),
			async ( { request, params } ) => {
				calls.postedIds.push( String( params.id ) );
				calls.posts.push( await request.json() );
				return HttpResponse.json(
					{ message: 'log_created', data: logAnswer.estateLog[ 0 ] },
					{ status: 201 }
				);
			}
		)
	);
	return calls;
}
