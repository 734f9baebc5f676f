/**
 * Demo estates: fourteen properties covering every status that has its own badge, sale and rent, missing and
 * reversed contract dates, estates with and without images, reporting and documents switched on and off.
 *
 * | Id  | status                      | market | owner@ relation | notes                                          |
 * | 101 | status2obj_aktiv            | kauf   | owner           | everything on, 4 images, documents             |
 * | 102 | aktive_vermarktung          | miete  | owner           | everything on; first stats call answers 500    |
 * | 103 | passive_vermarktung         | kauf   | owner           | reporting and documents off                    |
 * | 104 | reserviert                  | kauf   | owner           | dates missing; statistics on, activities off   |
 * | 105 | status2obj_inaktiv          | kauf   | owner           | contract dates reversed                        |
 * | 106 | marktbeobachtung            | ''     | owner           | no images                                      |
 * | 107 | in_akquise                  | kauf   | owner           | contract ended (100 %)                         |
 * | 108 | vorbereitung                | miete  | owner           |                                                |
 * | 109 | status2obj_archiviert       | kauf   | owner           | status in `status`/`_status` (older system)    |
 * | 110 | auftrag_entzogen            | kauf   | owner           |                                                |
 * | 111 | verkauft                    | kauf   | owner           |                                                |
 * | 112 | vermietet                   | miete  | interested      | buyer@ interested too                          |
 * | 113 | fremd_verkauft_vermietet    | kauf   | contactperson   | buyer@ contact person too                      |
 * | 114 | status2obj_aktiv            | miete  | —               | buyer@ interested                              |
 */
import type { DbEstate, DbFileGroup, Localized, Schemas } from '../types';

const DAY = 86_400_000;

/** Status code → German label, as the estate system names them. */
export const STATUS_LABELS: Record< Schemas[ 'EstateStatus' ], string > = {
	status2obj_aktiv: 'Aktiv',
	aktive_vermarktung: 'Aktive Vermarktung',
	passive_vermarktung: 'Passive Vermarktung',
	reserviert: 'Reserviert',
	status2obj_inaktiv: 'Inaktiv',
	marktbeobachtung: 'Marktbeobachtung',
	in_akquise: 'In Akquise',
	vorbereitung: 'Vorbereitung',
	status2obj_archiviert: 'Archiviert',
	auftrag_entzogen: 'Auftrag entzogen',
	verkauft: 'Verkauft',
	vermietet: 'Vermietet',
	fremd_verkauft_vermietet: 'Fremd verkauft/vermietet',
};

/** Labels and types of estate fields for the detail page's details list (`fields[0].elements`). */
export const ESTATE_FIELD_LABELS: Record<
	string,
	{ label: Localized; type: Schemas[ 'FieldLabel' ][ 'type' ] }
