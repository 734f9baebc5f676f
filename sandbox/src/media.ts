/* eslint-disable no-bitwise -- the FNV-1a hash that picks colours and shapes works on bits */
/**
 * Images and seeded documents the sandbox serves, generated at run time (nothing is downloaded): SVG floor
 * plans, SVG portraits for people, and small valid PDF files for the document checklist (the estates' photos
 * are JPEGs, see photo.ts).
 */

function hash( text: string ): number {
	let h = 2166136261;
	for ( const ch of text ) {
		h = Math.imul( h ^ ch.charCodeAt( 0 ), 16777619 );
	}
	return h >>> 0;
}

function escapeXml( text: string ): string {
	return text.replace( /[<>&"']/g, ( c ) => `&#${ c.charCodeAt( 0 ) };` );
}

const PALETTE = [
	'#8FB8DE',
	'#F2C57C',
	'#A7C957',
	'#E07A5F',
	'#81B29A',
	'#B8B8FF',
	'#F4A259',
	'#9DB4C0',
];

/**
 * An SVG floor plan (image type `Grundriss`).
 * @param caption
 */
export function floorPlanSvg( caption: string ): string {
	return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500" role="img" aria-label="${ escapeXml(
		caption
	) }">
<rect width="800" height="500" fill="#fff"/>
<g fill="none" stroke="#222" stroke-width="6"><rect x="100" y="60" width="600" height="360"/><line x1="400" y1="60" x2="400" y2="300"/><line x1="100" y1="240" x2="300" y2="240"/><line x1="500" y1="300" x2="700" y2="300"/></g>
<text x="400" y="470" font-family="sans-serif" font-size="28" text-anchor="middle">${ escapeXml( caption ) }</text>
</svg>`;
}

/**
 * An SVG portrait with initials.
 * @param name
 */
export function portraitSvg( name: string ): string {
	const h = hash( name );
	const initials = name
		.split( /\s+/ )
		.filter( Boolean )
		.slice( 0, 2 )
		.map( ( w ) => w[ 0 ]!.toUpperCase() )
		.join( '' );
	return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img" aria-label="${ escapeXml(
		name
	) }">
<rect width="256" height="256" fill="${ PALETTE[ h % PALETTE.length ] }"/>
<circle cx="128" cy="100" r="52" fill="#F1D3B3"/>
<path d="M40 256c0-60 40-92 88-92s88 32 88 92z" fill="${ PALETTE[ ( h >>> 4 ) % PALETTE.length ] }"/>
<text x="128" y="118" font-family="sans-serif" font-size="40" text-anchor="middle" fill="#333">${ escapeXml(
		initials
	) }</text>
</svg>`;
}

/**
 * A minimal valid one-page PDF showing a line of text.
 * @param text
 */
export function pdfDocument( text: string ): Buffer {
	const safe = text.replace( /[()\\]/g, '' ).replace( /[^\x20-\x7E]/g, '?' );
	const stream = `BT /F1 18 Tf 72 720 Td (${ safe }) Tj ET`;
	const objects = [
		'<< /Type /Catalog /Pages 2 0 R >>',
		'<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
		'<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
		`<< /Length ${ stream.length } >>\nstream\n${ stream }\nendstream`,
		'<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
	];
	let out = '%PDF-1.4\n';
	const offsets: number[] = [];
	objects.forEach( ( body, i ) => {
		offsets.push( out.length );
		out += `${ i + 1 } 0 obj\n${ body }\nendobj\n`;
	} );
	const xref = out.length;
	out += `xref\n0 ${ objects.length + 1 }\n0000000000 65535 f \n`;
	out += offsets
		.map( ( o ) => `${ String( o ).padStart( 10, '0' ) } 00000 n \n` )
		.join( '' );
	out += `trailer\n<< /Size ${ objects.length + 1 } /Root 1 0 R >>\nstartxref\n${ xref }\n%%EOF\n`;
	return Buffer.from( out, 'latin1' );
}

/**
 * The kind of file a buffer's first bytes show, or null when it is none of the allowed kinds.
 * @param head
 */
export function sniffFileKind(
	head: Buffer
): 'pdf' | 'png' | 'jpg' | 'gif' | null {
	if ( head.subarray( 0, 5 ).toString( 'latin1' ) === '%PDF-' ) {
		return 'pdf';
	}
	if (
		head
			.subarray( 0, 8 )
			.equals(
				Buffer.from( [
					0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
				] )
			)
	) {
		return 'png';
	}
	if ( head[ 0 ] === 0xff && head[ 1 ] === 0xd8 && head[ 2 ] === 0xff ) {
		return 'jpg';
	}
	const gif = head.subarray( 0, 6 ).toString( 'latin1' );
	if ( gif === 'GIF87a' || gif === 'GIF89a' ) {
		return 'gif';
	}
	return null;
}
