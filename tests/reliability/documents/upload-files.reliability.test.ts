/**
 * Hostile upload names and contents against the uploader's check with the checklist's rules:
 * a file passes only when its name's extension is allowed, its size is within the limit and its
 * first bytes are what the extension says (pdf, png, jpg/jpeg, gif). Names are judged by their
 * last extension only, so double extensions, hidden control or direction characters and
 * look-alike names change nothing; contents are judged by their magic bytes, so a renamed
 * executable, script, page or archive never passes. The API checks again: this check exists so
 * that nothing is sent in vain, and so that the refusal names the file as text.
 */
import { File as NodeFile } from 'node:buffer';
import { refusalOf } from '../../../src/components/uploader/file-checks';
import {
	MAX_UPLOAD_BYTES,
	UPLOAD_RULES,
} from '../../../src/features/documents/upload-rules';

const PNG = [ 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d ];
const JPEG = [ 0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46 ];

const bytes = ( values: number[] ) => new Uint8Array( values );
const text = ( value: string ) => new TextEncoder().encode( value );
const PDF = text( '%PDF-1.7\n%âãÏÓ\n1 0 obj\n' );
const GIF = text( 'GIF89a\u0001\u0000\u0001\u0000' );

/**
 * A file as a browser's picker hands it over.
 *
 * @param content The bytes.
 * @param name    The name.
 * @param size    A size to report instead of the real one (a huge file without the bytes).
 */
function fileOf( content: Uint8Array, name: string, size?: number ): File {
	const file = new NodeFile( [ content ], name ) as unknown as File;
	if ( size !== undefined ) {
		Object.defineProperty( file, 'size', { value: size } );
	}
	return file;
}

/**
 * A file whose bytes cannot be read (removed from the disk after it was chosen).
 * @param name
 */
function unreadable( name: string ): File {
	return {
		name,
		size: 10,
		slice: () => ( {
			arrayBuffer: () =>
				Promise.reject( new Error( 'NotReadableError' ) ),
		} ),
	} as unknown as File;
}