> = {
	Id: { label: { en: 'ID', de: 'ID' }, type: 'integer' },
	mainLangId: {
		label: { en: 'Main language ID', de: 'Hauptsprach-ID' },
		type: 'integer',
	},
	objekttitel: { label: { en: 'Title', de: 'Objekttitel' }, type: 'varchar' },
	objektbeschreibung: {
		label: { en: 'Description', de: 'Objektbeschreibung' },
		type: 'text',
	},
	status: { label: { en: 'Status', de: 'Status' }, type: 'singleselect' },
	_status: { label: { en: 'Status', de: 'Status' }, type: 'varchar' },
	status2: { label: { en: 'Status', de: 'Status' }, type: 'singleselect' },
	_status2: { label: { en: 'Status', de: 'Status' }, type: 'varchar' },
	_vermarktungsart: {
		label: { en: 'Marketing type', de: 'Vermarktungsart' },
		type: 'singleselect',
	},
	kaufpreis: { label: { en: 'Buy Price', de: 'Kaufpreis' }, type: 'float' },
	kaltmiete: { label: { en: 'Cold Rent', de: 'Kaltmiete' }, type: 'float' },
	wohnflaeche: {
		label: { en: 'Living area', de: 'Wohnfläche' },
		type: 'float',
	},
	grundstuecksflaeche: {
		label: { en: 'Plot size', de: 'Grundstücksfläche' },
		type: 'float',
	},
	anzahl_zimmer: {
		label: { en: 'Number of rooms', de: 'Anzahl Zimmer' },
		type: 'float',
	},
	anzahl_badezimmer: {
		label: { en: 'Number of bathrooms', de: 'Anzahl Badezimmer' },
		type: 'float',
	},
	auftragvon: {
		label: { en: 'Contract from', de: 'Auftrag von' },
		type: 'date',
	},
	auftragbis: {
		label: { en: 'Contract until', de: 'Auftrag bis' },
		type: 'date',
	},
	strasse: { label: { en: 'Street', de: 'Straße' }, type: 'varchar' },
	hausnummer: {
		label: { en: 'House number', de: 'Hausnummer' },
		type: 'varchar',
	},
	plz: { label: { en: 'Postal code', de: 'PLZ' }, type: 'varchar' },
	ort: { label: { en: 'City', de: 'Ort' }, type: 'varchar' },
	land: { label: { en: 'Country', de: 'Land' }, type: 'varchar' },
	objektart: {
		label: { en: 'Property kind', de: 'Objektart' },
		type: 'singleselect',
	},
	objekttyp: {
		label: { en: 'Property type', de: 'Objekttyp' },
		type: 'singleselect',
	},
	baujahr: {
		label: { en: 'Year of construction', de: 'Baujahr' },
		type: 'integer',
	},
	etage: { label: { en: 'Floor', de: 'Etage' }, type: 'integer' },
	balkon: { label: { en: 'Balcony', de: 'Balkon' }, type: 'boolean' },
	kabel_sat_tv: {
		label: { en: 'Cable/satellite TV', de: 'Kabel/Sat-TV' },
		type: 'boolean',
	},
	energieausweistyp: {
		label: { en: 'Energy certificate', de: 'Energieausweistyp' },
		type: 'varchar',
	},
	endenergiebedarf: {
		label: { en: 'Final energy demand', de: 'Endenergiebedarf' },
		type: 'float',
	},
	befeuerung: {
		label: { en: 'Heating source', de: 'Befeuerung' },
		type: 'varchar',
	},
	ausstattungsqualitaet: {
		label: { en: 'Equipment quality', de: 'Ausstattungsqualität' },
		type: 'integer',
	},
	zustand: { label: { en: 'Condition', de: 'Zustand' }, type: 'integer' },
	grund: {
		label: { en: 'Reason for valuation', de: 'Grund der Bewertung' },
		type: 'varchar',
	},
	zeitfenster: {
		label: { en: 'Timeframe', de: 'Zeitfenster' },
		type: 'varchar',
	},
	provisionsfrei: {
		label: { en: 'Commission-free', de: 'Provisionsfrei' },
		type: 'boolean',
	},
};

interface Row {
	id: number;
	title: string;
	status: Schemas[ 'EstateStatus' ];
	legacyStatus?: boolean;
	market: 'kauf' | 'miete' | '';
	price: number;
	area: number;
	plot: number;
	rooms: number;
	/** Contract start/end relative to now in days; null = missing. */
	from: number | null;
	to: number | null;
	street: string;
	nr: string;
	plz: string;
	ort: string;
	art: string;
	typ: string;
	year: number;
	images: number;
	settings: [ boolean, boolean, boolean, boolean ];
	broker: string;
}

