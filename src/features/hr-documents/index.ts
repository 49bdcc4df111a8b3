// The HR documents feature (/hr/documents): what the route mounts and the query its loader ensures.
export { HrDocumentsPage } from './hr-documents-page';
export type { UploadRequest } from './document-type-section';
export { employeeDocumentsQueryOptions } from './api/employee-documents-query';
