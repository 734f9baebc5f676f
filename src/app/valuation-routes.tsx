/**
 * The valuation wizard as the app composes it: for a visitor on an is-leadgen embed with the
 * account step (registration or login with the estate token) in its slot, and for a signed-in
 * customer at `#/valuation`. Both end on the customer area's dashboard. The wizard and the account
 * step are lazy chunks of their own, so the first view stays light. See docs/behaviour.md
 * "Estate token".
 */
import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { ScreenFallback } from '../components/screen-fallback';
import { ROUTES } from '../config/routes';
import {
	estateTokenUsed,
	selectEstateToken,
	type AccountView,
} from '../features/wizard/wizard-slice';
import { useAppDispatch, useAppSelector } from './hooks';
import { matchRoute, ROUTE_TABLE } from './route-table';
import { lazyScreen } from './screen-chunks';
import { useCustomerAreaHome } from './use-customer-area-home';

const ValuationWizard = lazyScreen(
	ROUTE_TABLE.visitor.leadgen,
	( m ) => m.ValuationWizard
);
const ValuationAccount = lazyScreen(
	'valuation-account',
	( m ) => m.ValuationAccount
);

/**
 * Whether a visitor on an is-leadgen embed gets the wizard on this route: everywhere but at the
 * route table's sign-in route (`#/login`) without an estate token, where a link asked for the sign-in itself (the verify page's
 * 'Sign In', the mail to an address that already has an account).
 *
 * @param pathname    The router's path.
 * @param estateToken The estate token held, if any.
 */
export function leadgenShowsWizard(
	pathname: string,
	estateToken: string | null
): boolean {
	return (
		matchRoute( pathname )?.route.access !== 'sign-in' ||
		estateToken !== null
	);
}

/**
 * A visitor's wizard. After the submit the account step shows the view the visitor chose on the
 * finish step (registration, or login with 'Login into existing Account'), or login when the route
 * asks for it (`#/login`, e.g. the verify page's 'Sign In' in the same tab). A login with the
 * token uses it: the wizard forgets it, and the customer area's dashboard opens.
 */
export function VisitorValuation() {
	const dispatch = useAppDispatch();
	const { pathname } = useLocation();
	const goHome = useCustomerAreaHome();
	const renderAccount = ( estateToken: string, view: AccountView ) => (
		<Suspense fallback={ <ScreenFallback /> }>
			<ValuationAccount
				estateToken={ estateToken }
				initialView={ pathname === ROUTES.login ? 'login' : view }
				onLoginSuccess={ () => dispatch( estateTokenUsed() ) }
				onRedirectHome={ goHome }
			/>
		</Suspense>
	);
	return (
		<ValuationWizard
			renderAccount={ renderAccount }
			onSignedInDone={ goHome }
		/>
	);
}

/**
 * A signed-in customer's wizard at `#/valuation`: the valuation is linked at once (their bearer
 * token), then the customer area's dashboard opens.
 */
export function SignedInValuation() {
	return <ValuationWizard onSignedInDone={ useCustomerAreaHome() } />;
}

/**
 * The estate token a visitor's valuation left, if any.
 */
export function useHeldEstateToken(): string | null {
	return useAppSelector( selectEstateToken );
}