const ROWS: Row[] = [
	{
		id: 101,
		title: 'Sonniges Einfamilienhaus mit Garten in Berlin-Mitte',
		status: 'status2obj_aktiv',
		market: 'kauf',
		price: 749000,
		area: 148,
		plot: 520,
		rooms: 5.5,
		from: -60,
		to: 120,
		street: 'Invalidenstraße',
		nr: '12',
		plz: '10115',
		ort: 'Berlin',
		art: 'haus',
		typ: 'einfamilienhaus',
		year: 1998,
		images: 4,
		settings: [ true, true, true, true ],
		broker: 'b1',
	},
	{
		id: 102,
		title: 'Helle 3-Zimmer-Wohnung am Viktualienmarkt',
		status: 'aktive_vermarktung',
		market: 'miete',
		price: 1850,
		area: 86,
		plot: 0,
		rooms: 3,
		from: -20,
		to: 40,
		street: 'Rindermarkt',
		nr: '3',
		plz: '80331',
		ort: 'München',
		art: 'wohnung',
		typ: 'etagenwohnung',
		year: 1965,
		images: 3,
		settings: [ true, true, true, true ],
		broker: 'b2',
	},
	{
		id: 103,
		title: 'Stadthaus an der Alster',
		status: 'passive_vermarktung',
		market: 'kauf',
		price: 1290000,
		area: 210,
		plot: 310,
		rooms: 7,
		from: -100,
		to: 80,
		street: 'Ballindamm',
		nr: '40',
		plz: '20095',
		ort: 'Hamburg',
		art: 'haus',
		typ: 'reihenhaus',
		year: 1911,
		images: 2,
		settings: [ false, false, false, false ],
		broker: 'b1',
	},
	{
		id: 104,
		title: 'Altbauwohnung mit Domblick',
		status: 'reserviert',
		market: 'kauf',
		price: 489000,
		area: 94,
		plot: 0,
		rooms: 3.5,
		from: null,
		to: null,
		street: 'Domkloster',
		nr: '4',
		plz: '50667',
		ort: 'Köln',
		art: 'wohnung',
		typ: 'etagenwohnung',
		year: 1928,
		images: 2,
		settings: [ true, true, false, true ],
		broker: 'b1',
	},
	{
		id: 105,
		title: 'Penthouse mit Skyline-Blick',
		status: 'status2obj_inaktiv',
		market: 'kauf',
		price: 1590000,
		area: 165,
		plot: 0,
		rooms: 4,
		from: 30,
		to: -30,
		street: 'Zeil',
		nr: '10',
		plz: '60311',
		ort: 'Frankfurt am Main',
		art: 'wohnung',
		typ: 'penthouse',
		year: 2015,
		images: 1,
		settings: [ true, false, true, false ],
		broker: 'b2',
	},
	{
		id: 106,
		title: 'Baugrundstück am Stadtrand',
		status: 'marktbeobachtung',
		market: '',
		price: 0,
		area: 0,
		plot: 850,
		rooms: 0,
		from: -10,
		to: 170,
		street: 'Feldweg',
		nr: '',
		plz: '04109',
		ort: 'Leipzig',
		art: 'grundstueck',
		typ: 'wohnen',
		year: 0,
		images: 0,
		settings: [ false, false, false, true ],
		broker: 'b1',
	},
	{
		id: 107,
		title: 'Doppelhaushälfte in ruhiger Lage',
		status: 'in_akquise',
		market: 'kauf',
		price: 529000,
		area: 124,
		plot: 280,
		rooms: 5,
		from: -200,
		to: -5,
		street: 'Am Kurpark',
		nr: '7',
		plz: '61348',
		ort: 'Bad Homburg vor der Höhe',
		art: 'haus',
		typ: 'doppelhaushaelfte',
		year: 1984,
		images: 2,
		settings: [ true, true, true, false ],
		broker: 'b1',
	},
	{
		id: 108,
		title: 'Maisonette-Wohnung mit Dachterrasse',
		status: 'vorbereitung',
		market: 'miete',
		price: 2400,
		area: 118,
		plot: 0,
		rooms: 4,
		from: -5,
		to: 360,
		street: 'Königstraße',
		nr: '20',
		plz: '70173',
		ort: 'Stuttgart',
		art: 'wohnung',
		typ: 'maisonette',
		year: 2002,
		images: 1,
		settings: [ true, true, true, true ],
		broker: 'b2',
	},
	{
		id: 109,
		title: 'Reihenmittelhaus (archiviert)',
		status: 'status2obj_archiviert',
		legacyStatus: true,
		market: 'kauf',
		price: 310000,
		area: 102,
		plot: 190,
		rooms: 4,
		from: -800,
		to: -440,
		street: 'Lindenweg',
		nr: '9',
		plz: '10115',
		ort: 'Berlin',
		art: 'haus',
		typ: 'reihenhaus',
		year: 1972,
		images: 1,
		settings: [ false, false, false, false ],
		broker: 'b1',
	},
	{
		id: 110,
		title: 'Mehrfamilienhaus mit sechs Einheiten',
		status: 'auftrag_entzogen',
		market: 'kauf',
		price: 1980000,
		area: 480,
		plot: 900,
		rooms: 18,
		from: -300,
		to: 60,
		street: 'Ringstraße',
		nr: '101',
		plz: '50667',
		ort: 'Köln',
		art: 'haus',
		typ: 'mehrfamilienhaus',
		year: 1958,
		images: 1,
		settings: [ false, false, false, false ],
		broker: 'b1',
	},
	{
		id: 111,
		title: 'Kleines Haus am See (verkauft)',
		status: 'verkauft',
		market: 'kauf',
		price: 415000,
		area: 96,
		plot: 640,
		rooms: 4,
		from: -400,
		to: -100,
		street: 'Seeweg',
		nr: '2',
		plz: '20095',
		ort: 'Hamburg',
		art: 'haus',
		typ: 'einfamilienhaus',
		year: 1936,
		images: 1,
		settings: [ true, true, false, false ],
		broker: 'b1',
	},
	{
		id: 112,
		title: 'Studio-Apartment nahe Universität',
		status: 'vermietet',
		market: 'miete',
		price: 780,
		area: 34,
		plot: 0,
		rooms: 1,
		from: -90,
		to: 90,
		street: 'Ludwigstraße',
		nr: '25',
		plz: '80331',
		ort: 'München',
		art: 'wohnung',
		typ: 'etagenwohnung',
		year: 1990,
		images: 2,
		settings: [ true, true, true, true ],
		broker: 'b2',
	},
	{
		id: 113,
		title: 'Loft in ehemaliger Fabrik',
		status: 'fremd_verkauft_vermietet',
		market: 'kauf',
		price: 665000,
		area: 140,
		plot: 0,
		rooms: 2.5,
		from: -150,
		to: 30,
		street: 'Hafenstraße',
		nr: '8',
		plz: '20095',
		ort: 'Hamburg',
		art: 'wohnung',
		typ: 'etagenwohnung',
		year: 1903,
		images: 1,
		settings: [ true, true, true, true ],
		broker: 'b1',
	},
	{
		id: 114,
		title: 'Familienwohnung mit Balkon',
		status: 'status2obj_aktiv',
		market: 'miete',
		price: 1390,
		area: 92,
		plot: 0,
		rooms: 3,
		from: -15,
		to: 165,
		street: 'Berger Straße',
		nr: '77',
		plz: '60311',
		ort: 'Frankfurt am Main',
		art: 'wohnung',
		typ: 'etagenwohnung',
		year: 1999,
		images: 1,
		settings: [ true, false, false, false ],
		broker: 'b2',
	},
];

