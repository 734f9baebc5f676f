/**
 * Builds the sandbox's initial state from the typed seed modules.
 */
import { randomBytes } from 'node:crypto';
import type { Db, Schemas } from '../types';
import { seedEstates } from './estates';
import { DEMO_PASSWORD, SEED_USERS } from './people';

/** The version of the stored state; a store of another version is replaced by fresh demo data. */
export const DB_VERSION = 5;

/** The broker's reporting designs the sandbox can serve, by name (`POST /__sandbox/settings {"design": …}`). */
export const DESIGNS: Record<
	Schemas[ 'SandboxDesign' ],
	Schemas[ 'ReportingDesign' ]
> = {
	// The broker's own scheme without diagram colours of their own: the charts fall back to the front
	// end's 11-colour palette (see docs/behaviour.md "Colour schemes and palettes").
	default: {
		selected_color_scheme: 'custom',
		general_colors: { increase: '#3BBD8D', decrease: '#EF5152' },
		diagram_custom_colors: [],
	},
	// The broker's own colours: five diagram colours, fewer than a six-bar chart needs, so they repeat.
	custom_colors: {
		selected_color_scheme: 'custom',
		general_colors: { increase: '#1B7F4B', decrease: '#B3261E' },
		diagram_custom_colors: [
			'#1F5F8B',
			'#E07A1F',
			'#2E8B57',
			'#8E44AD',
			'#C0392B',
		],
	},
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
		design: structuredClone( DESIGNS.default ),
		valuationConfig: 'default',
		personalCache: 'none',
		nextUserId: 100,
		nextEstateId: 900,
		nextLogId: 1,
	};
}
