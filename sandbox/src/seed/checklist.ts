/**
 * The owner's document checklist of an estate: groups of rows, each a document type with its info text, in
 * every language of the sandbox.
 */
import { tr, type DbFileGroup, type DbFileRow, type Localized } from '../types';

const DAY = 86_400_000;

/** How a seeded row starts: with a file in one of these states, or without one. */
export type SeedRowState = 'confirmed' | 'not_confirmed' | 'unknown';

/** Groups and rows: key, name, info text. */
const GROUPS: Array< {
	key: string;
	name: Localized;
	rows: Array< [ string, Localized, Localized ] >;
} > = [
	{
		key: 'personal',
		name: tr(
			'Personal documents',
			'Persönliche Unterlagen',
			'Documents personnels',
			'Documenti personali',
			'Documentos personales',
			'Persoonlijke documenten'
		),
		rows: [
			[
				'personalausweis',
				tr(
					'Identity card',
					'Personalausweis',
					'Carte d’identité',
					"Carta d'identità",
					'Documento de identidad',
					'Identiteitskaart'
				),
				tr(
					'A copy of every owner’s identity card, front and back.',
					'Kopie des Personalausweises aller Eigentümer (Vorder- und Rückseite).',
					'Une copie de la carte d’identité de chaque propriétaire, recto et verso.',
					"Una copia della carta d'identità di ogni proprietario, fronte e retro.",
					'Una copia del documento de identidad de cada propietario, por ambas caras.',
					'Een kopie van de identiteitskaart van elke eigenaar, voor- en achterkant.'
				),
			],
			[
				'grundbuchauszug',
				tr(
					'Land register extract',
					'Grundbuchauszug',
					'Titre de propriété',
					'Visura catastale',
					'Nota simple del registro de la propiedad',
					'Uittreksel uit het kadaster'
				),
				tr(
					'A current extract from the land register, no older than three months.',
					'Aktueller Grundbuchauszug, nicht älter als drei Monate.',
					'Une copie du titre de propriété (l’acte notarié de votre achat).',
					'Una visura catastale aggiornata, non più vecchia di tre mesi.',
					'Una nota simple actual del registro de la propiedad, de menos de tres meses.',
					'Een recent uittreksel uit het kadaster, niet ouder dan drie maanden.'
				),
			],
		],
	},
	{
		key: 'building',
		name: tr(
			'Building documents',
			'Gebäudeunterlagen',
			'Documents du bâtiment',
			"Documenti dell'edificio",
			'Documentos del edificio',
			'Documenten van het gebouw'
		),
		rows: [
			[
				'energieausweis',
				tr(
					'Energy certificate',
					'Energieausweis',
					'Diagnostic de performance énergétique',
					'Attestato di prestazione energetica',
					'Certificado energético',
					'Energielabel'
				),
				tr(
					'A valid energy certificate (based on demand or on consumption).',
					'Gültiger Energieausweis (Bedarfs- oder Verbrauchsausweis).',
					'Un diagnostic de performance énergétique valide (fondé sur les besoins ou sur la consommation).',
					'Un attestato di prestazione energetica valido (basato sul fabbisogno o sui consumi).',
					'Un certificado energético vigente (basado en la demanda o en el consumo).',
					'Een geldig energielabel (op basis van behoefte of verbruik).'
				),
			],
			[
				'grundriss',
				tr(
					'Floor plans',
					'Grundrisse',
					'Plans des étages',
					'Planimetrie',
					'Planos',
					'Plattegronden'
				),
				tr(
					'Floor plans of every storey, with measurements if you have them.',
					'Grundrisse aller Etagen, gern mit Maßangaben.',
					'Les plans de chaque étage, avec les cotes si vous les avez.',
					'Le planimetrie di ogni piano, con le misure se le ha.',
					'Los planos de cada planta, con medidas si las tiene.',
					'Plattegronden van elke verdieping, met maten als u die hebt.'
				),
			],
			[
				'baubeschreibung',
				tr(
					'Building specification',
					'Baubeschreibung',
					'Descriptif de construction',
					'Capitolato dei lavori',
					'Memoria de calidades',
					'Bouwbeschrijving'
				),
				tr(
					'The building specification or the planning application.',
					'Baubeschreibung oder Bauantrag.',
					'Le descriptif de construction ou la demande de permis de construire.',
					'Il capitolato dei lavori o la domanda di permesso di costruire.',
					'La memoria de calidades o la solicitud de licencia de obra.',
					'De bouwbeschrijving of de omgevingsvergunningaanvraag.'
				),
			],
			[
				'baulasten',
				tr(
					'Register of building encumbrances',
					'Baulastenverzeichnis',
					'Certificat d’urbanisme',
					'Registro dei vincoli edilizi',
					'Registro de cargas urbanísticas',
					'Register van publiekrechtelijke beperkingen'
				),
				tr(
					'Information from the municipality’s register of building encumbrances.',
					'Auskunft aus dem Baulastenverzeichnis der Gemeinde.',
					'Le certificat d’urbanisme de la mairie, avec les servitudes qui grèvent le terrain.',
					'Informazioni dal registro dei vincoli edilizi del comune.',
					'Información del registro de cargas urbanísticas del municipio.',
					'Informatie uit het register van publiekrechtelijke beperkingen van de gemeente.'
				),
			],
		],
	},
	{
		key: 'contracts',
		name: tr(
			'Contracts',
			'Verträge',
			'Contrats',
			'Contratti',
			'Contratos',
			'Contracten'
		),
		rows: [
			[
				'mietvertrag',
				tr(
					'Tenancy agreements',
					'Mietverträge',
					'Baux de location',
					'Contratti di locazione',
					'Contratos de alquiler',
					'Huurovereenkomsten'
				),
				tr(
					'For a let property, every current tenancy agreement.',
					'Bei vermieteten Objekten alle aktuellen Mietverträge.',
					'Pour un bien loué, tous les baux en cours.',
					'Per un immobile locato, tutti i contratti di locazione in corso.',
					'Si el inmueble está alquilado, todos los contratos de alquiler vigentes.',
					'Bij een verhuurd pand alle lopende huurovereenkomsten.'
				),
			],
			[
				'teilungserklaerung',
				tr(
					'Declaration of division',
					'Teilungserklärung',
					'État descriptif de division',
					'Regolamento di condominio',
					'División horizontal',
					'Splitsingsakte'
				),
				tr(
					'For a flat, the declaration of division.',
					'Bei Eigentumswohnungen die Teilungserklärung.',
					'Pour un appartement, l’état descriptif de division.',
					'Per un appartamento, il regolamento di condominio con le tabelle millesimali.',
					'Para un piso, la escritura de división horizontal.',
					'Bij een appartement de splitsingsakte.'
				),
			],
		],
	},
];

