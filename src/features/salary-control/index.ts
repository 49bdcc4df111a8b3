// The salary-control feature: the workflow list, a workflow's review thread, and the dashboard's
// three newest. The route composes them with the upload queue (features/uploads).
export { workflowsQueryOptions, PAGE_SIZE } from './api/workflows-query';
export { workflowQueryOptions } from './api/workflow-query';
export { WorkflowList } from './workflow-list';
export { WorkflowDetailPage, type WorkflowRights } from './workflow-detail';
export { reviewerCompanyIds } from './reviewer-companies';
export { DashboardWorkflows } from './dashboard-workflows';
export { parseWorkflowFilters, type WorkflowFilters } from './api/workflow-filters';
export { nextRange, parseListRange, rangePages, rangeSearch } from './api/list-range';
export type { DocumentUploader } from './document-uploader';