/** Relations of the demo customers (1 owner@, 2 buyer@, 3 empty@). */
const RELATIONS: Record< number, DbEstate[ 'relations' ] > = {
	112: [
		{ userId: 1, type: 'interested' },
		{ userId: 2, type: 'interested' },
	],
	113: [
		{ userId: 1, type: 'contactperson' },
		{ userId: 2, type: 'contactperson' },
	],
	114: [ { userId: 2, type: 'interested' } ],
};

const isoDate = ( now: number, days: number | null ) =>
	days === null
		? ''
		: new Date( now + days * DAY ).toISOString().slice( 0, 10 );

/**
 * `YYYY-MM-DD HH:mm:ss` in UTC.
 * @param ms
 */
export function logDate( ms: number ): string {
	return new Date( ms ).toISOString().slice( 0, 19 ).replace( 'T', ' ' );
}

function widgets( seed: number ): Schemas[ 'StatWidget' ][] {
	const v = ( base: number, i: number ) =>
		base + ( ( seed * 7 + i * 13 ) % 11 );
	return [
		{
			key: 'inquiries_by_portal',
			title: 'Inquiries by portal',
			total: v( 40, 0 ) + v( 20, 1 ) + v( 10, 2 ) + v( 5, 3 ),
			trend: { percentage: 12.5 },
			chartType: 'pie',
			labels: [ 'ImmoScout24', 'Immowelt', 'Website', 'Empfehlung' ],
			datasets: [
				{
					label: 'Number of associated addresses',
					data: [ v( 40, 0 ), v( 20, 1 ), v( 10, 2 ), v( 5, 3 ) ],
				},
			],
		},
		{
			key: 'activities_by_kind',
			title: 'Activities by kind',
			total: v( 12, 4 ) + v( 8, 5 ) + v( 4, 6 ),
			trend: { percentage: -8 },
			chartType: 'doughnut',
			labels: [ 'Email', 'Telefonat', 'Besichtigung' ],
			datasets: [
				{
					label: 'Number of Agentlog entries',
					data: [ v( 12, 4 ), v( 8, 5 ), v( 4, 6 ) ],
				},
			],
		},
		{
			key: 'viewings_per_week',
			title: 'Viewings per week',
			total: [ 0, 1, 2, 3, 4, 5 ].reduce(
				( s, i ) => s + ( v( 0, i ) % 6 ),
				0
			),
			trend: { percentage: 50 },
			chartType: 'bar',
			labels: [ 'KW 1', 'KW 2', 'KW 3', 'KW 4', 'KW 5', 'KW 6' ],
			datasets: [
				{
					label: 'Number of Agentlog entries',
					data: [ 0, 1, 2, 3, 4, 5 ].map( ( i ) => v( 0, i ) % 6 ),
				},
			],
		},
		{
			key: 'marketing_costs',
			title: 'Marketing costs',
			total: 1240,
			trend: { percentage: 0 },
			chartType: 'line',
			labels: [ 'Jan', 'Feb', 'Mär', 'Apr', 'Mai', 'Jun' ],
			datasets: [
				{ label: 'Costs', data: [ 120, 180, 260, 210, 230, 240 ] },
			],
		},
	];
}

