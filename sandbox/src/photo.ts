/* eslint-disable no-bitwise -- the hashes that seed the noise work on bits */
/**
 * The estates' demo photos: JPEG pictures of a house made deterministically (no download), with the
 * byte sizes of real listing photos, so that a phone's first screen pays what it would pay on a
 * broker's site. The file name picks one of `PHOTO_SCENES` houses (colours, floors, place), so that a
 * busy machine makes few pictures. The full-size picture is 1600 × 1067 pixels and about 245 KB; a
 * resized one (`?w=…`, rounded up to a width of `PHOTO_WIDTHS`) is about as big as a real photo of
 * that width: a smaller picture keeps more detail per pixel, so its bytes per pixel rise a little
 * (800 px: about 80 KB, 640 px: about 57 KB). Made once per scene and width (about half a second
 * each on a quiet machine), then kept on disk.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import jpeg from 'jpeg-js';

/** The full size, as a camera's picture resized for a listing. */
export const PHOTO_FULL_WIDTH = 1600;
const ASPECT = 2 / 3;

/** The widths a resized picture is made in; a request for another width gets the next larger one. */
export const PHOTO_WIDTHS = [ 320, 480, 640, 800, 960, 1280, PHOTO_FULL_WIDTH ];

/** How many different houses the photos show. */
export const PHOTO_SCENES = 6;

/** Bumped when the pictures change, so that kept files are made again. */
const GENERATION = 1;

/** JPEG quality, as a listing export writes it. */
const QUALITY = 78;

/**
 * FNV-1a of a text.
 * @param text The text.
 */
function hash( text: string ): number {
	let h = 2166136261;
	for ( const ch of text ) {
		h = Math.imul( h ^ ch.charCodeAt( 0 ), 16777619 );
	}
	return h >>> 0;
}

/**
 * A number in [0, 1) from two lattice coordinates and a seed.
 * @param x    Column.
 * @param y    Row.
 * @param seed Seed.
 */
function lattice( x: number, y: number, seed: number ): number {
	let h = Math.imul( x, 374761393 ) + Math.imul( y, 668265263 ) + seed;
	h = Math.imul( h ^ ( h >>> 13 ), 1274126177 );
	return ( ( h ^ ( h >>> 16 ) ) >>> 0 ) / 4294967296;
}

/**
 * Smooth value noise in [0, 1) at a point of the scene (resolution-independent).
 * @param x    Horizontal position, in cells.
 * @param y    Vertical position, in cells.
 * @param seed Seed.
 */
function valueNoise( x: number, y: number, seed: number ): number {
	const x0 = Math.floor( x );
	const y0 = Math.floor( y );
	const fx = x - x0;
	const fy = y - y0;
	const sx = fx * fx * ( 3 - 2 * fx );
	const sy = fy * fy * ( 3 - 2 * fy );
	const top =
		lattice( x0, y0, seed ) * ( 1 - sx ) + lattice( x0 + 1, y0, seed ) * sx;
	const bottom =
		lattice( x0, y0 + 1, seed ) * ( 1 - sx ) +
		lattice( x0 + 1, y0 + 1, seed ) * sx;
	return top * ( 1 - sy ) + bottom * sy;
}

/** A colour. */
type Rgb = [ number, number, number ];

const SKIES: Rgb[] = [
	[ 110, 160, 215 ],
	[ 140, 180, 220 ],
	[ 95, 145, 200 ],
	[ 170, 195, 215 ],
];
const WALLS: Rgb[] = [
	[ 225, 215, 195 ],
	[ 200, 120, 90 ],
	[ 235, 235, 230 ],
	[ 190, 175, 150 ],
	[ 170, 95, 75 ],
];
const ROOFS: Rgb[] = [
	[ 120, 50, 40 ],
	[ 70, 65, 65 ],
	[ 60, 80, 110 ],
	[ 95, 60, 40 ],
];

/**
 * The scene's colour at a point, before the camera's grain.
 * @param u Horizontal position, 0 (left) to 1.
 * @param v Vertical position, 0 (top) to 1.
 * @param h The picture's hash.
 */
