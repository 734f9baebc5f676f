/**
 * Network faults × the account screens: login, registration and its salutation list, forgot
 * password (see `matrix.tsx` for what a cell checks, `faults.ts` for the faults).
 */
import { AUTH_SCREENS } from './auth-screens';
import { describeMatrix } from './matrix';

describeMatrix( 'account screens', AUTH_SCREENS );
