import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answerEstate, detailAnswer } from '@test-support/estates/fixtures';
import { renderEstate } from '@test-support/estates/render-estate';

async function openGallery() {
	answerEstate( detailAnswer( '101', { relation: 'interested' } ) );
	const view = renderEstate();
	const trigger = await screen.findByRole( 'button', {
		name: 'Show all 4 images',
	} );
	await view.user.click( trigger );
	const dialog = await screen.findByRole( 'dialog', {
		name: 'Sonniges Einfamilienhaus',
	} );
	return { ...view, trigger, dialog };
}

/**
 * A sideways swipe on the gallery's stage, from one x to another.
 *
 * @param dialog The open gallery.
 */
function swiper( dialog: HTMLElement ) {
	const stage = dialog.querySelector( '.ca-gallery__stage' ) as HTMLElement;
	// A touch as browsers report it (the dialog's scroll lock reads both lists).
	return ( from: number, to: number ) => {
		const at = ( x: number ) => [ { clientX: x, clientY: 200 } ];
		fireEvent.touchStart( stage, {
			touches: at( from ),
			changedTouches: at( from ),
		} );
		fireEvent.touchEnd( stage, { touches: [], changedTouches: at( to ) } );
	};
}

const shownImage = ( dialog: HTMLElement ) =>
	dialog.querySelector( '.ca-gallery__figure img' ) as HTMLImageElement;

