export { createQueryClient, createQueryPersister, PERSIST_MAX_AGE_MS, persistOptions } from './query-client';
