/**
 * Data the tests' API answers with.
 */
import type { BrokerSettings, User } from '../../src/session/types';

/** A signed-in owner. */
export const ownerUser: User = {
	id: 1,
	name: 'Olivia Owner',
	email: 'owner@example.com',
	salutation: 'Frau',
	title: '',
	firstname: 'Olivia',
	lastname: 'Owner',
	birthday: '1980/04/23',
	street: 'Hauptstraße',
	housenr: '5',
	zip: '10115',
	city: 'Berlin',
	state: 'Berlin',
	country: 'DEU',
	occupation: 'Architect',
	employer: 'Bau GmbH',
	income: 4200.5,
	contractType: '',
	telephone: '+49 30 1234567',
	phone: '',
	fax: '',
	language: '',
	facebook: '',
	twitter: '',
	youtube: '',
	instagram: '',
	linkedin: '',
	xing: '',
	tiktok: '',
	pinterest: '',
	imageUrl: '',
	login_count: 3,
};

/** The broker's reporting design as the sandbox seeds it. */
export const defaultBrokerSettings: BrokerSettings = {
	selected_color_scheme: 'default',
	general_colors: { increase: '#3BBD8D', decrease: '#EF5152' },
	diagram_custom_colors: [],
};
