export { AuditLogPage } from './audit-log/audit-log-page';
export { InspectUserPage } from './inspect-user/inspect-user-page';
export { inspectUserQueryOptions } from './inspect-user/inspect-user-query';
export { portalConfigQueryOptions } from './portal-config-query';
export { adminRecordQueryOptions } from './records/record-query';
export { RecordListPage } from './records/record-list-page';
export { RecordPage } from './records/record-page';
