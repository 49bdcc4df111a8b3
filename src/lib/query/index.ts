export { createQueryClient, createQueryPersister, PERSIST_MAX_AGE_MS } from './query-client';