function colourAt( u: number, v: number, h: number ): Rgb {
	const sky = SKIES[ h % SKIES.length ]!;
	const wall = WALLS[ ( h >>> 3 ) % WALLS.length ]!;
	const roof = ROOFS[ ( h >>> 6 ) % ROOFS.length ]!;
	const floors = 1 + ( ( h >>> 9 ) % 3 );
	const horizon = 0.7;
	const houseLeft = 0.22 + ( ( h >>> 12 ) % 10 ) / 100;
	const houseRight = houseLeft + 0.5;
	const wallTop = horizon - floors * 0.15;
	const roofTop = wallTop - 0.2;
	const mid = ( houseLeft + houseRight ) / 2;
	// Trees left and right of the house.
	const treeX = [ 0.1, 0.9 ];
	for ( const tx of treeX ) {
		const dx = ( u - tx ) / 0.09;
		const dy = ( v - ( horizon - 0.2 ) ) / 0.16;
		const distance = dx * dx + dy * dy;
		const leaves = distance < 1.2 ? valueNoise( u * 90, v * 90, h + 7 ) : 1;
		if ( distance < 0.8 + leaves * 0.4 ) {
			const shade = 0.55 + leaves * 0.6;
			return [ 40 * shade, 95 * shade, 45 * shade ];
		}
		if ( Math.abs( u - tx ) < 0.012 && v > horizon - 0.08 && v < horizon ) {
			return [ 80, 60, 40 ];
		}
	}
	if ( v >= horizon ) {
		// Lawn, with a path to the door.
		const grass = valueNoise( u * 160, v * 60, h + 3 );
		const path_ =
			Math.abs( u - mid ) < 0.03 + ( v - horizon ) * 0.25 && v < 0.98;
		if ( path_ ) {
			const stone = valueNoise( u * 120, v * 120, h + 5 );
			return [ 160 + stone * 40, 150 + stone * 35, 135 + stone * 30 ];
		}
		const light = 0.75 + ( 1 - v ) * 0.5;
		return [
			( 60 + grass * 50 ) * light,
			( 110 + grass * 60 ) * light,
			( 45 + grass * 30 ) * light,
		];
	}
	const inWalls = u > houseLeft && u < houseRight && v > wallTop;
	if ( inWalls ) {
		// Windows: three per floor, and the door.
		const column = ( u - houseLeft ) / ( houseRight - houseLeft );
		const floor = ( v - wallTop ) / ( horizon - wallTop );
		const cellX = ( column * 3 ) % 1;
		const cellY = ( floor * floors ) % 1;
		const isDoor =
			Math.abs( u - mid ) < 0.035 && v > horizon - 0.12 && v < horizon;
		if ( isDoor ) {
			return [ 90, 55, 35 ];
		}
		if ( cellX > 0.3 && cellX < 0.7 && cellY > 0.25 && cellY < 0.7 ) {
			// Glass reflects the sky, lighter at the top.
			const reflect = 1 - ( cellY - 0.25 ) * 1.2;
			return [
				sky[ 0 ] * 0.6 + 60 * reflect,
				sky[ 1 ] * 0.6 + 60 * reflect,
				sky[ 2 ] * 0.7 + 60 * reflect,
			];
		}
		// Plaster or brick: rows of bricks with mortar lines.
		const row = Math.floor( v / 0.012 );
		const brick = valueNoise( u * 60 + ( row % 2 ) * 0.5, row, h + 11 );
		const mortar = ( v / 0.012 ) % 1 < 0.12 ? 0.85 : 1;
		const sun = 0.85 + ( u - houseLeft ) * 0.3;
		return [
			wall[ 0 ] * ( 0.88 + brick * 0.2 ) * mortar * sun,
			wall[ 1 ] * ( 0.88 + brick * 0.2 ) * mortar * sun,
			wall[ 2 ] * ( 0.88 + brick * 0.2 ) * mortar * sun,
		];
	}
	const halfWidth =
		( ( houseRight - houseLeft ) / 2 + 0.04 ) *
		( ( v - roofTop ) / ( wallTop - roofTop ) );
	if ( v > roofTop && v <= wallTop && Math.abs( u - mid ) < halfWidth ) {
		const tile = ( v / 0.02 ) % 1 < 0.15 ? 0.75 : 1;
		const grain = valueNoise( u * 200, v * 50, h + 13 );
		return [
			roof[ 0 ] * tile * ( 0.85 + grain * 0.3 ),
			roof[ 1 ] * tile * ( 0.85 + grain * 0.3 ),
			roof[ 2 ] * tile * ( 0.85 + grain * 0.3 ),
		];
	}
	// Sky with soft clouds, lighter towards the horizon.
	const cloud = Math.max(
		0,
		valueNoise( u * 6, v * 10, h + 17 ) * 1.6 +
			valueNoise( u * 18, v * 30, h + 19 ) * 0.5 -
			1.05
	);
	const haze = v / horizon;
	return [
		sky[ 0 ] + ( 255 - sky[ 0 ] ) * Math.min( 1, haze * 0.45 + cloud ),
		sky[ 1 ] + ( 255 - sky[ 1 ] ) * Math.min( 1, haze * 0.4 + cloud ),
		sky[ 2 ] + ( 255 - sky[ 2 ] ) * Math.min( 1, haze * 0.3 + cloud ),
	];
}

