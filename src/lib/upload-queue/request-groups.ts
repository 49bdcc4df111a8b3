import { GROUPED_FILE_MAX_BYTES } from './send-pace';

// Which files go out together in the next request. Small files share a request, up to `max` of
// them, in their queue order; a large file (over GROUPED_FILE_MAX_BYTES) goes alone, so a slow link
// or a retry costs only that file. At most one large file's worth of small files waits behind it.

/** A queued file as the sender keeps it between reads of the store. */
export type Waiting = { notBefore: number; size: number };

/** The ids of the next request, from the first of `ready` (which must not be empty) on. */
export function groupForRequest(ready: readonly (readonly [string, Waiting])[], max: number): string[] {
  const [first, ...rest] = ready;
  if (first === undefined) return [];
  const group = [first[0]];
  if (first[1].size > GROUPED_FILE_MAX_BYTES) return group;
  for (const [fileId, { size }] of rest) {
    if (group.length >= max || size > GROUPED_FILE_MAX_BYTES) break;
    group.push(fileId);
  }
  return group;
}
