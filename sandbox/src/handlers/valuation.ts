/**
 * The valuation wizard: its configuration and the temporary estate it stores.
 */
import type { SandboxContext } from '../context';
import { error, ok, type HandlersOf } from '../pipeline';
import { valuationSettings } from '../seed/valuation';
import { claimEstateToken, storeTemporaryEstate } from '../temporary-estates';

type ValuationOperation = 'getValuationSettings' | 'storeTemporaryEstate';

/**
 * The handlers of the wizard's configuration and store-temporary.
 * @param sb The sandbox.
 */
export function valuationHandlers(
	sb: SandboxContext
): HandlersOf< ValuationOperation > {
	return {
		getValuationSettings( { lang, query } ) {
			const name = sb.db().valuationConfig;
			if ( name === 'unavailable' ) {
				return error( 500, 'generic_error' );
			}
			return ok(
				valuationSettings( lang, query.only_selected === true, name )
			);
		},

		storeTemporaryEstate( { body, user, lang } ) {
			const token = storeTemporaryEstate( sb, body );
			if ( user ) {
				// A signed-in customer owns the valuation at once; the token is then used up.
				claimEstateToken( sb, token, user, lang );
			}
			sb.store.save();
			return ok( { data: { estate_token: token } }, 201 );
		},
	};
}