/**
 * The camera's grain: stronger on a smaller picture, which keeps more detail per pixel.
 * @param width The picture's width.
 */
function grainOf( width: number ): number {
	return 15 * Math.pow( PHOTO_FULL_WIDTH / width, 0.25 );
}

/**
 * The width a picture is made in for a requested width: the next width of `PHOTO_WIDTHS` (the
 * full size without a request, or for one beyond it).
 * @param requested The `w` parameter, if any.
 */
export function photoWidthFor( requested: number | undefined ): number {
	if ( requested === undefined || ! Number.isFinite( requested ) ) {
		return PHOTO_FULL_WIDTH;
	}
	return (
		PHOTO_WIDTHS.find( ( width ) => width >= requested ) ?? PHOTO_FULL_WIDTH
	);
}

/**
 * The scene a file shows.
 * @param name The file name.
 */
export function photoScene( name: string ): number {
	return hash( name ) % PHOTO_SCENES;
}

/**
 * Makes a photo.
 * @param scene The scene (`photoScene`): picks colours and shapes.
 * @param width The width, one of `PHOTO_WIDTHS`.
 */
export function makePhoto( scene: number, width: number ): Buffer {
	const height = Math.round( width * ASPECT );
	const h = hash( `scene-${ scene }` );
	const data = Buffer.alloc( width * height * 4 );
	const grain = grainOf( width );
	let seed = ( h ^ width ) >>> 0 || 1;
	for ( let y = 0; y < height; y++ ) {
		for ( let x = 0; x < width; x++ ) {
			const [ r, g, b ] = colourAt(
				( x + 0.5 ) / width,
				( y + 0.5 ) / width / ASPECT,
				h
			);
			// xorshift32: the grain, the same for every request of this picture and width.
			seed ^= seed << 13;
			seed ^= seed >>> 17;
			seed ^= seed << 5;
			const noise = ( ( seed >>> 0 ) / 4294967296 - 0.5 ) * grain;
			const i = ( y * width + x ) * 4;
			data[ i ] = Math.max( 0, Math.min( 255, r + noise ) );
			data[ i + 1 ] = Math.max( 0, Math.min( 255, g + noise ) );
			data[ i + 2 ] = Math.max( 0, Math.min( 255, b + noise ) );
			data[ i + 3 ] = 255;
		}
	}
	return jpeg.encode( { data, width, height }, QUALITY ).data;
}

/**
 * A file's photo, made once per scene and width and then kept in `folder`.
 * @param folder The folder of kept photos.
 * @param name   The file name.
 * @param width  The width, one of `PHOTO_WIDTHS`.
 */
export function keptPhoto(
	folder: string,
	name: string,
	width: number
): Buffer {
	const scene = photoScene( name );
	const file = path.join(
		folder,
		`${ GENERATION }-scene-${ scene }-${ width }.jpg`
	);
	if ( existsSync( file ) ) {
		return readFileSync( file );
	}
	const photo = makePhoto( scene, width );
	mkdirSync( folder, { recursive: true } );
	writeFileSync( file, photo );
	return photo;
}
