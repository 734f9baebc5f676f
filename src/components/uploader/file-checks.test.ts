import { File as NodeFile } from 'node:buffer';
import { applyLanguage } from '../../i18n/apply-language';
import {
	invalidSizeText,
	refusalOf,
	tooManyFilesText,
	type UploadRules,
} from './file-checks';

const RULES: UploadRules = {
	extensions: [ 'pdf', 'png', 'jpg', 'jpeg', 'gif' ],
	maxBytes: 128_000_000,
};

const PNG = [ 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a ];

const fileOf = (
	parts: Array< string | Uint8Array >,
	name: string,
	size?: number
) => {
	const file = new NodeFile( parts, name ) as unknown as File;
	if ( size !== undefined ) {
		Object.defineProperty( file, 'size', { value: size } );
	}
	return file;
};

describe( 'refusalOf', () => {
	it.each( [
		[ 'a PDF', fileOf( [ '%PDF-1.4' ], 'a.pdf' ) ],
		[ 'a PNG', fileOf( [ new Uint8Array( PNG ) ], 'b.PNG' ) ],
		[
			'a JPEG named .jpeg',
			fileOf(
				[ new Uint8Array( [ 0xff, 0xd8, 0xff, 0xe1 ] ) ],
				'c.jpeg'
			),
		],
		[
			'a JPEG named .jpg',
			fileOf( [ new Uint8Array( [ 0xff, 0xd8, 0xff, 0xe1 ] ) ], 'c.jpg' ),
		],
		[ 'a GIF', fileOf( [ 'GIF89a…' ], 'd.gif' ) ],
		[
			'a file of exactly the limit',
			fileOf( [ '%PDF-1.4' ], 'e.pdf', 128_000_000 ),
		],
	] )( 'accepts %s', async ( _case, file ) => {
		expect( await refusalOf( file, RULES, 'en' ) ).toBeNull();
	} );

	it( 'refuses a name with another extension', async () => {
		expect(
			await refusalOf( fileOf( [ 'MZ' ], 'setup.exe' ), RULES, 'en' )
		).toBe(
			'setup.exe: Invalid file type, allowed file types: pdf, png, jpg, jpeg, gif.'
		);
	} );

	it( 'refuses content that is not what the name says', async () => {
		expect(
			await refusalOf(
				fileOf( [ new Uint8Array( PNG ) ], 'scan.pdf' ),
				RULES,
				'en'
			)
		).toBe(
			'scan.pdf: Invalid file type, allowed file types: pdf, png, jpg, jpeg, gif.'
		);
	} );

	it( 'refuses a file one byte above the limit without reading it', async () => {
		const file = fileOf( [ 'not read' ], 'big.pdf', 128_000_001 );
		const slice = jest.spyOn( file, 'slice' );
		expect( await refusalOf( file, RULES, 'en' ) ).toBe(
			'big.pdf: Invalid file size, file size should be smaller than 128 MB.'
		);
		expect( slice ).not.toHaveBeenCalled();
	} );

	it( 'names the limit in the UI language', async () => {
		await applyLanguage( 'de' );
		expect( invalidSizeText( 'big.pdf', RULES, 'de' ) ).toBe(
			'big.pdf: Ungültige Dateigröße, die Datei muss kleiner sein als 128 MB.'
		);
	} );

	it( 'says how many files may come at once', () => {
		expect( tooManyFilesText( 1 ) ).toBe(
			'Maximum number of files exceeded, limit is 1 at most.'
		);
	} );
} );
