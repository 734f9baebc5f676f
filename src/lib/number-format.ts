/**
 * A de-DE number format made on its first use rather than when its module loads. Creating an
 * Intl.NumberFormat loads locale data and costs a phone several milliseconds each; the modules
 * that format numbers load on the way to a screen's first call (the dashboard's and the estate's
 * start-up chunks), where three such formats held that call back by about 14 ms (55 ms in
 * Lighthouse's mobile run). Made on first use, they are made while the answer's picture loads.
 */

/**
 * A getter of one shared de-DE number format with these options, made on the first call.
 *
 * @param options The format's options.
 * @return The getter.
 */
export function lazyNumberFormat(
	options?: Intl.NumberFormatOptions
): () => Intl.NumberFormat {
	let format: Intl.NumberFormat | undefined;
	return () => {
		format ??= new Intl.NumberFormat( 'de-DE', options );
		return format;
	};
}
