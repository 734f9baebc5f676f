/**
 * Network faults × the valuation wizard: its configuration, a dropdown's option source, the
 * estate countries, the geocoder and the finish's submit (see `matrix.tsx` for what a cell
 * checks, `faults.ts` for the faults).
 */
import { describeMatrix } from './matrix';
import { WIZARD_SCREENS } from './wizard-screens';

describeMatrix( 'valuation wizard', WIZARD_SCREENS );
