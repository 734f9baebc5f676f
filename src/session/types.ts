/**
 * Session types: the signed-in customer and the broker's reporting design (spec 1 section 3).
 */

/** The authenticated user as `GET /api/user` answers it. */
export interface User {
	id: number;
	name: string;
	email: string;
	salutation: string;
	title: string;
	firstname: string;
	lastname: string;
	birthday: string | null;
	street: string;
	housenr: string;
	zip: string;
	city: string;
	state: string;
	country: string;
	occupation: string;
	employer: string;
	income: number | null;
	contractType: string;
	telephone: string;
	phone: string;
	fax: string;
	language: string;
	facebook: string;
	twitter: string;
	youtube: string;
	instagram: string;
	linkedin: string;
	xing: string;
	tiktok: string;
	pinterest: string;
	imageUrl: string;
	login_count: number;
}

/** The names of the colour schemes (spec 1 section 4). */
export type ColorSchemeName =
	'default' | 'light_pastel' | 'dark_pastel' | 'custom';

/** The broker's reporting design settings. */
export interface BrokerSettings {
	selected_color_scheme: ColorSchemeName | string;
	general_colors: { increase: string; decrease: string };
	diagram_custom_colors: string[];
}
