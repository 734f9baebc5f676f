/**
 * Images and documents the sandbox serves: estate pictures and portraits (public), profile pictures and
 * uploaded documents (signed, short-lived URLs).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Response } from 'express';
import type { SandboxContext } from '../context';
import { floorPlanSvg, portraitSvg, sniffFileKind } from '../media';
import { keptPhoto, photoWidthFor } from '../photo';
import { error, type HandlersOf } from '../pipeline';
import { BROKERS, LOG_USERS } from '../seed/people';

const CONTENT_TYPES = {
	pdf: 'application/pdf',
	png: 'image/png',
	jpg: 'image/jpeg',
	gif: 'image/gif',
};

/**
 * Sends an SVG picture that browsers may cache for an hour.
 * @param res  The response.
 * @param text The SVG.
 */
function sendSvg( res: Response, text: string ): undefined {
	res.type( 'image/svg+xml' )
		.set( 'Cache-Control', 'public, max-age=3600' )
		.send( text );
	return undefined;
}

/**
 * Sends an estate's photo (a JPEG of the requested width, see photo.ts) or floor plan (an SVG), or
 * returns false when no estate has that image.
 * @param sb    The sandbox.
 * @param res   The response.
 * @param name  The file name.
 * @param width The `w` parameter, if any.
 */
function sendEstateImage(
	sb: SandboxContext,
	res: Response,
	name: string,
	width: number | undefined
): boolean {
	const image = sb
		.db()
		.estates.flatMap( ( e ) => e.images )
		.find( ( i ) => i.file === name );
	if ( ! image ) {
		return false;
	}
	if ( image.type === 'Grundriss' ) {
		sendSvg( res, floorPlanSvg( image.title ) );
		return true;
	}
	res.type( 'image/jpeg' )
		.set( 'Cache-Control', 'public, max-age=3600' )
		.send(
			keptPhoto(
				path.join( sb.store.dataDir, 'photos' ),
				name,
				photoWidthFor( width )
			)
		);
	return true;
}

/**
 * The portrait of a broker or a member of the broker's staff, or null.
 * @param kind `brokers` or `users`.
 * @param name The file name.
 */
function portrait( kind: 'brokers' | 'users', name: string ): string | null {
	const person =
		kind === 'brokers'
			? Object.values( BROKERS ).find( ( b ) => b.photo === name )
			: LOG_USERS.find( ( u ) => u.photo === name );
	if ( ! person ) {
		return null;
	}
	const last = 'Nachname' in person ? person.Nachname : person.Name;
	return portraitSvg( `${ person.Vorname } ${ last }` );
}

/**
 * The handler of `/media/{kind}/{name}`.
 * @param sb The sandbox.
 */
export function mediaHandlers(
	sb: SandboxContext
): HandlersOf< 'sandboxMedia' > {
	return {
		sandboxMedia( { res, params, query } ) {
			const { kind, name } = params;
			if ( kind === 'profile' || kind === 'files' ) {
				const check = sb.signer.check(
					`/media/${ kind }/${ name }`,
					query.expires,
					query.signature
				);
				if ( check !== 'ok' ) {
					return error( 403, 'invalid_signature' );
				}
			}
			if ( kind === 'estates' ) {
				if ( sendEstateImage( sb, res, name, query.w ) ) {
					return undefined;
				}
			} else if ( kind === 'brokers' || kind === 'users' ) {
				const svg = portrait( kind, name );
				if ( svg ) {
					return sendSvg( res, svg );
				}
			} else if ( kind === 'profile' ) {
				const user = sb
					.db()
					.users.find( ( u ) => `${ u.id }.svg` === name && u.photo );
				if ( user ) {
					res.set( 'Cache-Control', 'private, max-age=60' );
					res.type( 'image/svg+xml' ).send(
						portraitSvg(
							`${ user.profile.firstname } ${ user.profile.lastname }`
						)
					);
					return undefined;
				}
			} else {
				const row = sb
					.db()
					.estates.flatMap( ( e ) =>
						e.fileGroups.flatMap( ( g ) => g.rows )
					)
					.find( ( r ) => r.file?.id === name );
				if ( row?.file ) {
					const content = readFileSync(
						path.join( sb.store.uploadsDir, row.file.id )
					);
					const kindOf = sniffFileKind( content.subarray( 0, 8 ) );
					res.type(
						kindOf
							? CONTENT_TYPES[ kindOf ]
							: 'application/octet-stream'
					);
					res.set(
						'Content-Disposition',
						`inline; filename="${ row.file.name.replace( /[^\w.-]/g, '_' ) }"`
					);
					res.set( 'X-Content-Type-Options', 'nosniff' );
					res.send( content );
					return undefined;
				}
			}
			return error( 404, 'not_found' );
		},
	};
}
