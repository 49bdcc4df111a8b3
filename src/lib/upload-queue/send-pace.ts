// The queue's pace, in a file of its own with no imports: bench:uploads' reference clients send and
// delete at the same pace as the queue they are set against, and import it from here.

/** Requests kept in flight unless the sender is told otherwise (six gained nothing: docs/decisions/uploads.md). */
export const SEND_CONCURRENCY = 3;

/** How long state changes of files being sent are gathered before one IndexedDB transaction writes them (batched-writes.ts says why). */
export const WRITE_BATCH_DELAY_MS = 100;

/**
 * Files sent in one request at most, when they are small (request-groups.ts): a request's own work
 * in the browser and at the server is most of what a 150 KB file costs (bench:uploads, docs/decisions/uploads.md).
 */
export const FILES_PER_REQUEST = 4;

/** Files sent together add up to this at most; a larger file goes in a request of its own (request-groups.ts). */
export const GROUP_MAX_BYTES = 1024 * 1024;
