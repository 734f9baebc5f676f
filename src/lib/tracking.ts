/**
 * The tracking helper the register view calls after a successful registration.
 * It follows Google Tag Manager's convention: when the page has a `dataLayer` array, an event is
 * pushed onto it; without one nothing happens, so sites without GTM are untouched.
 */

/** Event name a broker's GTM container can trigger on. */
export const REGISTRATION_EVENT = 'customer_area_registration';

interface DataLayerWindow {
	dataLayer?: unknown;
}

/**
 * Reports a completed registration to the page's tag manager, if any.
 */
export function trackRegistration(): void {
	const layer = ( window as unknown as DataLayerWindow ).dataLayer;
	// Only a real array (or GTM's array-like with push) is touched; anything else is left alone.
	if ( layer && typeof ( layer as { push?: unknown } ).push === 'function' ) {
		( layer as { push: ( entry: unknown ) => unknown } ).push( {
			event: REGISTRATION_EVENT,
		} );
	}
}
