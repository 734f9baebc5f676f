/**
 * The configuration of the page and of this embed, available to every screen through context.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { Language } from './constants';
import type { EmbedOptions, PluginConfig } from './config';

/** What a screen may know about its setup. */
export interface AppSetup {
	config: PluginConfig;
	embed: EmbedOptions;
	language: Language;
}

const SetupContext = createContext< AppSetup | null >( null );

/**
 * Provides the setup to the tree below.
 *
 * @param props
 * @param props.value    The setup.
 * @param props.children The app.
 */
export function SetupProvider( {
	value,
	children,
}: {
	value: AppSetup;
	children: ReactNode;
} ) {
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
 * The forward link in force for this embed (decision 18): the embed's attribute wins over the setting.
 */
export function useForwardLink(): string {
	const { config, embed } = useSetup();
	return embed.forwardLink || config.forceForwardLink;
}
