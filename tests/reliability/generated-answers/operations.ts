/**
 * The contract operations the front end calls (read from its RTK Query endpoints and the
 * geocoder), and which generated-answers suite renders each one's answers.
 *
 * | operation | endpoint (file) | suite |
 * | --- | --- | --- |
 * | login | `login` (features/auth/api.ts) | auth |
 * | register | `register` (features/auth/api.ts) | auth |
 * | verifyEmail | `verifyEmail` (features/auth/api.ts) | auth |
 * | forgotPassword | `forgotPassword` (session/session-api.ts) | auth |
 * | resetPassword | `resetPassword` (features/auth/api.ts) | auth |
 * | getFields | `getFields` (api/crm-api.ts), `getOptionSource` (features/wizard/api.ts) | auth, wizard |
 * | getUser | `getUser` (session/session-api.ts) | session |
 * | logout | `logout` (session/session-api.ts) | session |
 * | refreshToken | `refreshToken` (session/session-api.ts) | session |
 * | getProfilePicture | `getProfilePicture` (session/session-api.ts) | session |
 * | getReportingDesign | `getBrokerSettings` (session/session-api.ts) | session |
 * | updateProfile | `updateProfile` (features/profile/api.ts) | profile |
 * | getCountries | `getCountries` (api/crm-api.ts) | profile |
 * | geocoderSearch | `lookupPlace` (api/geocoder.ts) | profile |
 * | getValuationSettings | `getValuationSettings` (features/wizard/api.ts) | wizard |
 * | getEstateCountries | `getEstateCountries` (features/wizard/api.ts) | wizard |
 * | storeTemporaryEstate | `storeTemporaryEstate` (features/wizard/api.ts) | wizard |
 * | listEstates | `getDashboardEstates` (features/dashboard/api.ts) | dashboard |
 * | getEstateShortStats | `getCardShortStats` (dashboard), `getOverviewShortStats` (estates) | dashboard, estate |
 * | getEstate | `getEstate` (features/estates/api.ts) | estate |
 * | getEstateStats | `getEstateStats` (features/estates/api.ts) | estate |
 * | getEstateLog | `getEstateLog` (features/estates/api.ts) | estate |
 * | createEstateLog | `recordReportingVisit` (features/estates/api.ts) | estate |
 * | listEstateFiles | `getEstateFiles` (features/documents/api.ts) | documents |
 * | uploadFile | `uploadDocument` (features/documents/api.ts) | documents |
 */

/** Every contract operation the front end calls. */
export const CALLED_OPERATIONS = [
	'login',
	'register',
	'verifyEmail',
	'forgotPassword',
	'resetPassword',
	'getFields',
	'getUser',
	'logout',
	'refreshToken',
	'getProfilePicture',
	'getReportingDesign',
	'updateProfile',
	'getCountries',
	'geocoderSearch',
	'getValuationSettings',
	'getEstateCountries',
	'storeTemporaryEstate',
	'listEstates',
	'getEstateShortStats',
	'getEstate',
	'getEstateStats',
	'getEstateLog',
	'createEstateLog',
	'listEstateFiles',
	'uploadFile',
] as const;
