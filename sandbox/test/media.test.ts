/**
 * Images and portraits served by the sandbox, and refused media URLs.
 * Test titles start with the contract's operationId and `ok:` or `error:` (checked by contract.test.ts).
 */
import { startSandbox, type TestSandbox } from './helpers';

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
		expect( ( await img.text() ).startsWith( '<svg' ) ).toBe( true );
		expect( ( await fetch( detail.json.broker.imageUrl ) ).status ).toBe(
			200
		);
	} );

	it( 'sandboxMedia error: unknown images are 404 and unsigned documents 403', async () => {
		expect(
			( await fetch( `${ t.sb.url }/media/estates/999-1.svg` ) ).status
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
