/**
 * The configuration of the page and of this embed, available to every screen through context.
 */
import { createContext, useContext, useMemo } from 'react';
import { sameSiteUrl } from '../lib/safe-url';
import type { Language } from './constants';
import { isFullArea, type EmbedOptions, type PluginConfig } from './config';

/** What a screen may know about its setup. */
export interface AppSetup {
	config: PluginConfig;
	embed: EmbedOptions;
	language: Language;
}

const SetupContext = createContext< AppSetup | null >( null );

/** Provides the setup (configuration, embed attributes and language of this embed) to the tree below. */
export const SetupProvider = SetupContext.Provider;

/**
 * The plugin configuration, this embed's attributes and the resolved language.
 */
export function useSetup(): AppSetup {
	const setup = useContext( SetupContext );
	if ( ! setup ) {
		throw new Error( 'useSetup() used outside <SetupProvider>' );
	}
	return setup;
}

/**
 * The forward link in force (docs/behaviour.md "Forward link and secret sale"), checked once:
 * the embed's attribute wins over the
 * setting, and only a same-site URL counts. Anything else (another origin, `//host`,
 * `javascript:`…) counts as no link, so the notice, `feature: 'secret_sale'` and the redirect agree.
 *
 * @param embedLink   The embed's `forwardLink` attribute.
 * @param settingLink The `forceForwardLink` setting.
 * @param siteOrigin  The site's origin.
 * @return The absolute same-site URL, or '' for none.
 */
export function resolveForwardLink(
	embedLink: string,
	settingLink: string,
	siteOrigin: string
): string {
	const link = embedLink.trim() || settingLink.trim();
	return link ? ( sameSiteUrl( link, siteOrigin ) ?? '' ) : '';
}

/**
 * The forward link in force for this embed (see `resolveForwardLink`); '' when there is none.
 */
export function useForwardLink(): string {
	const { config, embed } = useSetup();
	return useMemo(
		() =>
			resolveForwardLink(
				embed.forwardLink,
				config.forceForwardLink,
				config.siteOrigin
			),
		[ embed.forwardLink, config.forceForwardLink, config.siteOrigin ]
	);
}

/** Where "the customer area" is, seen from one embed (docs/behaviour.md "After sign-in and redirects"). */
export interface CustomerArea {
	/** The full area is on this page (this embed or another one): its dashboard is the route `/`. */
	onThisPage: boolean;
	/**
	 * The customer area page's dashboard, its URL plus `#/`; same-site only, `''` when the site
	 * has no such page (or its URL is not on the site).
	 */
	dashboardUrl: string;
}

/**
 * The customer area page's dashboard: the page's URL without its hash, plus `#/`. Only a
 * same-site URL counts; anything else gives `''`.
 *
 * @param pageUrl    The `customerAreaUrl` setting ('' for none).
 * @param siteOrigin The site's origin.
 */
export function customerAreaDashboardUrl(
	pageUrl: string,
	siteOrigin: string
): string {
	const url = pageUrl ? sameSiteUrl( pageUrl, siteOrigin ) : null;
	return url ? `${ url.split( '#' )[ 0 ] }#/` : '';
}

/**
 * Where the customer area is, for an embed of a page: on this page when any embed of the page
 * (this one included) is the full area, and the customer area page's dashboard.
 *
 * @param config The page's configuration (its `embeds` lists every embed of the page).
 * @param embed  This embed's attributes.
 */
export function customerAreaOf(
	config: PluginConfig,
	embed: EmbedOptions
): CustomerArea {
	return {
		onThisPage:
			isFullArea( embed ) ||
			Object.values( config.embeds ).some( isFullArea ),
		dashboardUrl: customerAreaDashboardUrl(
			config.customerAreaUrl,
			config.siteOrigin
		),
	};
}

/**
 * Where the customer area is, for this embed (see `customerAreaOf`).
 */
export function useCustomerArea(): CustomerArea {
	const { config, embed } = useSetup();
	return useMemo( () => customerAreaOf( config, embed ), [ config, embed ] );
}
