/**
 * The sandbox's own operations: the outbox (HTML and JSON), the readiness probe and the test controls
 * (reset, revoke tokens, broker settings).
 */
import type { SandboxContext } from '../context';
import { outboxPage } from '../mail';
import { ok, type HandlersOf } from '../pipeline';
import { DESIGNS } from '../seed';

type ControlOperation =
	| 'sandboxOutboxPage'
	| 'sandboxOutbox'
	| 'sandboxHealth'
	| 'sandboxReset'
	| 'sandboxRevokeTokens'
	| 'sandboxSetReportingDesign';

/**
 * The handlers of the outbox, the probe and the test controls.
 * @param sb The sandbox.
 */
export function controlHandlers(
	sb: SandboxContext
): HandlersOf< ControlOperation > {
	const db = () => sb.db();
	return {
		sandboxOutboxPage( { res } ) {
			res.type( 'html' ).send( outboxPage( db().outbox ) );
			return undefined;
		},
		sandboxOutbox: () => ok( db().outbox ),
		sandboxHealth: () => ok( { ok: true as const } ),
		sandboxReset() {
			sb.store.reset();
			sb.resetMemory();
			return ok( { ok: true as const } );
		},
		sandboxRevokeTokens() {
			db().tokens = [];
			sb.store.save();
			return ok( { ok: true as const } );
		},
		sandboxSetReportingDesign( { body } ) {
			const {
				valuation,
				design: preset,
				personal_cache: personalCache,
				...design
			} = body;
			const base = preset ? DESIGNS[ preset ] : db().design;
			db().design = structuredClone( { ...base, ...design } );
			if ( valuation ) {
				db().valuationConfig = valuation;
			}
			if ( personalCache ) {
				db().personalCache = personalCache;
			}
			sb.store.save();
			return ok( {
				data: db().design,
				valuation: db().valuationConfig,
				personal_cache: db().personalCache ?? 'none',
			} );
		},
	};
}
