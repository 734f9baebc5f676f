/**
 * The valuation wizard: its configuration and the temporary estate it stores.
 */
import type { SandboxContext } from '../context';
import { ok, type HandlersOf } from '../pipeline';
import { valuationSettings } from '../seed/valuation';
import { storeTemporaryEstate } from '../temporary-estates';

type ValuationOperation = 'getValuationSettings' | 'storeTemporaryEstate';

/**
 * The handlers of the wizard's configuration and store-temporary.
 * @param sb The sandbox.
 */
export function valuationHandlers(
	sb: SandboxContext
): HandlersOf< ValuationOperation > {
	return {
		getValuationSettings: ( { lang, query } ) =>
			ok( valuationSettings( lang, query.only_selected === true ) ),

		storeTemporaryEstate( { body } ) {
			const token = storeTemporaryEstate( sb, body );
			sb.store.save();
			return ok( { data: { estate_token: token } }, 201 );
		},
	};
}
