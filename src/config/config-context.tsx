/**
 * The configuration of the page and of this embed, available to every screen through context.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { sameSiteUrl } from '../lib/safe-url';
import type { Language } from './constants';
import type { EmbedOptions, PluginConfig } from './config';

/** What a screen may know about its setup. */
export interface AppSetup {
	config: PluginConfig;
	embed: EmbedOptions;
	language: Language;
}

const SetupContext = createContext< AppSetup | null >( null );

/** Props of the setup provider. */
export interface SetupProviderProps {
	/** The configuration, embed attributes and language of this embed. */
	value: AppSetup;
	/** The app. */
	children: ReactNode;
}

/**
 * Provides the setup to the tree below.
 *
 * @param props See SetupProviderProps.
 */
export function SetupProvider( props: SetupProviderProps ) {
	const { value, children } = props;
	return (
		<SetupContext.Provider value={ value }>
			{ children }
		</SetupContext.Provider>
	);
}

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
