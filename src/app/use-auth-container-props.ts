/**
 * The auth container's inputs from the embed's attributes, shared by the popup embed and the
 * visitor's landing in the full area: the first view (`authViewOf`, the rule the pre-rendered
 * opening follows too), the embed's
 * labels and redirect option, and the estate token a valuation left in this tab: a login or a
 * registration anywhere on the site sends it, and a login that sent it makes the wizard forget it
 * (docs/behaviour.md "Estate token").
 */
import { useCallback } from 'react';
import { useForwardLink, useSetup } from '../config/config-context';
import type { AuthContainerProps } from '../features/auth';
import { estateTokenUsed } from '../features/wizard/wizard-slice';
import { useAppDispatch } from './hooks';
import { useHeldEstateToken } from './valuation-routes';
import { authViewOf } from '../first-paint/plan';

/** The props every auth container of an embed gets. */
export type EmbedAuthProps = Pick<
	AuthContainerProps,
	| 'initialView'
	| 'hideOwnerCheckbox'
	| 'registerLabel'
	| 'backLabel'
	| 'forceRedirect'
	| 'estateToken'
	| 'onLoginSuccess'
>;

/**
 * Reads the embed, the forward link and the held estate token.
 */
export function useAuthContainerProps(): EmbedAuthProps {
	const { embed } = useSetup();
	const forwardLink = useForwardLink();
	const estateToken = useHeldEstateToken();
	const dispatch = useAppDispatch();
	const tokenUsed = useCallback(
		() => dispatch( estateTokenUsed() ),
		[ dispatch ]
	);
	return {
		initialView: authViewOf( embed.initialView, Boolean( forwardLink ) ),
		hideOwnerCheckbox: embed.hideOwnerCheckbox,
		registerLabel: embed.registerLabel,
		backLabel: embed.backLabel,
		forceRedirect: embed.forceRedirect,
		estateToken: estateToken ?? undefined,
		onLoginSuccess: estateToken ? tokenUsed : undefined,
	};
}
