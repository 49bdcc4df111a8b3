import { useEffect } from 'react';
import { graphql } from '@/gql';
import { gqlRequest } from '@/lib/graphql';
import { readImpersonation } from '@/lib/session';
import type { UploadQueue } from '@/lib/upload-queue';
import { readDevice, rememberReportedCount } from './staged-count-device';

/** What the report reads of the queue. */
type CountedQueue = Pick<UploadQueue, 'owner' | 'list' | 'subscribe'>;

// Support sees a user's staged-upload count on the inspection screen (issue #13), but staged files
// live only in this browser: the portal tells the API how many are unsent whenever that changes.

const ReportStagedUploadsDocument = graphql(`
  mutation ReportStagedUploads($device: String!, $count: Int!) {
    reportStagedUploads(device: $device, count: $count)
  }
`);

/** Changes arrive in bursts while a batch is staged or sent; one report after the burst is enough. */
const SETTLE_MS = 1_000;

export function useStagedCountReport(queue: CountedQueue | null): void {
  useEffect(() => {
    if (!queue) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let closed = false;
    const report = async () => {
      // The admin's browser is not the impersonated user's device (the API ignores it too).
      if (readImpersonation()) return;
      const count = (await queue.list()).filter((record) => record.state !== 'sent').length;
      const device = readDevice();
      if (closed || (device.reported[queue.owner] ?? 0) === count) return;
      try {
        await gqlRequest(ReportStagedUploadsDocument, { device: device.id, count });
        rememberReportedCount(queue.owner, count);
      } catch {
        // Offline or signed out: the next change reports again.
      }
    };
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void report(), SETTLE_MS);
    };
    schedule();
    const unsubscribe = queue.subscribe(schedule);
    return () => {
      closed = true;
      clearTimeout(timer);
      unsubscribe();
    };
  }, [queue]);
}
