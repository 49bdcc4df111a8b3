// Bulk actions in the review inbox act document by document, so one refusal does not undo the
// others; the person reviewing is told how many succeeded and which failed, and why.

export type BulkFailure = { name: string; message: string };
export type BulkOutcome = { succeeded: string[]; failed: BulkFailure[] };

/** Runs `act` on each item in turn (the server's order of events stays the reviewer's). */
export async function runBulk<T>(items: readonly T[], nameOf: (item: T) => string, idOf: (item: T) => string, act: (item: T) => Promise<unknown>, messageOf: (error: unknown) => string): Promise<BulkOutcome> {
  const outcome: BulkOutcome = { succeeded: [], failed: [] };
  for (const item of items) {
    try {
      await act(item);
      outcome.succeeded.push(idOf(item));
    } catch (error) {
      outcome.failed.push({ name: nameOf(item), message: messageOf(error) });
    }
  }
  return outcome;
}

/** "name: reason; name: reason", the tail of '3 approved, 1 failed: …'. */
export function describeFailures(failed: readonly BulkFailure[]): string {
  return failed.map((f) => `${f.name}: ${f.message}`).join('; ');
}
