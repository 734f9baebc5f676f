/**
 * Images and portraits served by the sandbox, and refused media URLs.
 * Test titles start with the contract's operationId and `ok:` or `error:` (checked by contract.test.ts).
 */
import { jpegWidth, startSandbox, type TestSandbox } from './helpers';

let t: TestSandbox;
let owner: string;
beforeAll( async () => {
	t = await startSandbox();
} );
beforeEach( async () => {
	t.clock.t = Date.parse( '2026-06-01T10:00:00Z' );
	await t.control( 'POST', '/__sandbox/reset' );
	owner = await t.login( 'owner@example.com' );
} );
afterAll( async () => {
	await t.stop();
} );

describe( 'sandboxMedia', () => {
	it( 'sandboxMedia ok: estate images, broker and staff portraits are served', async () => {
		const detail = await t.api( 'GET', '/api/onoffice/estates/101', {
			token: owner,
		} );
		const cover = detail.json.images[ 0 ].elements[ 0 ];
		expect( cover.type ).toBe( 'Titelbild' );
		const img = await fetch( `${ cover.url }?w=600` );
		expect( img.status ).toBe( 200 );
		expect( img.headers.get( 'content-type' ) ).toBe( 'image/jpeg' );
		const bytes = Buffer.from( await img.arrayBuffer() );
		expect( [ ...bytes.subarray( 0, 3 ) ] ).toEqual( [ 0xff, 0xd8, 0xff ] );
		expect( ( await fetch( detail.json.broker.imageUrl ) ).status ).toBe(
			200
		);
	} );

	it( 'sandboxMedia ok: estate photos are JPEGs, resized by w and the same every time', async () => {
		const photo = async ( query: string ) => {
			const response = await fetch(
				`${ t.sb.url }/media/estates/101-1.jpg${ query }`
			);
			expect( response.status ).toBe( 200 );
			expect( response.headers.get( 'content-type' ) ).toBe(
				'image/jpeg'
			);
			return Buffer.from( await response.arrayBuffer() );
		};
		const resized = await photo( '?w=600' );
		// A width between two made ones gets the next larger (photo.test.ts: the sizes).
		expect( jpegWidth( resized ) ).toBe( 640 );
		expect( await photo( '?w=640' ) ).toEqual( resized );
	}, 60_000 );

	it( 'sandboxMedia error: unknown images are 404 and unsigned documents 403', async () => {
		expect(
			( await fetch( `${ t.sb.url }/media/estates/999-1.jpg` ) ).status
		).toBe( 404 );
		expect(
			(
				await fetch(
					`${ t.sb.url }/media/files/seed-101-personalausweis`
				)
			).status
		).toBe( 403 );
		expect(
			(
				await fetch(
					`${ t.sb.url }/media/profile/1.svg?expires=1&signature=abc`
				)
			).status
		).toBe( 403 );
	} );
} );