/** Hostile files, by the trick they try. */
const HOSTILE: Array< [ string, () => File ] > = [
	// Names.
	[ 'an executable', () => fileOf( text( 'MZ\u0090\u0000' ), 'setup.exe' ) ],
	[
		'a double extension ending in .exe',
		() => fileOf( PDF, 'invoice.pdf.exe' ),
	],
	[
		'a PHP script',
		() => fileOf( text( '<?php system($_GET["c"]);' ), 'photo.php' ),
	],
	[
		'an SVG with a script',
		() => fileOf( text( '<svg onload="alert(1)"/>' ), 'plan.svg' ),
	],
	[
		'an HTML page',
		() => fileOf( text( '<script>alert(1)</script>' ), 'expose.html' ),
	],
	[ 'a name that is only an extension', () => fileOf( PDF, '.pdf' ) ],
	[ 'a name without extension', () => fileOf( PDF, 'pdf' ) ],
	[ 'a name ending in a dot', () => fileOf( PDF, 'scan.' ) ],
	[ 'a name ending in a space', () => fileOf( PDF, 'scan.pdf ' ) ],
	[ 'a NUL before .exe', () => fileOf( PDF, 'scan.pdf\u0000.exe' ) ],
	[
		'a right-to-left override hiding .exe',
		() => fileOf( text( 'MZ' ), 'scan\u202efdp.exe' ),
	],
	[ 'a full-width dot', () => fileOf( PDF, 'scan\uff0epdf' ) ],
	[ 'a look-alike extension', () => fileOf( bytes( JPEG ), 'photo.jpe' ) ],
	[
		'a semicolon trick ending in .php',
		() => fileOf( PDF, 'scan.pdf;.php' ),
	],
	[
		'a 10 000-character name ending in .exe',
		() => fileOf( PDF, `${ 'a'.repeat( 10_000 ) }.exe` ),
	],
	// Contents that are not what the name says.
	[ 'a PNG named .pdf', () => fileOf( bytes( PNG ), 'scan.pdf' ) ],
	[ 'a JPEG named .png', () => fileOf( bytes( JPEG ), 'plan.png' ) ],
	[ 'a PNG named .jpg', () => fileOf( bytes( PNG ), 'photo.jpg' ) ],
	[ 'a GIF named .jpeg', () => fileOf( GIF, 'photo.jpeg' ) ],
	[ 'a PDF named .gif', () => fileOf( PDF, 'anim.gif' ) ],
	[
		'a JPEG behind two extensions, named .pdf',
		() => fileOf( bytes( JPEG ), 'scan.jpeg.pdf' ),
	],
	[
		'an HTML page named .pdf',
		() =>
			fileOf(
				text( '<!DOCTYPE html><script>alert(1)</script>' ),
				'contract.pdf'
			),
	],
	[
		'an SVG named .png',
		() =>
			fileOf(
				text(
					'<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'
				),
				'plan.png'
			),
	],
	[
		'a PHP script named .jpg',
		() => fileOf( text( '<?php echo 1; ?>' ), 'photo.jpg' ),
	],
	[
		'a ZIP (an Office file) named .pdf',
		() => fileOf( text( 'PK\u0003\u0004\u0014\u0000' ), 'contract.pdf' ),
	],
	[
		'a Windows executable named .png',
		() => fileOf( text( 'MZ\u0090\u0000\u0003' ), 'plan.png' ),
	],
	[
		'a Linux executable named .gif',
		() => fileOf( text( '\u007fELF\u0002\u0001' ), 'anim.gif' ),
	],
	[
		'a byte-order mark before %PDF',
		() => fileOf( text( '\ufeff%PDF-1.4' ), 'scan.pdf' ),
	],
	[
		'a PDF signature without its dash',
		() => fileOf( text( '%PDF1.4' ), 'scan.pdf' ),
	],
	[
		'a PNG signature cut short',
		() => fileOf( bytes( PNG.slice( 0, 7 ) ), 'plan.png' ),
	],
	[
		'a JPEG signature cut short',
		() => fileOf( bytes( [ 0xff, 0xd8 ] ), 'photo.jpg' ),
	],
	[
		'a GIF of an unknown version',
		() => fileOf( text( 'GIF88a' ), 'anim.gif' ),
	],
	[ 'an empty file', () => fileOf( bytes( [] ), 'scan.pdf' ) ],
	[ 'a file that cannot be read', () => unreadable( 'scan.pdf' ) ],
	// Sizes.
	[
		'one byte above the limit',
		() => fileOf( PDF, 'scan.pdf', MAX_UPLOAD_BYTES + 1 ),
	],
	[ 'ten gigabytes', () => fileOf( PDF, 'scan.pdf', 10 * 1024 ** 3 ) ],
];

/** Files that must pass, so the suite proves the check can say yes. */
const ACCEPTED: Array< [ string, () => File ] > = [
	[ 'a PDF', () => fileOf( PDF, 'Exposé 2026 🏠.pdf' ) ],
	[ 'a PNG in capitals', () => fileOf( bytes( PNG ), 'PLAN.PNG' ) ],
	[ 'a JPEG named .jpeg', () => fileOf( bytes( JPEG ), 'photo.JpEg' ) ],
	[ 'a GIF', () => fileOf( GIF, 'anim.gif' ) ],
	[
		'a PDF of exactly the limit',
		() => fileOf( PDF, 'scan.pdf', MAX_UPLOAD_BYTES ),
	],
];

describe( `hostile upload names and contents: ${ HOSTILE.length } cases`, () => {
	it.each( HOSTILE )(
		'%s is refused, naming the file as text',
		async ( _trick, make ) => {
			const file = make();
			const refusal = await refusalOf( file, UPLOAD_RULES, 'en' );
			expect( refusal ).toEqual( expect.any( String ) );
			expect(
				refusal?.startsWith( `${ file.name }: Invalid file ` )
			).toBe( true );
		}
	);

	it( 'never reads the bytes of a file above the limit', async () => {
		const file = fileOf( PDF, 'scan.pdf', MAX_UPLOAD_BYTES + 1 );
		const slice = jest.spyOn( file, 'slice' );
		await refusalOf( file, UPLOAD_RULES, 'en' );
		expect( slice ).not.toHaveBeenCalled();
	} );
} );

describe( `accepted uploads: ${ ACCEPTED.length } controls`, () => {
	it.each( ACCEPTED )( '%s passes', async ( _case, make ) => {
		expect( await refusalOf( make(), UPLOAD_RULES, 'en' ) ).toBeNull();
	} );
} );
