/**
 * The owner's document checklist of an estate: groups of rows, each a document type with its info text, in
 * English and German.
 */
import type { DbFileGroup, DbFileRow, Localized } from '../types';

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
		name: { en: 'Personal documents', de: 'Persönliche Unterlagen' },
		rows: [
			[
				'personalausweis',
				{ en: 'Identity card', de: 'Personalausweis' },
				{
					en: 'A copy of every owner’s identity card, front and back.',
					de: 'Kopie des Personalausweises aller Eigentümer (Vorder- und Rückseite).',
				},
			],
			[
				'grundbuchauszug',
				{ en: 'Land register extract', de: 'Grundbuchauszug' },
				{
					en: 'A current extract from the land register, no older than three months.',
					de: 'Aktueller Grundbuchauszug, nicht älter als drei Monate.',
				},
			],
		],
	},
	{
		key: 'building',
		name: { en: 'Building documents', de: 'Gebäudeunterlagen' },
		rows: [
			[
				'energieausweis',
				{ en: 'Energy certificate', de: 'Energieausweis' },
				{
					en: 'A valid energy certificate (based on demand or on consumption).',
					de: 'Gültiger Energieausweis (Bedarfs- oder Verbrauchsausweis).',
				},
			],
			[
				'grundriss',
				{ en: 'Floor plans', de: 'Grundrisse' },
				{
					en: 'Floor plans of every storey, with measurements if you have them.',
					de: 'Grundrisse aller Etagen, gern mit Maßangaben.',
				},
			],
			[
				'baubeschreibung',
				{ en: 'Building specification', de: 'Baubeschreibung' },
				{
					en: 'The building specification or the planning application.',
					de: 'Baubeschreibung oder Bauantrag.',
				},
			],
			[
				'baulasten',
				{
					en: 'Register of building encumbrances',
					de: 'Baulastenverzeichnis',
				},
				{
					en: 'Information from the municipality’s register of building encumbrances.',
					de: 'Auskunft aus dem Baulastenverzeichnis der Gemeinde.',
				},
			],
		],
	},
	{
		key: 'contracts',
		name: { en: 'Contracts', de: 'Verträge' },
		rows: [
			[
				'mietvertrag',
				{ en: 'Tenancy agreements', de: 'Mietverträge' },
				{
					en: 'For a let property, every current tenancy agreement.',
					de: 'Bei vermieteten Objekten alle aktuellen Mietverträge.',
				},
			],
			[
				'teilungserklaerung',
				{ en: 'Declaration of division', de: 'Teilungserklärung' },
				{
					en: 'For a flat, the declaration of division.',
					de: 'Bei Eigentumswohnungen die Teilungserklärung.',
				},
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
