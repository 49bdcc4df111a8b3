export { DashboardPage } from './dashboard-page';
export { dashboardQueryOptions } from './dashboard-query';
