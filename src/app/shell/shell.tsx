/**
 * STUB: replaced by the shell-and-profile issue (side navigation, header, drawer).
 */
import type { ReactNode } from 'react';

/**
 * @param props
 * @param props.children The routed screen.
 */
export function Shell( { children }: { children: ReactNode } ) {
	return <div className="ca-shell">{ children }</div>;
}
