<?php
/**
 * Router for PHP's built-in web server (`php -S 127.0.0.1:PORT -t WP_ROOT router.php`).
 *
 * php -S has no rewrite rules, so this script plays the part of Apache's .htaccess for WordPress:
 * existing files are served as they are, everything else goes to index.php (pretty permalinks).
 * With env CA_GZIP=1 (and `-d zlib.output_compression=On`, which scripts/lib/wordpress.mjs passes along)
 * text assets are sent through PHP so that zlib compresses them like a production server would;
 * PHP output is compressed by zlib.output_compression itself, which also sets Content-Encoding and Vary.
 *
 * Everything lives in functions: a router's top-level variables would become globals of the
 * WordPress request that follows.
 */

// Only as the router of `php -S`. Requested as a page (the plugin folder, i.e. this repository, is
// served too), it refuses: under another web server by its SAPI, under php -S because the requested
// file is this one.
if ( 'cli-server' !== PHP_SAPI || __FILE__ === realpath( $_SERVER['DOCUMENT_ROOT'] . ca_router_path() ) ) {
	http_response_code( 403 );
	exit;
}

/**
 * The request's path as the file system reads it: percent-decoded once (as php -S decodes it to
 * find the file), repeated slashes collapsed and "." segments dropped, so that `//tools/…`,
 * `/./tools/…`, `/%2Ftools/…` and `/%2E/tools/…` are checked as the `/tools/…` they open. ".."
 * segments are kept (the checks refuse them). The query is cut at the first "?" by hand:
 * parse_url() would read a path that starts with "//" as a host.
 */
function ca_router_path(): string {
	$uri      = (string) $_SERVER['REQUEST_URI'];
	$decoded  = rawurldecode( explode( '?', $uri, 2 )[0] );
	$segments = array_filter( explode( '/', $decoded ), static fn ( string $segment ): bool => '' !== $segment && '.' !== $segment );
	$folder   = 1 === preg_match( '#(^|/)\.?$#', $decoded ) && array() !== $segments;
	return '/' . implode( '/', $segments ) . ( $folder ? '/' : '' );
}

/**
 * Decides how to answer the current request; returns false to let php -S serve or execute the file itself.
 */
function ca_router_dispatch(): bool {
	$root = rtrim( (string) $_SERVER['DOCUMENT_ROOT'], '/' );
	$path = ca_router_path();

	// The plugin folder is a symlink to the whole repository: never expose dot folders (.git,
	// .sandbox-data), node_modules or tooling (the coding standards' PHP in tools/) through the web
	// server.
	if ( preg_match( '#(^|/)\.[^/]|/node_modules(/|$)|/plugins/customer-area/tools(/|$)#', $path ) || str_contains( $path, "\0" ) ) {
		http_response_code( 404 );
		echo 'Not Found';
		return true;
	}

	$file = $root . $path;
	if ( '/' !== $path && is_file( $file ) ) {
		if ( str_ends_with( strtolower( $path ), '.php' ) ) {
			return false; // php -S executes it.
		}
		return ca_router_static( $file );
	}
	if ( is_dir( $file ) && is_file( rtrim( $file, '/' ) . '/index.php' ) && '/' !== $path ) {
		if ( ! str_ends_with( $path, '/' ) ) {
			// Directory without trailing slash (e.g. /wp-admin): redirect like Apache's mod_dir.
			header( 'Location: ' . $path . '/', true, 301 );
			return true;
		}
		return false; // php -S runs the directory's index.php.
	}

	// Pretty permalinks: hand the request to WordPress's front controller.
	$_SERVER['SCRIPT_NAME']     = '/index.php';
	$_SERVER['PHP_SELF']        = '/index.php';
	$_SERVER['SCRIPT_FILENAME'] = $root . '/index.php';
	chdir( $root );
	return ca_router_front_controller( $root . '/index.php' );
}

/**
 * Serves a static file; in gzip mode every static file goes through PHP (with zlib output compression
 * on, returning false for a static file yields a broken response), text types compressed, others not.
 */
function ca_router_static( string $file ): bool {
	if ( '1' !== getenv( 'CA_GZIP' ) ) {
		return false; // php -S sends it with the right Content-Type.
	}
	$text   = array(
		'js'   => 'text/javascript; charset=utf-8',
		'mjs'  => 'text/javascript; charset=utf-8',
		'css'  => 'text/css; charset=utf-8',
		'json' => 'application/json',
		'svg'  => 'image/svg+xml',
		'map'  => 'application/json',
		'txt'  => 'text/plain; charset=utf-8',
		'html' => 'text/html; charset=utf-8',
		'xml'  => 'application/xml',
	);
	$binary = array(
		'png'   => 'image/png',
		'jpg'   => 'image/jpeg',
		'jpeg'  => 'image/jpeg',
		'gif'   => 'image/gif',
		'webp'  => 'image/webp',
		'avif'  => 'image/avif',
		'ico'   => 'image/x-icon',
		'woff'  => 'font/woff',
		'woff2' => 'font/woff2',
		'ttf'   => 'font/ttf',
		'pdf'   => 'application/pdf',
		'mp4'   => 'video/mp4',
	);
	$ext = strtolower( pathinfo( $file, PATHINFO_EXTENSION ) );
	if ( isset( $text[ $ext ] ) ) {
		header( 'Content-Type: ' . $text[ $ext ] );
	} else {
		// Images and fonts are compressed already: send them as they are, like production servers do.
		ini_set( 'zlib.output_compression', 'Off' );
		header( 'Content-Type: ' . ( $binary[ $ext ] ?? 'application/octet-stream' ) );
		header( 'Content-Length: ' . (string) filesize( $file ) );
	}
	$mtime = (int) filemtime( $file );
	$etag  = '"' . dechex( $mtime ) . '-' . dechex( (int) filesize( $file ) ) . '"';
	header( 'Last-Modified: ' . gmdate( 'D, d M Y H:i:s', $mtime ) . ' GMT' );
	header( 'ETag: ' . $etag );
	header( 'Cache-Control: public, max-age=31536000' );
	// zlib.output_compression adds Content-Encoding and Vary: Accept-Encoding itself.
	if ( isset( $_SERVER['HTTP_IF_NONE_MATCH'] ) && trim( (string) $_SERVER['HTTP_IF_NONE_MATCH'] ) === $etag ) {
		http_response_code( 304 );
		return true;
	}
	readfile( $file );
	return true;
}

/**
 * Runs index.php in the global scope WordPress expects (wp-settings.php declares globals at file level).
 */
function ca_router_front_controller( string $index ): bool {
	$GLOBALS['ca_router_index'] = $index;
	return true;
}

if ( false === ca_router_dispatch() ) {
	return false;
}
if ( isset( $GLOBALS['ca_router_index'] ) ) {
	require $GLOBALS['ca_router_index'];
}
