// The uploads feature: what routes and the layout mount, and the queries route loaders ensure.
export { HrDocumentUploadSection, HrSalariesSection, SalaryControlSection } from './upload-sections';
export { hrDocumentUploadTypesQueryOptions } from './api/hr-document-types-query';
export { UploadQueueProvider } from './upload-queue-context';
export { employeeSalariesQueryOptions } from './api/my-salaries-query';
export { uploadDirectoryQueryOptions } from './api/upload-directory-query';
export { useWorkflowDocumentUpload, type UnsentWorkflowDocument, type WorkflowDocumentTarget } from './use-workflow-document-upload';
export { AccountingUploadSection } from './accounting-upload-section';
