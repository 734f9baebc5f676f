/**
 * Renders the valuation wizard for a test: the real store (optionally resumed at a step with
 * answers), the wizard's MSW handlers recording their calls, and an account slot that shows the
 * estate token and the account view it receives.
 */
import type { HttpHandler } from 'msw';
import { axe, toHaveNoViolations } from 'jest-axe';
import { ValuationWizard } from '../../../src/features/wizard';
import {
	initialWizardState,
	type WizardState,
} from '../../../src/features/wizard/wizard-slice';
import {
	renderWithProviders,
	type RenderOptions,
} from '../render-with-providers';
import { server } from '../server';
import { newWizardCalls, wizardHandlers } from './handlers';

expect.extend( toHaveNoViolations );

// The wizard's tests walk through many steps with axe (waiting: tests/support/setup-tests.ts).
jest.setTimeout( 30000 );

/** Options of a rendered wizard. */
export interface WizardRenderOptions extends RenderOptions {
	/** Resume the wizard with this state (step, answers…). */
	wizard?: Partial< WizardState >;
	/** Handlers that take precedence over the wizard's own. */
	overrides?: HttpHandler[];
	/** Keep what an earlier render left in session storage (the reload test). */
	keepStorage?: boolean;
}

/**
 * @param options Render options.
 */
export function renderWizard( options: WizardRenderOptions = {} ) {
	if ( ! options.keepStorage ) {
		window.sessionStorage.clear();
	}
	const calls = newWizardCalls();
	// One `use` call keeps the order: the first matching handler answers, so overrides go first.
	server.use( ...( options.overrides ?? [] ), ...wizardHandlers( calls ) );
	const preloadedState = options.wizard
		? {
				...options.preloadedState,
				wizard: { ...initialWizardState, ...options.wizard },
			}
		: options.preloadedState;
	const view = renderWithProviders(
		<ValuationWizard
			renderAccount={ ( token, accountView ) => (
				<>
					<p>Account step for { token }</p>
					<p>{ `Account view: ${ accountView }` }</p>
				</>
			) }
		/>,
		{ route: '/valuation', ...options, preloadedState }
	);
	return { ...view, calls };
}

/**
 * Fails the test when axe finds a violation in the container.
 *
 * @param container The rendered tree.
 */
export async function expectNoAxeViolations( container: Element ) {
	expect( await axe( container ) ).toHaveNoViolations();
}