/** The data attribute of every row of the standard checklist. */
export const CHECKLIST_KEYS: string[] = GROUPS.flatMap( ( g ) =>
	g.rows.map( ( [ key ] ) => key )
);

/**
 * The standard document checklist. Rows named in `uploaded` come with a seeded file in that state; the others
 * have none (`not_uploaded`), except the register of building encumbrances, whose state the broker has not
 * determined yet (`unknown`).
 * @param now      The seed's time (files are dated three days before).
 * @param estateId The estate.
 * @param uploaded Data attribute → state of a seeded file.
 */
export function checklist(
	now: number,
	estateId: string,
	uploaded: Record< string, SeedRowState >
): DbFileGroup[] {
	const row = (
		key: string,
		name: Localized,
		description: Localized
	): DbFileRow => {
		const state = uploaded[ key ];
		return {
			key,
			name,
			description,
			dataAttribute: key,
			status:
				state ?? ( key === 'baulasten' ? 'unknown' : 'not_uploaded' ),
			file: state
				? {
						id: `seed-${ estateId }-${ key }`,
						name: `${ key }.pdf`,
						createdAt: new Date( now - 3 * DAY ).toISOString(),
					}
				: null,
		};
	};
	return GROUPS.map( ( g ) => ( {
		key: g.key,
		name: g.name,
		rows: g.rows.map( ( [ key, name, description ] ) =>
			row( key, name, description )
		),
	} ) );
}
