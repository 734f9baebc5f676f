/**
 * Builds the sandbox's initial state from the typed seed modules.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../types';
import { seedEstates } from './estates';
import { DEMO_PASSWORD, SEED_USERS } from './people';

/** The version of the stored state; a store of another version is replaced by fresh demo data. */
export const DB_VERSION = 2;

/** The broker's default reporting design (the `default` colour preset). */
export const DEFAULT_DESIGN: Db[ 'design' ] = {
	selected_color_scheme: 'default',
	general_colors: { increase: '#3BBD8D', decrease: '#EF5152' },
	diagram_custom_colors: [
		'#ACC9D7',
		'#D6D6D6',
		'#ADADFF',
		'#FFC7C7',
		'#FFA697',
		'#FFFF99',
		'#A6FFA6',
		'#99CCFF',
	],
};

/**
 * A fresh state: demo customers (password `demo1234`, verified), estates, empty outbox, no tokens.
 * @param now
 * @param hashPassword
 */
export function buildSeed(
	now: number,
	hashPassword: ( password: string ) => string
): Db {
	const demoHash = hashPassword( DEMO_PASSWORD );
	return {
		version: DB_VERSION,
		secret: randomBytes( 32 ).toString( 'hex' ),
		users: SEED_USERS.map( ( u ) => ( {
			id: u.id,
			email: u.email,
			passwordHash: demoHash,
			verified: true,
			category: u.category,
			company: u.company,
			isOwner: u.id === 1,
			estateOfficerId: null,
			addressOfficerId: null,
			photo: u.photo,
			loginCount: u.loginCount,
			profile: { ...u.profile },
			createdAt: now,
		} ) ),
		tokens: [],
		resetTokens: [],
		estates: seedEstates( now ),
		temporaryEstates: [],
		outbox: [],
		design: structuredClone( DEFAULT_DESIGN ),
		valuationConfig: 'default',
		nextUserId: 100,
		nextEstateId: 900,
		nextLogId: 1,
	};
}
