import { formatFileSize } from './file-size';

describe( 'formatFileSize', () => {
	it.each( [
		[ 0, 'en', '0 B' ],
		[ 1023, 'en', '1023 B' ],
		[ 1024, 'en', '1 KB' ],
		[ 1536, 'en', '1.5 KB' ],
		[ 128_000_000, 'en', '122.07 MB' ],
		[ 128_000_000, 'de', '122,07 MB' ],
		[ 1_234_567, 'en', '1.177 MB' ],
		[ 1_234_567, 'de', '1,177 MB' ],
		[ 5 * 1024 ** 3, 'en', '5 GB' ],
	] )( '%d bytes in %s is %s', ( bytes, locale, expected ) => {
		expect( formatFileSize( bytes, locale ) ).toBe( expected );
	} );

	it( 'steps by 1024 and keeps at most three decimals', () => {
		expect( formatFileSize( 1024 * 1024 - 1, 'en' ) ).toBe( '1023.999 KB' );
	} );

	it.each( [ -1, Number.NaN, Number.POSITIVE_INFINITY ] )(
		'treats %p as nothing',
		( bytes ) => {
			expect( formatFileSize( bytes, 'en' ) ).toBe( '0 B' );
		}
	);
} );
