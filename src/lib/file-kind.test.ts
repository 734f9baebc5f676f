import { File as NodeFile } from 'node:buffer';
import { extensionOf, fileKindOf, readFileKind } from './file-kind';

const bytes = ( ...values: number[] ) => new Uint8Array( values );
const text = ( value: string ) => new TextEncoder().encode( value );

describe( 'fileKindOf', () => {
	it.each( [
		[ 'pdf', text( '%PDF-1.7\n' ) ],
		[ 'png', bytes( 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0 ) ],
		[ 'jpg', bytes( 0xff, 0xd8, 0xff, 0xe0, 0, 0x10 ) ],
		[ 'gif', text( 'GIF89a' ) ],
		[ 'gif', text( 'GIF87a' ) ],
	] )( 'recognises %s', ( kind, head ) => {
		expect( fileKindOf( head ) ).toBe( kind );
	} );

	it.each( [
		[ 'an executable', bytes( 0x4d, 0x5a, 0x90, 0 ) ],
		[ 'text', text( 'hello world' ) ],
		[ 'nothing', bytes() ],
		[ 'a cut-off PNG signature', bytes( 0x89, 0x50, 0x4e ) ],
	] )( 'does not recognise %s', ( _case, head ) => {
		expect( fileKindOf( head ) ).toBeNull();
	} );
} );

describe( 'readFileKind', () => {
	it( 'reads the first bytes of a file', async () => {
		const png = new NodeFile(
			[ bytes( 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2 ) ],
			'scan.pdf'
		);
		expect( await readFileKind( png as unknown as Blob ) ).toBe( 'png' );
	} );

	it( 'counts an unreadable file as unknown', async () => {
		const broken = {
			slice: () => ( {
				arrayBuffer: () => Promise.reject( new Error( 'gone' ) ),
			} ),
		} as unknown as Blob;
		expect( await readFileKind( broken ) ).toBeNull();
	} );
} );

describe( 'extensionOf', () => {
	it.each( [
		[ 'Scan.PDF', 'pdf' ],
		[ 'archive.tar.gz', 'gz' ],
		[ 'noextension', '' ],
		[ '.hidden', '' ],
		[ 'trailing.', '' ],
	] )( '%s → %p', ( name, extension ) => {
		expect( extensionOf( name ) ).toBe( extension );
	} );
} );
