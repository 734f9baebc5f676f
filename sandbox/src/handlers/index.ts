/**
 * Every operation's handler, by area. The result must be `Handlers` (one handler per operationId of the
 * generated contract types), so an operation without a handler, or a handler for a name the contract does
 * not have, fails to compile.
 */
import type { SandboxContext } from '../context';
import type { Handlers } from '../pipeline';
import { authHandlers } from './auth';
import { controlHandlers } from './sandbox-controls';
import { crmHandlers } from './crm';
import { estateHandlers } from './estates';
import { fileHandlers } from './files';
import { mediaHandlers } from './media';
import { profileHandlers } from './profile';
import { valuationHandlers } from './valuation';

/**
 * The handler map of one sandbox.
 * @param sb The sandbox.
 */
export function createHandlers( sb: SandboxContext ): Handlers {
	return {
		...authHandlers( sb ),
		...profileHandlers( sb ),
		...crmHandlers(),
		...valuationHandlers( sb ),
		...estateHandlers( sb ),
		...fileHandlers( sb ),
		...mediaHandlers( sb ),
		...controlHandlers( sb ),
	};
}
