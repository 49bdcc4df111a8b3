export { HrProfilePage } from './hr-profile-page';
export { hrProfileQueryOptions } from './hr-profile-query';
