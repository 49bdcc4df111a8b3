// The uploads feature: what routes and the layout mount.
export { HrSalariesSection, SalaryControlSection } from './upload-sections';
export { SalaryBatchUpload } from './salary-batch-upload';
export { SalaryControlBatchUpload } from './salary-control-batch-upload';
export { SalaryDocumentsList } from './salary-documents-list';
export { UploadQueueProvider } from './upload-queue-context';
export { UnsentUploadsPrompt } from './unsent-uploads-prompt';
