/**
 * Public entry of the dashboard feature (loaded lazily by the router).
 */
export { DashboardPage } from './components/dashboard-page';
