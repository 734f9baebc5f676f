/**
 * Dashboard answers for the component tests, shaped by the contract's types.
 */
import type { components } from '../../../src/api/generated/openapi';

type Schemas = components[ 'schemas' ];

/** A list item's parts a test may change. */
export interface ListItemOverrides {
	elements?: Partial< Schemas[ 'EstateElements' ] >;
	settings?: Partial< Schemas[ 'EstateSettings' ] >;
	picture?: string;
	broker?: Partial< Schemas[ 'Broker' ] >;
}

/**
 * An estate list item: a house for sale with everything on.
 *
 * @param id        The estate id.
 * @param overrides Changes.
 */
export function listItem(
	id: string,
	overrides: ListItemOverrides = {}
): Schemas[ 'EstateListItem' ] {
	return {
		elements: {
			Id: id,
			mainLangId: '',
			objekttitel: `Haus ${ id }`,
			status2: 'status2obj_aktiv',
			_status2: 'Aktiv',
			_vermarktungsart: 'kauf',
			kaufpreis: 749000,
			kaltmiete: 0,
			wohnflaeche: 148,
			grundstuecksflaeche: 520,
			anzahl_zimmer: 5.5,
			auftragvon: '',
			auftragbis: '',
			strasse: 'Invalidenstraße',
			hausnummer: '12',
			plz: '10115',
			ort: 'Berlin',
			...overrides.elements,
		} as Schemas[ 'EstateElements' ],
		picture: {
			url:
				overrides.picture ??
				`https://api.example/media/estates/${ id }-1.jpg`,
		},
		broker: {
			Vorname: 'Bianca',
			Name: 'Broker',
			Zusatz1: 'Immobilien GmbH',
			Email: 'bianca@broker.example',
			Telefon1: '+49 30 987654-0',
			imageUrl: '',
			...overrides.broker,
		},
		settings: {
			reporting: true,
			reporting_statistics: true,
			reporting_activities: true,
			document: true,
			...overrides.settings,
		},
	};
}

/**
 * A dashboard answer.
 *
 * @param lists The three lists (missing ones empty).
 */
export function dashboardAnswer(
	lists: Partial< Schemas[ 'DashboardResponse' ] > = {}
): Schemas[ 'DashboardResponse' ] {
	return {
		estatesOwned: [],
		estatesInterested: [],
		estatesContactPerson: [],
		...lists,
	};
}

/** A short-stats answer. */
export const shortStatsAnswer: Schemas[ 'ShortStatsResponse' ] = {
	data: {
		absagen: { total: 3, trend: { percentage: -25 } },
		besichtigungen: { total: 14, trend: { percentage: 40 } },
		exposeversand: { total: 52, trend: { percentage: 12.5 } },
		objektanfragen: { total: 61, trend: { percentage: 0 } },
	},
};
