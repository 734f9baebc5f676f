/**
 * The avatar component and its pure helpers.
 */
export { Avatar } from './avatar';