describe( 'GalleryDialog', () => {
	it( 'opens on the cover with a counter, and each picture has its title as alt text', async () => {
		const { dialog } = await openGallery();
		expect( within( dialog ).getByText( '2 / 4' ) ).toBeInTheDocument();
		expect( shownImage( dialog ) ).toHaveAttribute( 'alt', 'Außenansicht' );
		expect( shownImage( dialog ) ).toHaveAttribute(
			'src',
			'https://api.example/media/estates/101-1.jpg'
		);
		const thumbs = within( dialog )
			.getAllByRole( 'img' )
			.filter( ( image ) => image.closest( '.ca-gallery__thumb' ) );
		expect(
			thumbs.map( ( image ) => image.getAttribute( 'alt' ) )
		).toEqual( [
			'Wohnzimmer',
			'Außenansicht',
			'Küche',
			'Grundriss Erdgeschoss',
		] );
		// Thumbnails are asked for at width 320 (they show at 5rem).
		for ( const thumb of thumbs ) {
			expect( thumb.getAttribute( 'src' ) ).toMatch( /\.jpg\?w=320$/ );
		}
		expect(
			within( dialog ).getByRole( 'button', { name: 'Außenansicht' } )
		).toHaveAttribute( 'aria-current', 'true' );
	} );

	it( 'moves with the arrow keys, the buttons and the thumbnails, wrapping around', async () => {
		const { dialog, user } = await openGallery();
		await user.keyboard( '{ArrowRight}' );
		expect( within( dialog ).getByText( '3 / 4' ) ).toBeInTheDocument();
		expect( shownImage( dialog ) ).toHaveAttribute( 'alt', 'Küche' );
		await user.keyboard( '{ArrowRight}{ArrowRight}' );
		expect( within( dialog ).getByText( '1 / 4' ) ).toBeInTheDocument();
		await user.keyboard( '{ArrowLeft}' );
		expect( within( dialog ).getByText( '4 / 4' ) ).toBeInTheDocument();
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Previous image' } )
		);
		expect( within( dialog ).getByText( '3 / 4' ) ).toBeInTheDocument();
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Next image' } )
		);
		expect( within( dialog ).getByText( '4 / 4' ) ).toBeInTheDocument();
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Wohnzimmer' } )
		);
		expect( within( dialog ).getByText( '1 / 4' ) ).toBeInTheDocument();
	} );

	it( 'moves with a swipe', async () => {
		const { dialog } = await openGallery();
		const swipe = swiper( dialog );
		swipe( 300, 120 );
		expect( within( dialog ).getByText( '3 / 4' ) ).toBeInTheDocument();
		swipe( 100, 300 );
		expect( within( dialog ).getByText( '2 / 4' ) ).toBeInTheDocument();
		// A small movement is a tap, not a swipe.
		swipe( 100, 110 );
		expect( within( dialog ).getByText( '2 / 4' ) ).toBeInTheDocument();
	} );

	it( 'on a right-to-left page, the left arrow key and a swipe to the right move on', async () => {
		document.documentElement.dir = 'rtl';
		try {
			const { dialog, user } = await openGallery();
			// Next sits left of the picture there, and the thumbnails run from the right.
			await user.keyboard( '{ArrowLeft}' );
			expect( within( dialog ).getByText( '3 / 4' ) ).toBeInTheDocument();
			await user.keyboard( '{ArrowRight}{ArrowRight}' );
			expect( within( dialog ).getByText( '1 / 4' ) ).toBeInTheDocument();
			const swipe = swiper( dialog );
			swipe( 100, 300 );
			expect( within( dialog ).getByText( '2 / 4' ) ).toBeInTheDocument();
			swipe( 300, 120 );
			expect( within( dialog ).getByText( '1 / 4' ) ).toBeInTheDocument();
		} finally {
			document.documentElement.removeAttribute( 'dir' );
		}
	} );

	it( 'keeps focus inside, closes on Escape and gives focus back to the button', async () => {
		const { dialog, trigger, user } = await openGallery();
		await waitFor( () =>
			expect( dialog ).toContainElement(
				document.activeElement as HTMLElement
			)
		);
		for ( let step = 0; step < 10; step++ ) {
			await user.tab();
			expect( dialog ).toContainElement(
				document.activeElement as HTMLElement
			);
		}
		await user.keyboard( '{Escape}' );
		await waitFor( () =>
			expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument()
		);
		expect( trigger ).toHaveFocus();
	} );

	it( 'closes with its close button', async () => {
		const { dialog, user } = await openGallery();
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Close gallery' } )
		);
		await waitFor( () =>
			expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument()
		);
	} );

	it( 'opens on the cover again after it was moved and closed', async () => {
		const { dialog, trigger, user } = await openGallery();
		await user.keyboard( '{ArrowRight}' );
		expect( within( dialog ).getByText( '3 / 4' ) ).toBeInTheDocument();
		await user.keyboard( '{Escape}' );
		await waitFor( () =>
			expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument()
		);
		await user.click( trigger );
		const again = await screen.findByRole( 'dialog' );
		expect( within( again ).getByText( '2 / 4' ) ).toBeInTheDocument();
	} );

	it( 'says so when the gallery cannot load (offline), and the next press opens it', async () => {
		let offline = true;
		jest.doMock( './gallery-dialog', () => {
			if ( offline ) {
				throw new Error(
					'ChunkLoadError: Loading chunk gallery failed.'
				);
			}
			return jest.requireActual( './gallery-dialog' );
		} );
		const warn = jest
			.spyOn( console, 'warn' )
			.mockImplementation( () => undefined );
		answerEstate( detailAnswer( '101', { relation: 'interested' } ) );
		const { user } = renderEstate();
		const trigger = await screen.findByRole( 'button', {
			name: 'Show all 4 images',
		} );
		await user.click( trigger );
		await waitFor( () =>
			expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
				'The gallery could not be opened. Please check your connection and try again.'
			)
		);
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( trigger ).toHaveAttribute( 'aria-expanded', 'false' );
		offline = false;
		await user.click( trigger );
		expect(
			await screen.findByRole( 'dialog', {
				name: 'Sonniges Einfamilienhaus',
			} )
		).toBeInTheDocument();
		expect( trigger ).toHaveAttribute( 'aria-expanded', 'true' );
		// The page behind the open dialog is hidden from assistive technology.
		expect(
			screen.getByRole( 'alert', { hidden: true } )
		).toBeEmptyDOMElement();
		jest.dontMock( './gallery-dialog' );
		warn.mockRestore();
	} );
} );
