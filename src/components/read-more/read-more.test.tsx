import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReadMore } from './read-more';

const LONG = `<p>Willkommen in Ihrem neuen Zuhause. Das Objekt überzeugt durch eine durchdachte Raumaufteilung und viel Tageslicht.</p><ul><li>Garten mit Obstbäumen</li><li>Doppelgarage</li></ul><p>Mehr unter <a href="https://broker.example/expose">Exposé</a> und <a href="javascript:alert(1)">hier</a>. Schöne Grüße aus München, wir freuen uns auf Ihren Besuch.</p>`;

describe( 'ReadMore', () => {
	it( "shortens long CRM HTML with 'Read more' / 'Read less', keeping tags whole", async () => {
		const user = userEvent.setup();
		const { container } = render(
			<ReadMore html={ LONG } limit={ 220 } />
		);
		const toggle = screen.getByRole( 'button', { name: 'Read more' } );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( screen.queryByText( 'Doppelgarage' ) ).toBeInTheDocument();
		// 220 characters of text end after "auf", in the last paragraph's words.
		expect( screen.queryByText( /Ihren Besuch/ ) ).not.toBeInTheDocument();
		expect( container.textContent ).toMatch( /freuen uns auf…Read more$/ );
		await user.click( toggle );
		expect( toggle ).toHaveAccessibleName( 'Read less' );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( screen.getByText( /auf Ihren Besuch\./ ) ).toBeInTheDocument();
		// Links stay safe: the sanitizer dropped the script target.
		expect(
			screen.getByRole( 'link', { name: 'Exposé' } )
		).toHaveAttribute( 'rel', 'noopener noreferrer' );
		expect( screen.getByText( 'hier' ).closest( 'a' ) ).not.toHaveAttribute(
			'href'
		);
		await user.click( toggle );
		expect(
			screen.getByRole( 'button', { name: 'Read more' } )
		).toBeInTheDocument();
	} );

	it( 'shows short text without a toggle, and nothing for empty HTML', () => {
		const { container, rerender } = render(
			<ReadMore html="<p>Kurz.</p>" limit={ 220 } />
		);
		expect( screen.queryByRole( 'button' ) ).not.toBeInTheDocument();
		expect( screen.getByText( 'Kurz.' ) ).toBeInTheDocument();
		rerender( <ReadMore html={ null } limit={ 220 } /> );
		expect( container ).toBeEmptyDOMElement();
	} );
} );
