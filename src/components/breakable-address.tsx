/**
 * An e-mail address that a narrow line may break before its `@` and before each dot, and
 * nowhere else (no letter of it is split from its word): 'owner@example' / '.com', not
 * 'owner@example.co' / 'm'.
 */
import { Fragment } from 'react';

/**
 * The address.
 *
 * @param props
 * @param props.address The address.
 */
export function BreakableAddress( { address }: { address: string } ) {
	return (
		<>
			{ address.split( /(?=[@.])/ ).map( ( part, index ) => (
				<Fragment key={ index }>
					{ index > 0 && <wbr /> }
					{ part }
				</Fragment>
			) ) }
		</>
	);
}
