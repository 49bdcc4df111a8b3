import { useState } from 'react';
import { isPending, type UploadState } from '@/lib/upload-queue';

type Row = { fileId: string; state: UploadState };

/**
 * The rows of the files table: the files not sent yet and, while a batch is being sent, also those
 * sent since the table began showing it, in their places. A row leaving as soon as its file was sent
 * moved every row below it up, twice a second: a click on a row's Pause could land on another file,
 * and mounting the rows that moved into the page cost the browser more than anything else it did for
 * each file (bench:uploads). Once nothing is left to send (done, failed or paused), the sent files
 * leave the table together. A file that waits for the network or a new sign-in is still to be sent.
 */
export function useSteadyRows<T extends Row>(records: readonly T[]): T[] {
  const sending = records.some(isPending);
  // The files shown unsent since the batch began or the table appeared, whichever came later (kept
  // by this component: a table shown again mid-batch starts from the files not sent yet).
  const [held, setHeld] = useState<ReadonlySet<string>>(() => new Set());
  let shown = held;
  if (!sending && held.size > 0) shown = new Set();
  if (sending && records.some((r) => r.state !== 'sent' && !held.has(r.fileId))) {
    const grown = new Set(held);
    for (const r of records) if (r.state !== 'sent') grown.add(r.fileId);
    shown = grown;
  }
  if (shown !== held) setHeld(shown);
  return records.filter((r) => r.state !== 'sent' || (sending && shown.has(r.fileId)));
}
