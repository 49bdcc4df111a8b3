import { GROUP_MAX_BYTES } from './send-pace';

// Which files go out together in the next request. Small files share a request, up to `max` of
// them in their queue order, as long as they add up to GROUP_MAX_BYTES at most; a larger file goes
// alone. So a request of several files is never larger than one file the server takes on its own,
// and a slow link or a retry of a large file costs only that file.

/** A queued file as the sender keeps it between reads of the store. */
export type Waiting = { notBefore: number; size: number };

/** The ids of the next request, from the first of `ready` on (empty only when `ready` is). */
export function groupForRequest(ready: readonly (readonly [string, Waiting])[], max: number): string[] {
  const group: string[] = [];
  let bytes = 0;
  for (const [fileId, { size }] of ready) {
    if (group.length > 0 && (group.length >= max || bytes + size > GROUP_MAX_BYTES)) break;
    group.push(fileId);
    bytes += size;
  }
  return group;
}