function log( id: number, now: number ): Schemas[ 'EstateLogEntry' ][] {
	const entries: Array< [ number, string, string, string, string, string ] > =
		[
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
	return entries.map( ( [ days, art, typ, ebene, user, remark ], i ) => ( {
		id: `${ id }-${ i + 1 }`,
		Datum: logDate( now - days * DAY - ( i * 37 + 9 ) * 60_000 ),
		Bemerkung: remark,
		Aktionsart: art,
		Aktionstyp: typ,
		Beratungsebene: ebene,
		Benutzer_nr: user,
	} ) );
}

/**
 * The standard document checklist; `uploaded` lists data attributes that come with a seeded file.
 * @param now
 * @param estateId
 * @param uploaded
 */
export function checklist(
	now: number,
	estateId: string,
	uploaded: Record< string, 'confirmed' | 'not_confirmed' >
): DbFileGroup[] {
	const row = ( key: string, name: string, description: string ) => ( {
		key,
		name,
		description,
		dataAttribute: key,
		status:
			uploaded[ key ] ??
			( key === 'baulasten'
				? ( 'unknown' as const )
				: ( 'not_uploaded' as const ) ),
		file: uploaded[ key ]
			? {
					id: `seed-${ estateId }-${ key }`,
					name: `${ key }.pdf`,
					createdAt: new Date( now - 3 * DAY ).toISOString(),
				}
			: null,
	} );
	return [
		{
			key: 'personal',
			name: 'Persönliche Unterlagen',
			rows: [
				row(
					'personalausweis',
					'Personalausweis',
					'Kopie des Personalausweises aller Eigentümer (Vorder- und Rückseite).'
				),
				row(
					'grundbuchauszug',
					'Grundbuchauszug',
					'Aktueller Grundbuchauszug, nicht älter als drei Monate.'
				),
			],
		},
		{
			key: 'building',
			name: 'Gebäudeunterlagen',
			rows: [
				row(
					'energieausweis',
					'Energieausweis',
					'Gültiger Energieausweis (Bedarfs- oder Verbrauchsausweis).'
				),
				row(
					'grundriss',
					'Grundrisse',
					'Grundrisse aller Etagen, gern mit Maßangaben.'
				),
				row(
					'baubeschreibung',
					'Baubeschreibung',
					'Baubeschreibung oder Bauantrag.'
				),
				row(
					'baulasten',
					'Baulastenverzeichnis',
					'Auskunft aus dem Baulastenverzeichnis der Gemeinde.'
				),
			],
		},
		{
			key: 'contracts',
			name: 'Verträge',
			rows: [
				row(
					'mietvertrag',
					'Mietverträge',
					'Bei vermieteten Objekten alle aktuellen Mietverträge.'
				),
				row(
					'teilungserklaerung',
					'Teilungserklärung',
					'Bei Eigentumswohnungen die Teilungserklärung.'
				),
			],
		},
	];
}

/**
 * Image file names of an estate: the first is the `Titelbild`, a floor plan comes last when there are 3+.
 * @param id
 * @param count
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
			file: `${ id }-${ i }${ plan ? '-plan' : '' }.svg`,
			...image,
		} );
	}
	return out;
}

/**
 * Builds the demo estates with dates relative to `now`.
 * @param now
 */
export function seedEstates( now: number ): DbEstate[] {
	return ROWS.map( ( r ) => {
		const id = String( r.id );
		const statusFields: Record< string, string > = r.legacyStatus
			? { status: r.status, _status: STATUS_LABELS[ r.status ] }
			: { status2: r.status, _status2: STATUS_LABELS[ r.status ] };
		const [ reporting, statistics, activities, document ] = r.settings;
		const docs = document
			? checklist(
					now,
					id,
					r.id === 101
						? {
								personalausweis: 'confirmed',
								energieausweis: 'not_confirmed',
								grundriss: 'confirmed',
							}
						: { grundbuchauszug: 'confirmed' }
				)
			: [];
		return {
			id,
			elements: {
				Id: id,
				mainLangId: '',
				objekttitel: r.title,
				objektbeschreibung: `${ r.title }. Das Objekt überzeugt durch eine durchdachte Raumaufteilung, viel Tageslicht und eine sehr gute Anbindung an den öffentlichen Nahverkehr. Schulen, Kindergärten und Einkaufsmöglichkeiten sind fußläufig erreichbar. Die Ausstattung wurde laufend modernisiert; ein Stellplatz kann optional erworben werden. Vereinbaren Sie gern einen Besichtigungstermin.`,
				...statusFields,
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
				energieausweistyp: r.year > 0 ? 'Bedarfsausweis' : '',
				endenergiebedarf: r.year > 0 ? 98.4 : 0,
				provisionsfrei: r.id % 2 === 0,
			},
			images: seedImages( r.id, r.images ),
			settings: {
				reporting,
				reporting_statistics: statistics,
				reporting_activities: activities,
				document,
			},
			brokerId: r.broker,
			relations: RELATIONS[ r.id ] ?? [ { userId: 1, type: 'owner' } ],
			log: activities ? log( r.id, now ) : [],
			widgets: statistics ? widgets( r.id ) : [],
			shortStats: {
				absagen: {
					total: 2 + ( r.id % 4 ),
					trend: { percentage: -25 },
				},
				besichtigungen: {
					total: 6 + ( r.id % 9 ),
					trend: { percentage: 40 },
				},
				exposeversand: {
					total: 30 + ( r.id % 23 ),
					trend: { percentage: 12.5 },
				},
				objektanfragen: {
					total: 45 + ( r.id % 17 ),
					trend: { percentage: 0 },
				},
			},
			fileGroups: docs,
		};
	} );
}
