// The uploads feature: what routes and the layout mount, and the queries route loaders ensure.
export { HrSalariesSection, SalaryControlSection } from './upload-sections';
export { UploadQueueProvider } from './upload-queue-context';
export { UnsentUploadsPrompt } from './unsent-uploads-prompt';
export { employeeSalariesQueryOptions } from './api/my-salaries-query';
export { uploadDirectoryQueryOptions } from './api/upload-directory-query';
