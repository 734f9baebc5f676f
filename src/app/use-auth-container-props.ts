/**
 * The auth container's inputs from the embed's attributes, shared by the popup embed and the
 * visitor's landing in the full area: the first view (the embed's initial view, else login; a
 * forward link in force replaces only the login view by the secret-sale notice, so register and
 * forgot-password stay, see docs/behaviour.md "Forward link and secret sale") and the embed's
 * labels and redirect option.
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
	const view = embed.initialView || 'login';
	return {
		initialView:
			forwardLink && view === 'login' ? 'secret-sale-notice' : view,
		hideOwnerCheckbox: embed.hideOwnerCheckbox,
		registerLabel: embed.registerLabel,
		backLabel: embed.backLabel,
		forceRedirect: embed.forceRedirect,
	};
}
