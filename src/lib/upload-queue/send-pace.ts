// The queue's pace, in a file of its own with no imports: bench:uploads' reference clients send and
// delete at the same pace as the queue they are set against, and import it from here.

/** Requests kept in flight unless the sender is told otherwise (six gained nothing: docs/decisions.md). */
export const SEND_CONCURRENCY = 3;

/** How long state changes of files being sent are gathered before one IndexedDB transaction writes them (batched-writes.ts says why). */
export const WRITE_BATCH_DELAY_MS = 100;

/**
 * Files sent in one request at most, when they are small (request-groups.ts): a request's own work
 * in the browser and at the server is most of what a 150 KB file costs (bench:uploads, decisions.md).
 */
export const FILES_PER_REQUEST = 4;

/** A file larger than this goes in a request of its own: its progress, timeout and retry stay its own. */
export const GROUPED_FILE_MAX_BYTES = 1024 * 1024;
