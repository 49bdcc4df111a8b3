export { MaintenancePage } from './maintenance-page';
export { NotFoundPage } from './not-found-page';
export { RouteErrorPage } from './route-error-page';
