/**
 * Demo customers, brokers and the broker's staff that appear in activity logs.
 */
import type { ProfileFields, Schemas } from '../types';
import { emptyProfile } from '../users';

/** The password of every demo customer. */
export const DEMO_PASSWORD = 'demo1234';

/** A demo customer before the password is hashed. */
export interface SeedUser {
	id: number;
	email: string;
	photo: string | null;
	loginCount: number;
	category: 'Privatkunde' | 'Unternehmen';
	company: string;
	profile: ProfileFields;
}

/**
 * Demo customers. `loginCount` is before any login of the session: every login adds one, so `empty@` shows
 * login_count 1 after its first login ("Nice to see you") and the others more ("Nice to see you again").
 */
export const SEED_USERS: SeedUser[] = [
	{
		id: 1,
		email: 'owner@example.com',
		photo: 'owner.svg',
		loginCount: 12,
		category: 'Privatkunde',
		company: '',
		profile: {
			...emptyProfile(),
			salutation: 'Herr',
			title: 'Dr.',
			firstname: 'Otto',
			lastname: 'Owner',
			birthday: '1975/04/12',
			street: 'Hauptstraße',
			housenr: '5',
			zip: '10115',
			city: 'Berlin',
			state: 'Berlin',
			country: 'DEU',
			occupation: 'Architect',
			employer: 'Bau GmbH',
			income: 85000,
			contractType: 'unbefristet',
			telephone: '+49 30 1234567',
			phone: '+49 170 1234567',
			language: 'DEU',
			facebook: 'https://facebook.com/otto.owner',
			linkedin: 'https://www.linkedin.com/in/otto-owner',
		},
	},
	{
		id: 2,
		email: 'buyer@example.com',
		photo: null,
		loginCount: 3,
		category: 'Privatkunde',
		company: '',
		profile: {
			...emptyProfile(),
			salutation: 'Frau',
			firstname: 'Berta',
			lastname: 'Buyer',
			zip: '80331',
			city: 'München',
			state: 'Bayern',
			country: 'DEU',
			telephone: '+49 89 7654321',
			language: 'ENG',
		},
	},
	{
		id: 3,
		email: 'empty@example.com',
		photo: null,
		loginCount: 0,
		category: 'Privatkunde',
		company: '',
		profile: {
			...emptyProfile(),
			salutation: 'Familie',
			firstname: 'Emil',
			lastname: 'Empty',
		},
	},
];

/** Brokers (contact persons of estates) by id; `imageUrl` is filled with a sandbox URL when answered. */
export const BROKERS: Record<
	string,
	Omit< Schemas[ 'Broker' ], 'imageUrl' > & { photo: string | null }
> = {
	b1: {
		Vorname: 'Maria',
		Name: 'Makler',
		Zusatz1: 'Musterimmobilien GmbH',
		Email: 'maria.makler@example.com',
		Telefon1: '+49 30 5550100',
		photo: 'b1.svg',
	},
	b2: {
		Vorname: 'Jonas',
		Name: 'Berger',
		Zusatz1: 'Musterimmobilien GmbH, Vermietung',
		Email: 'jonas.berger@example.com',
		Telefon1: '+49 89 5550200',
		photo: null,
	},
	// Long name, company and address: on a phone they must wrap between words (the address also
	// before its @ and dots), never inside one.
	b3: {
		Vorname: 'Maximiliane',
		Name: 'Hohenstein-Wetterberg',
		Zusatz1:
			'Hanseatische Immobilienvermittlungsgesellschaft mbH, Niederlassung Hafencity',
		Email: 'maximiliane.hohenstein-wetterberg@hanseatische-immobilienvermittlung.example',
		Telefon1: '+49 40 5550300',
		photo: null,
	},
};

/** The broker's staff named in activity logs; `photo` is null for a user without one. */
export const LOG_USERS: Array<
	Schemas[ 'EstateLogUser' ][ 'elements' ] & { photo: string | null }
> = [
	{
		Nr: '11',
		Vorname: 'Maria',
		Nachname: 'Makler',
		Name: 'Maria Makler',
		Anrede: 'Frau',
		email: 'maria.makler@example.com',
		photo: 'u11.svg',
	},
	{
		Nr: '12',
		Vorname: 'Jonas',
		Nachname: 'Berger',
		Name: 'Jonas Berger',
		Anrede: 'Herr',
		email: 'jonas.berger@example.com',
		photo: 'u12.svg',
	},
	{
		Nr: '13',
		Vorname: 'Petra',
		Nachname: 'Assistenz',
		Name: 'Petra Assistenz',
		Anrede: 'Frau',
		email: 'petra.assistenz@example.com',
		photo: null,
	},
];
