/**
 * Network faults × the signed-in screens: profile (load, save), dashboard, estate detail, the
 * Overview's statistics and log, the document list and the upload (see `matrix.tsx` for what a
 * cell checks, `faults.ts` for the faults).
 */
// jsdom cannot lay out SVG: the chart library is replaced by a stand-in, as in the Overview's tests.
jest.mock( 'react-apexcharts', () => ( {
	__esModule: true,
	default: () =>
		jest
			.requireActual( 'react' )
			.createElement( 'div', { 'data-testid': 'apex-chart' } ),
} ) );

import { describeMatrix } from './matrix';
import { SIGNED_IN_SCREENS } from './signed-in-screens';

describeMatrix( 'signed-in screens', SIGNED_IN_SCREENS );
