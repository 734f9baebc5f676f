/**
 * What the entry asks for before the estate page's chunk has arrived (src/app/first-screen-data.ts):
 * the estate's call, and the cover it will show.
 */
export { estatesApi } from './api';
export { coverPicture } from '../../entities/estate/estate-detail';
