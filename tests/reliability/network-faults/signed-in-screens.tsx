/**
 * The matrix's rows for the signed-in screens: the profile (its option lists and its save), the
 * dashboard, the estate detail, the Overview's statistics and activity log, the document list and
 * the upload. The lists the product documents keep empty on a failure (dashboard, estate, stats,
 * log, file list) must stay empty and claim nothing (no empty state, no 'no entries' text); the
 * profile save shows its toast; the upload its message, keeping the chosen file.
 */
import { DOCUMENT_SCREENS } from './document-screens';
import { ESTATE_SCREENS } from './estate-screens';
import type { FaultScreen } from './matrix';
import { PROFILE_SCREENS } from './profile-screens';

/** The signed-in screens' rows, in the order the matrix runs them. */
export const SIGNED_IN_SCREENS: readonly FaultScreen[] = [
	...PROFILE_SCREENS,
	...ESTATE_SCREENS,
	...DOCUMENT_SCREENS,
];
