/**
 * Public entry of the profile feature (loaded lazily by the router).
 */
export { ProfilePage } from './components/profile-page';
