/**
 * Terminal output for the scripts (they are command-line tools: printing is their job, hence no console
 * calls that the lint rule for shipped code would flag).
 */

/**
 * Prints a line to standard output.
 *
 * @param {string} text
 */
export function say( text = '' ) {
	process.stdout.write( `${ text }\n` );
}

/**
 * Prints a line to standard error.
 *
 * @param {string} text
 */
export function warn( text = '' ) {
	process.stderr.write( `${ text }\n` );
}
