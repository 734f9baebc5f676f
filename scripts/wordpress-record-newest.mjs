/**
 * `npm run wordpress:record-newest`: moves the record of the newest WordPress the suite passed on
 * (scripts/system/wordpress-versions.json) to the version Debian's suite (sid) has now, and
 * readme.txt's 'Tested up to' with it. Run it once the whole suite has passed on that version (the
 * stack warns while it installs a version other than the recorded one); commit both files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, StackError } from './lib/common.mjs';
import { say, warn } from './lib/output.mjs';
import {
	VERSIONS_FILE,
	debianCandidate,
	releaseLine,
	wordpressVersions,
} from './lib/wordpress-core.mjs';

const README = path.join( REPO_ROOT, 'readme.txt' );

/** Entry point. */
function main() {
	const { newest } = wordpressVersions();
	const current = debianCandidate( newest.suite );
	if ( ! /^\d+(\.\d+)+$/.test( current ) ) {
		throw new StackError(
			`Debian ${ newest.suite } answered '${ current }', not a WordPress version`
		);
	}

	const data = JSON.parse( fs.readFileSync( VERSIONS_FILE, 'utf8' ) );
	data.newest.version = current;
	fs.writeFileSync(
		VERSIONS_FILE,
		JSON.stringify( data, null, '\t' ) + '\n'
	);

	const readme = fs.readFileSync( README, 'utf8' );
	const tested = `Tested up to: ${ releaseLine( current ) }`;
	if ( ! /^Tested up to: .*$/m.test( readme ) ) {
		throw new StackError( 'readme.txt has no "Tested up to:" line' );
	}
	fs.writeFileSync( README, readme.replace( /^Tested up to: .*$/m, tested ) );

	say(
		current === newest.version
			? `WordPress ${ current } (Debian ${ newest.suite }) was already recorded; readme.txt says "${ tested }".`
			: `Recorded WordPress ${ current } (Debian ${ newest.suite }) instead of ${ newest.version } in ${ path.relative(
					REPO_ROOT,
					VERSIONS_FILE
				) }, and "${ tested }" in readme.txt. Commit both.`
	);
}

try {
	main();
} catch ( error ) {
	warn(
		`wordpress:record-newest: ${
			error instanceof StackError ? error.message : error.stack
		}`
	);
	process.exit( 1 );
}
