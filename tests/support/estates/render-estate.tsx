/**
 * Renders the estate detail route the way the app does (with a Documents slot unless told
 * otherwise), signed in, with the broker's design in the session.
 */
import type { ReactNode } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router-dom';
import { initialAuthState } from '../../../src/session/auth-slice';
import type { BrokerSettings } from '../../../src/session/types';
import { defaultBrokerSettings, ownerUser } from '../fixtures';
import { renderWithProviders } from '../render-with-providers';
import type { Language } from '../../../src/config/constants';
import type { PluginConfig } from '../../../src/config/config';
import { EstateDetailPage } from '../../../src/features/estates/components/estate-detail-page';

/** Options of a rendered estate. */
export interface RenderEstateOptions {
	/** The broker's design in the session (null: not loaded). */
	brokerSettings?: BrokerSettings | null;
	/** False renders without the Documents slot. */
	withDocuments?: boolean;
	language?: Language;
	/** Plugin settings to change from the test configuration. */
	config?: Partial< PluginConfig >;
}

/**
 * The Documents tab's stand-in content.
 *
 * @param estateId The estate id.
 */
export const documentsStandIn = ( estateId: string ): ReactNode => (
	<p>{ `Documents of ${ estateId }` }</p>
);

/**
 * Renders `/estates/{id}` with a dashboard route and a way back.
 *
 * @param id      The estate id.
 * @param options Design, documents slot and language.
 */
export function renderEstate( id = '101', options: RenderEstateOptions = {} ) {
	return renderWithProviders(
		<Routes>
			<Route
				path="/estates/:id"
				element={
					<EstateDetailPage
						renderDocuments={
							options.withDocuments === false
								? undefined
								: documentsStandIn
						}
					/>
				}
			/>
			<Route
				path="/"
				element={ <Link to="/estates/101">Open 101</Link> }
			/>
		</Routes>,
		{
			route: `/estates/${ id }`,
			language: options.language,
			config: options.config,
			preloadedState: {
				auth: {
					...initialAuthState,
					user: ownerUser,
					isAuthenticated: true,
					token: 'tok',
					brokerSettings:
						options.brokerSettings === undefined
							? defaultBrokerSettings
							: options.brokerSettings,
				},
			},
		}
	);
}

/**
 * Waits until the estate's page shows, its tabs included: they come once the cover has been
 * painted, so a test that finds no tab must have let that happen. jsdom loads no pictures: the
 * cover is reported loaded here, as a browser reports it once it has it.
 *
 * @param title The estate's title (the fixtures' by default).
 * @return The page's heading.
 */
export async function estatePageShown(
	title = 'Sonniges Einfamilienhaus'
): Promise< HTMLElement > {
	const heading = await screen.findByRole( 'heading', {
		level: 1,
		name: title,
	} );
	const article = heading.closest( 'article' );
	const cover = article?.querySelector( '.ca-estate__cover-frame img' );
	if ( cover ) {
		fireEvent.load( cover );
	}
	// The page is busy until the tabs have come (their chunk loaded and rendered).
	await waitFor( () => {
		expect( article ).toHaveAttribute( 'aria-busy', 'false' );
		expect( article?.querySelector( '[aria-busy="true"]' ) ).toBeNull();
	} );
	return heading;
}
