/**
 * Records the events the app fires on `window` for the theme (login, logout, registration).
 */

/**
 * Records the types of the given events fired on `window` during each test of the file (the list
 * empties before each test).
 *
 * @param types The event types to record.
 */
export function recordWindowEvents( types: string[] ): string[] {
	const events: string[] = [];
	const record = ( event: Event ) => events.push( event.type );
	beforeEach( () => {
		events.length = 0;
		types.forEach( ( type ) => window.addEventListener( type, record ) );
	} );
	afterEach( () => {
		types.forEach( ( type ) => window.removeEventListener( type, record ) );
	} );
	return events;
}
