/**
 * The valuation wizard's account step (registration or login with the estate token), loaded
 * lazily once a visitor's valuation is stored.
 */
export { ValuationAccount } from './components/valuation-account';
