/**
 * The estates' demo photos weigh what real listing photos of their width weigh (sandbox/src/photo.ts):
 * a phone's first screen pays on the demo what it pays on a broker's site.
 */
import {
	makePhoto,
	photoScene,
	photoWidthFor,
	PHOTO_SCENES,
} from '../src/photo';
import { jpegWidth } from './helpers';

describe( 'estate photos', () => {
	it( 'are at least 150 KB at full size, and resized about as heavy as real photos of that width', () => {
		const kb = ( width: number ) => makePhoto( 0, width ).length / 1024;
		const full = makePhoto( 0, 1600 );
		expect( jpegWidth( full ) ).toBe( 1600 );
		expect( full.length / 1024 ).toBeGreaterThanOrEqual( 150 );
		expect( full.length / 1024 ).toBeLessThan( 400 );
		// A 640 px listing photo: tens of kilobytes, less per pixel than the full size's double.
		const resized = kb( 640 );
		expect( resized ).toBeGreaterThan( 35 );
		expect( resized ).toBeLessThan( 90 );
		expect( resized / ( full.length / 1024 ) ).toBeGreaterThan(
			( 640 / 1600 ) ** 2
		);
	}, 60_000 );

	it( 'round a requested width up to one they are made in', () => {
		expect( photoWidthFor( undefined ) ).toBe( 1600 );
		expect( photoWidthFor( 1 ) ).toBe( 320 );
		expect( photoWidthFor( 600 ) ).toBe( 640 );
		expect( photoWidthFor( 640 ) ).toBe( 640 );
		expect( photoWidthFor( 5000 ) ).toBe( 1600 );
		expect( photoWidthFor( Number.NaN ) ).toBe( 1600 );
	} );

	it( 'show a few houses, the same one for the same file', () => {
		const scenes = new Set(
			Array.from( { length: 40 }, ( _, i ) =>
				photoScene( `${ 101 + i }-1.jpg` )
			)
		);
		expect( scenes.size ).toBe( PHOTO_SCENES );
		expect( photoScene( '101-1.jpg' ) ).toBe( photoScene( '101-1.jpg' ) );
	} );
} );
