/**
 * How far apart two colours look, for the tests of our colour tables: CIE L*a*b* (D65) of a
 * `#RRGGBB` colour, the CIE76 distance and the CIEDE2000 difference (Sharma, Wu and Dalal's
 * formulation, checked against their published test pairs in colour-difference.test.ts).
 */

/** A colour in CIE L*a*b*. */
export type Lab = [ number, number, number ];

/**
 * CIE L*a*b* of a `#RRGGBB` colour (sRGB, D65 white).
 *
 * @param colour The colour.
 */
export function lab( colour: string ): Lab {
	const [ r, g, b ] = [ 1, 3, 5 ].map( ( start ) => {
		const c = parseInt( colour.slice( start, start + 2 ), 16 ) / 255;
		return c <= 0.04045 ? c / 12.92 : ( ( c + 0.055 ) / 1.055 ) ** 2.4;
	} ) as [ number, number, number ];
	const x = ( r * 0.4124 + g * 0.3576 + b * 0.1805 ) / 0.95047;
	const y = r * 0.2126 + g * 0.7152 + b * 0.0722;
	const z = ( r * 0.0193 + g * 0.1192 + b * 0.9505 ) / 1.08883;
	const f = ( t: number ) =>
		t > 0.008856 ? Math.cbrt( t ) : 7.787 * t + 16 / 116;
	return [
		116 * f( y ) - 16,
		500 * ( f( x ) - f( y ) ),
		200 * ( f( y ) - f( z ) ),
	];
}

/**
 * The CIE76 distance of two colours (straight distance in L*a*b*).
 *
 * @param first  A `#RRGGBB` colour.
 * @param second Another.
 */
export function cie76( first: string, second: string ): number {
	const [ a, b ] = [ lab( first ), lab( second ) ];
	return Math.hypot( a[ 0 ] - b[ 0 ], a[ 1 ] - b[ 1 ], a[ 2 ] - b[ 2 ] );
}

const degrees = ( radians: number ) => ( radians * 180 ) / Math.PI;
const radians = ( degree: number ) => ( degree * Math.PI ) / 180;

/**
 * The hue angle in degrees, 0–360, of a chroma pair (0 for a neutral colour).
 *
 * @param b The b' coordinate.
 * @param a The a' coordinate.
 */
const hueOf = ( b: number, a: number ) => {
	if ( a === 0 && b === 0 ) {
		return 0;
	}
	const h = degrees( Math.atan2( b, a ) );
	return h < 0 ? h + 360 : h;
};

/**
 * The CIEDE2000 colour difference of two L*a*b* colours (kL = kC = kH = 1).
 *
 * @param first  A colour in L*a*b*.
 * @param second Another.
 */
export function ciede2000Lab( first: Lab, second: Lab ): number {
	const [ l1, a1, b1 ] = first;
	const [ l2, a2, b2 ] = second;
	const c1 = Math.hypot( a1, b1 );
	const c2 = Math.hypot( a2, b2 );
	const cMean7 = ( ( c1 + c2 ) / 2 ) ** 7;
	const g = 0.5 * ( 1 - Math.sqrt( cMean7 / ( cMean7 + 25 ** 7 ) ) );
	const a1p = ( 1 + g ) * a1;
	const a2p = ( 1 + g ) * a2;
	const c1p = Math.hypot( a1p, b1 );
	const c2p = Math.hypot( a2p, b2 );
	const h1p = hueOf( b1, a1p );
	const h2p = hueOf( b2, a2p );

	const dLp = l2 - l1;
	const dCp = c2p - c1p;
	let dhp = 0;
	if ( c1p * c2p !== 0 ) {
		dhp = h2p - h1p;
		if ( dhp > 180 ) {
			dhp -= 360;
		} else if ( dhp < -180 ) {
			dhp += 360;
		}
	}
	const dHp = 2 * Math.sqrt( c1p * c2p ) * Math.sin( radians( dhp / 2 ) );

	const lpMean = ( l1 + l2 ) / 2;
	const cpMean = ( c1p + c2p ) / 2;
	let hpMean = h1p + h2p;
	if ( c1p * c2p !== 0 ) {
		if ( Math.abs( h1p - h2p ) <= 180 ) {
			hpMean /= 2;
		} else {
			hpMean =
				h1p + h2p < 360 ? ( hpMean + 360 ) / 2 : ( hpMean - 360 ) / 2;
		}
	}
	const t =
		1 -
		0.17 * Math.cos( radians( hpMean - 30 ) ) +
		0.24 * Math.cos( radians( 2 * hpMean ) ) +
		0.32 * Math.cos( radians( 3 * hpMean + 6 ) ) -
		0.2 * Math.cos( radians( 4 * hpMean - 63 ) );
	const dTheta = 30 * Math.exp( -( ( ( hpMean - 275 ) / 25 ) ** 2 ) );
	const cpMean7 = cpMean ** 7;
	const rc = 2 * Math.sqrt( cpMean7 / ( cpMean7 + 25 ** 7 ) );
	const sl =
		1 +
		( 0.015 * ( lpMean - 50 ) ** 2 ) /
			Math.sqrt( 20 + ( lpMean - 50 ) ** 2 );
	const sc = 1 + 0.045 * cpMean;
	const sh = 1 + 0.015 * cpMean * t;
	const rt = -Math.sin( radians( 2 * dTheta ) ) * rc;
	return Math.sqrt(
		( dLp / sl ) ** 2 +
			( dCp / sc ) ** 2 +
			( dHp / sh ) ** 2 +
			rt * ( dCp / sc ) * ( dHp / sh )
	);
}

/**
 * The CIEDE2000 colour difference of two `#RRGGBB` colours.
 *
 * @param first  A colour.
 * @param second Another.
 */
export function ciede2000( first: string, second: string ): number {
	return ciede2000Lab( lab( first ), lab( second ) );
}
