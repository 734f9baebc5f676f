/**
 * Public entry of the valuation wizard (its own lazy chunk). The slice (answers, estate token) is
 * imported by the store from `wizard-slice.ts` directly, so that the store does not pull the
 * wizard's screens into the first view.
 */
export { ValuationWizard } from './components/valuation-wizard';
