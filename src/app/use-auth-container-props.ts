/**
 * The auth container's inputs from the embed's attributes, shared by the popup embed and the
 * visitor's landing in the full area: the first view (the secret-sale notice when a forward link is
 * in force, see docs/behaviour.md "Forward link and secret sale"; else the embed's initial view or
 * login) and the embed's labels and redirect option.
 */
import { useForwardLink, useSetup } from '../config/config-context';
import type { AuthContainerProps } from '../features/auth';

/** The props every auth container of an embed gets. */
export type EmbedAuthProps = Pick<
	AuthContainerProps,
	| 'initialView'
	| 'hideOwnerCheckbox'
	| 'registerLabel'
	| 'backLabel'
	| 'forceRedirect'
>;

/**
 * Reads the embed and the forward link.
 */
export function useAuthContainerProps(): EmbedAuthProps {
	const { embed } = useSetup();
	const forwardLink = useForwardLink();
	return {
		initialView: forwardLink
			? 'secret-sale-notice'
			: embed.initialView || 'login',
		hideOwnerCheckbox: embed.hideOwnerCheckbox,
		registerLabel: embed.registerLabel,
		backLabel: embed.backLabel,
		forceRedirect: embed.forceRedirect,
	};
}
