import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '@/lib/graphql';
import { hrDocumentsKeys } from '@/lib/query';
import { deleteDocument } from './api/delete-document';
import { approveDocument, declineDocument } from './api/review-document';
import type { ReviewDocument } from './review-inbox-query';
import { describeFailures, runBulk } from './bulk-outcome';

// The reviewer's actions on one or many documents, with the outcome to announce
// ('3 approved, 1 failed: …'); every list showing HR documents is refreshed afterwards.

export type ReviewAction = 'approve' | 'delete' | 'decline';

export function useReviewActions() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [outcome, setOutcome] = useState<{ text: string; failed: boolean } | null>(null);

  async function run(action: ReviewAction, documents: readonly ReviewDocument[], reason = '') {
    setBusy(new Set(documents.map((d) => d.id)));
    const act = (d: ReviewDocument) => (action === 'approve' ? approveDocument(d.id) : action === 'delete' ? deleteDocument(d.id) : declineDocument(d, reason));
    const result = await runBulk(documents, (d) => d.attachment?.filename ?? d.id, (d) => d.id, act, errorMessage);
    setBusy(new Set());
    const ok = result.succeeded.length;
    const failed = result.failed.length;
    const summary =
      action === 'approve' ? t`${ok} approved, ${failed} failed` : action === 'delete' ? t`${ok} deleted, ${failed} failed` : t`${ok} declined, ${failed} failed`;
    setOutcome({ text: failed ? `${summary}: ${describeFailures(result.failed)}` : summary, failed: failed > 0 });
    await queryClient.invalidateQueries({ queryKey: hrDocumentsKeys.all });
    return result;
  }

  return { run, busy, outcome, dismissOutcome: () => setOutcome(null) };
}
