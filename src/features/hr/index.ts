export { HrSalariesPage } from './hr-pages';
