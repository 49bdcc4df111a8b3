// The uploads feature: what routes mount.
export { SalaryBatchUpload } from './salary-batch-upload';
export { SalaryControlBatchUpload } from './salary-control-batch-upload';
export { SalaryDocumentsList } from './salary-documents-list';
export { UploadQueueProvider } from './upload-queue-context';
