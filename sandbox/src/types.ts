/**
 * Types of the sandbox's stored data. API shapes come from the generated contract types, so the sandbox
 * cannot drift from `contract/openapi.yaml` without the type check noticing.
 */
import type { components } from '../../src/api/generated/openapi';

/** Contract schemas by name. */
export type Schemas = components[ 'schemas' ];
/** The authenticated user as answered by the API. */
export type ApiUser = Schemas[ 'User' ];
/** The profile fields a customer edits (everything of User but the computed ones). */
export type ProfileFields = Omit<
	ApiUser,
	'id' | 'name' | 'email' | 'imageUrl' | 'login_count'
>;
/**
 * The answer languages, as `Accept-Language` names them: the six the plugin ships (a test keeps this
 * list equal to languages/languages.json), English first.
 */
export const LANGS = [ 'en', 'de', 'fr', 'it', 'es', 'nl' ] as const;
/** A supported answer language. */
export type Lang = ( typeof LANGS )[ number ];
/** A text in every supported language. */
export type Localized = Record< Lang, string >;

/**
 * A text in every language, in the order of `LANGS`.
 * @param en English.
 * @param de German.
 * @param fr French.
 * @param it Italian.
 * @param es Spanish.
 * @param nl Dutch.
 */
export const tr = (
	en: string,
	de: string,
	fr: string,
	it: string,
	es: string,
	nl: string
): Localized => ( { en, de, fr, it, es, nl } );

/**
 * A text that is the same in every language (a brand or a proper name).
 * @param text The text.
 */
export const same = ( text: string ): Localized =>
	tr( text, text, text, text, text, text );

/** A customer account. */
export interface DbUser {
	id: number;
	email: string;
	passwordHash: string;
	verified: boolean;
	category: 'Privatkunde' | 'Unternehmen';
	company: string;
	isOwner: boolean;
	estateOfficerId: number | null;
	addressOfficerId: number | null;
	/** Name of the portrait in the media folder, or null when the customer has no picture. */
	photo: string | null;
	loginCount: number;
	profile: ProfileFields;
	createdAt: number;
}

/** A bearer token (stored as a hash). */
export interface DbToken {
	hash: string;
	userId: number;
	expiresAt: number;
}

/** A password-reset token (stored as a hash). */
export interface DbResetToken {
	email: string;
	hash: string;
	expiresAt: number;
	used: boolean;
}

/** A relation of a customer to an estate. */
export interface DbRelation {
	userId: number;
	type: 'owner' | 'contactperson' | 'interested';
}

/** One row of an owner's document checklist (name and info text in every language). */
export interface DbFileRow {
	key: string;
	name: Localized;
	description: Localized;
	dataAttribute: string;
	status: Schemas[ 'UploadStatus' ];
	file: { id: string; name: string; createdAt: string } | null;
}

/** One group of the document checklist. */
export interface DbFileGroup {
	key: string;
	name: Localized;
	rows: DbFileRow[];
}

/** A chart widget with its texts in every language (answered in the request's language). */
export interface DbWidget extends Omit<
	Schemas[ 'StatWidget' ],
	'title' | 'labels' | 'datasets'
> {
	title: Localized;
	labels: Localized[];
	datasets: Array< { label: Localized; data: number[] } >;
}

/** An estate with everything the sandbox answers about it. */
export interface DbEstate {
	id: string;
	elements: Schemas[ 'EstateElements' ];
	images: Array< { file: string; title: string; type: string } >;
	settings: Schemas[ 'EstateSettings' ];
	brokerId: string;
	relations: DbRelation[];
	/** The broker's activities on the estate: the owner's log (`GET …/log`). */
	log: Schemas[ 'EstateLogEntry' ][];
	/**
	 * What the customer area recorded for the broker (`POST …/log`: the owner opened the report).
	 * The broker reads it in the CRM; the owner's log does not show it.
	 */
	crmActivity: Schemas[ 'EstateLogEntry' ][];
	widgets: DbWidget[];
	shortStats: Schemas[ 'ShortStatsResponse' ][ 'data' ];
	fileGroups: DbFileGroup[];
}

/** A valuation stored by the wizard before the visitor has an account. */
export interface DbTemporaryEstate {
	hash: string;
	payload: Schemas[ 'ValuationPayload' ];
	createdAt: number;
	claimedBy: number | null;
}

/** A mail in the outbox. */
export type DbMail = Schemas[ 'OutboxMail' ];

/** The whole persistent state. */
export interface Db {
	version: number;
	secret: string;
	users: DbUser[];
	tokens: DbToken[];
	resetTokens: DbResetToken[];
	estates: DbEstate[];
	temporaryEstates: DbTemporaryEstate[];
	outbox: DbMail[];
	design: Schemas[ 'ReportingDesign' ];
	/** The valuation wizard configuration the settings call serves. */
	valuationConfig: Schemas[ 'SandboxValuationConfig' ];
	/** What personal answers tell caches (`POST /__sandbox/settings {"personal_cache": …}`); absent in older data: `none`. */
	personalCache?: Schemas[ 'SandboxPersonalCache' ];
	nextUserId: number;
	nextEstateId: number;
	nextLogId: number;
}
