/**
 * What the entry asks for before the dashboard's chunk has arrived (src/app/first-screen-data.ts):
 * the estates list's call, and the picture its first card will show.
 */
export { dashboardApi } from './api';
export { cardPicture } from '../../entities/estate/estate-list';
