// Bulk edits run item by item, so one refusal does not undo the others; the screen then says how
// many succeeded and why each of the others failed.

export interface BulkOutcome {
  done: number;
  /** Which record failed (its name, as the list shows it) and why. */
  failures: { id: string; label: string; reason: string }[];
}

export async function runBulk<T extends { id: string }>(
  records: readonly T[],
  labelOf: (record: T) => string,
  action: (record: T) => Promise<unknown>,
  reasonOf: (error: unknown) => string,
): Promise<BulkOutcome> {
  const results = await Promise.allSettled(records.map((record) => action(record)));
  const failures = results.flatMap((result, index) => {
    const record = records[index] as T;
    return result.status === 'rejected' ? [{ id: record.id, label: labelOf(record), reason: reasonOf(result.reason) }] : [];
  });
  return { done: records.length - failures.length, failures };
}
