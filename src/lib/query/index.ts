export { createQueryClient, PERSIST_MAX_AGE_MS, persistOptions } from './query-client';
export { createQueryPersister } from './query-persister';
export { hrDocumentsKeys } from './hr-documents-keys';
export { accountingDocumentsKey, NEW_ACCOUNTING_DOCUMENTS_KEY } from './shared-keys';
