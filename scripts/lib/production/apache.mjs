/**
 * Apache 2.4 of the production stack: `mpm_event`, PHP through `proxy_fcgi` to the stack's FPM
 * pool, `.htaccess` allowed (WordPress's pretty permalinks live there, as on German shared hosts),
 * compression of text answers. One self-contained configuration in the instance's `apache/`
 * folder (Debian's /etc/apache2 tree and its environment file are not used), run in the
 * foreground as the web user.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnServer } from '../processes.mjs';

/** Debian's Apache binary and its modules. */
const APACHE = '/usr/sbin/apache2';
const MODULES = '/usr/lib/apache2/modules';

/** The modules a WordPress host loads (besides those compiled in: log_config, unixd, so). */
const LOADED = [
	[ 'mpm_event_module', 'mod_mpm_event.so' ],
	[ 'authz_core_module', 'mod_authz_core.so' ],
	[ 'authz_host_module', 'mod_authz_host.so' ],
	[ 'access_compat_module', 'mod_access_compat.so' ],
	[ 'dir_module', 'mod_dir.so' ],
	[ 'mime_module', 'mod_mime.so' ],
	[ 'env_module', 'mod_env.so' ],
	[ 'setenvif_module', 'mod_setenvif.so' ],
	[ 'rewrite_module', 'mod_rewrite.so' ],
	[ 'headers_module', 'mod_headers.so' ],
	[ 'expires_module', 'mod_expires.so' ],
	[ 'filter_module', 'mod_filter.so' ],
	[ 'deflate_module', 'mod_deflate.so' ],
	[ 'proxy_module', 'mod_proxy.so' ],
	[ 'proxy_fcgi_module', 'mod_proxy_fcgi.so' ],
];

/**
 * The configuration's text.
 *
 * @param {Object} o
 * @param {number} o.port      Where Apache listens (127.0.0.1).
 * @param {string} o.wpRoot    The document root.
 * @param {string} o.runDir    PID file, mutexes, scoreboard.
 * @param {string} o.logDir    Logs.
 * @param {string} o.fpmSocket The FPM pool's socket.
 * @return {string} httpd.conf.
 */
export function apacheConfig( { port, wpRoot, runDir, logDir, fpmSocket } ) {
	return [
		'# Written by scripts/lib/production/apache.mjs on every start: edits here are lost.',
		...LOADED.map(
			( [ name, file ] ) =>
				`LoadModule ${ name } ${ path.join( MODULES, file ) }`
		),
		`ServerRoot "${ runDir }"`,
		'ServerName 127.0.0.1',
		`Listen 127.0.0.1:${ port }`,
		`PidFile "${ path.join( runDir, 'apache2.pid' ) }"`,
		`DefaultRuntimeDir "${ runDir }"`,
		`Mutex file:${ runDir } default`,
		`ErrorLog "${ path.join( logDir, 'apache-error.log' ) }"`,
		'LogLevel warn',
		'LogFormat "%h %l %u %t \\"%r\\" %>s %O \\"%{User-Agent}i\\" %D" timed',
		`CustomLog "${ path.join( logDir, 'apache-access.log' ) }" timed`,
		'TypesConfig /etc/mime.types',
		'AddDefaultCharset UTF-8',
		'ServerTokens Prod',
		'ServerSignature Off',
		'Timeout 60',
		'KeepAlive On',
		'<IfModule mpm_event_module>',
		'\tStartServers 1',
		'\tServerLimit 2',
		'\tThreadsPerChild 25',
		'\tMaxRequestWorkers 50',
		'\tMinSpareThreads 5',
		'\tMaxSpareThreads 50',
		'</IfModule>',
		`DocumentRoot "${ wpRoot }"`,
		'<Directory />',
		'\tOptions None',
		'\tAllowOverride None',
		'\tRequire all denied',
		'</Directory>',
		`<Directory "${ wpRoot }">`,
		'\tOptions FollowSymLinks',
		'\tAllowOverride All',
		'\tRequire all granted',
		'</Directory>',
		'DirectoryIndex index.php index.html',
		'<FilesMatch "^\\.(ht|git)">',
		'\tRequire all denied',
		'</FilesMatch>',
		// As Debian's php8.2-fpm.conf for Apache: PHP files go to the pool, the Authorization
		// header with them.
		'SetEnvIfNoCase ^Authorization$ "(.+)" HTTP_AUTHORIZATION=$1',
		'<FilesMatch ".+\\.php$">',
		`\tSetHandler "proxy:unix:${ fpmSocket }|fcgi://localhost"`,
		'</FilesMatch>',
		'AddOutputFilterByType DEFLATE text/html text/plain text/css text/xml text/javascript application/javascript application/json image/svg+xml',
		'',
	].join( '\n' );
}

/**
 * Writes the configuration and starts Apache in the foreground as the web user.
 *
 * @param {Object}                           o
 * @param {string}                           o.dir       The instance's folder.
 * @param {number}                           o.port      Where Apache listens.
 * @param {string}                           o.wpRoot    The document root.
 * @param {string}                           o.runDir    PID file and mutexes.
 * @param {string}                           o.logDir    Logs.
 * @param {string}                           o.fpmSocket The FPM pool's socket.
 * @param {import('./web-user.mjs').WebUser} o.user      The web user.
 * @param {Object}                           o.lock      The instance lock.
 * @return {import('../processes.mjs').Child} Apache.
 */
export function startApache( {
	dir,
	port,
	wpRoot,
	runDir,
	logDir,
	fpmSocket,
	user,
	lock,
} ) {
	const confDir = path.join( dir, 'apache' );
	fs.mkdirSync( confDir, { recursive: true } );
	const conf = path.join( confDir, 'httpd.conf' );
	fs.writeFileSync(
		conf,
		apacheConfig( { port, wpRoot, runDir, logDir, fpmSocket } )
	);
	fs.rmSync( path.join( runDir, 'apache2.pid' ), { force: true } );
	return spawnServer( 'apache', APACHE, [ '-f', conf, '-DFOREGROUND' ], {
		env: { PATH: process.env.PATH, LANG: 'C' },
		cwd: dir,
		logFile: path.join( logDir, 'apache.out.log' ),
		lock,
		uid: user.uid,
		gid: user.gid,
	} );
}
