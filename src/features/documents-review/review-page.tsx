import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Checkbox, Group, Kbd, Loader, Stack, Text } from '@mantine/core';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { Dialog } from '@/components/dialog';
import { PageTitle } from '@/components/page-title';
import { reviewInboxQueryOptions, type ReviewDocument } from './review-inbox-query';
import { describeFailures } from './bulk-outcome';
import { DeclineDialog } from './decline-dialog';
import { ReviewFilters } from './review-filters';
import { ReviewList } from './review-list';
import { ReviewViewer } from './review-viewer';
import type { ReviewSearch } from './review-search';
import { useReviewActions } from './use-review-actions';
import touch, { touchCheckbox } from './touch';

// AdminDocumentsReview (spec §2, §6): one inbox across companies of HR documents waiting for review
// or with a removal request, loaded in chunks as the reviewer scrolls; bulk actions act on the
// selected documents among those loaded.

export function DocumentsReviewPage({ search, onSearch }: { search: ReviewSearch; onSearch: (next: ReviewSearch) => void }) {
  const { t } = useLingui();
  const inbox = useSuspenseInfiniteQuery(reviewInboxQueryOptions(search));
  const actions = useReviewActions();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [declining, setDeclining] = useState<ReviewDocument | null>(null);
  const [deleting, setDeleting] = useState<readonly ReviewDocument[] | null>(null);
  // The document open in the viewer: kept as it was opened, so a refetch that drops it (once decided) does not close the viewer under the reviewer.
  const [viewing, setViewing] = useState<ReviewDocument | null>(null);
  const [viewerFailure, setViewerFailure] = useState<string | null>(null);
  const documents = useMemo(() => inbox.data.pages.flatMap((page) => page.documents), [inbox.data.pages]);
  const total = inbox.data.pages.at(-1)?.total ?? 0;
  const chosen = documents.filter((d) => selected.has(d.id));
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = inbox;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const toggle = (id: string, on: boolean) => setSelected((current) => {
    const next = new Set(current);
    if (on) next.add(id);
    else next.delete(id);
    return next;
  });
  const run = async (action: 'approve' | 'delete' | 'decline', list: readonly ReviewDocument[], reason?: string) => {
    const result = await actions.run(action, list, reason);
    // Only the documents acted on leave the selection. The outcome shows before the lists are
    // fetched again; a document selected in between stays selected.
    const acted = new Set(list.map((d) => d.id));
    setSelected((current) => new Set([...current].filter((id) => !acted.has(id))));
    return result;
  };
  const view = (document: ReviewDocument | null) => {
    setViewerFailure(null);
    setViewing(document);
  };
  // A decision taken in the viewer moves it to the next document of the inbox (the one before, at
  // the end), chosen before the decided one leaves the list; a failure keeps it, with the reason.
  const decideInViewer = async (action: 'approve' | 'decline', document: ReviewDocument, reason?: string) => {
    const index = documents.findIndex((d) => d.id === document.id);
    const next = documents[index + 1] ?? (index > 0 ? documents[index - 1] : undefined) ?? null;
    const result = await run(action, [document], reason);
    if (result.failed.length === 0) view(next);
    // From this decision's result: `actions.outcome` is still the previous render's here.
    else setViewerFailure(describeFailures(result.failed));
  };

  return (
    <>
      <PageTitle title={t`Documents review`} description={t`HR documents of every company that wait for approval, and removal requests.`} />
      <Stack>
        <ReviewFilters search={search} onChange={(next) => { setSelected(new Set()); onSearch(next); }} />
        {actions.outcome && (
          <Alert role="status" aria-label={t`Review outcome`} color={actions.outcome.failed ? 'red' : 'green'} withCloseButton closeButtonLabel={t`Close`} onClose={actions.dismissOutcome}>
            {actions.outcome.text}
          </Alert>
        )}
        <Text size="sm" c="gray.7">
          {plural(total, { one: '# document waiting.', other: '# documents waiting.' })} <Kbd>j</Kbd>/<Kbd>k</Kbd> {t`next / previous`}, <Kbd>a</Kbd> {t`approve`}, <Kbd>d</Kbd> {t`decline`}, <Kbd>x</Kbd> {t`select`}
        </Text>
        {documents.length === 0 ? (
          <Text>{t`No documents found`}</Text>
        ) : (
          <>
            <Group gap="xs" wrap="wrap">
              <Checkbox
                classNames={touchCheckbox}
                label={t`Select all loaded (${documents.length})`}
                checked={chosen.length === documents.length}
                indeterminate={chosen.length > 0 && chosen.length < documents.length}
                onChange={(event) => setSelected(event.currentTarget.checked ? new Set(documents.map((d) => d.id)) : new Set())}
              />
              <Button className={touch.target} size="xs" disabled={chosen.length === 0} onClick={() => void run('approve', chosen.filter((d) => d.needsReview && !d.requestedRemoval))}>
                {t`Approve selected (${chosen.length})`}
              </Button>
              <Button className={touch.target} size="xs" color="red.9" variant="outline" disabled={chosen.length === 0} onClick={() => setDeleting(chosen)}>
                {t`Delete selected (${chosen.length})`}
              </Button>
            </Group>
            <ReviewList
              documents={documents}
              total={total}
              selected={selected}
              busy={actions.busy}
              onToggle={toggle}
              onOpen={view}
              onApprove={(d) => run('approve', [d])}
              onDecline={setDeclining}
              onDelete={(d) => setDeleting([d])}
              onNearEnd={loadMore}
            />
            {isFetchingNextPage && <Loader size="sm" aria-label={t`Loading more documents`} />}
          </>
        )}
      </Stack>
      <ReviewViewer
        document={viewing}
        position={viewing ? documents.findIndex((d) => d.id === viewing.id) + 1 || null : null}
        total={total}
        busy={viewing !== null && actions.busy.has(viewing.id)}
        failure={viewerFailure}
        onApprove={(document) => void decideInViewer('approve', document)}
        onDecline={setDeclining}
        onClose={() => view(null)}
      />
      <DeclineDialog
        fileName={declining?.attachment?.filename ?? ''}
        removal={Boolean(declining?.requestedRemoval)}
        opened={declining !== null}
        onClose={() => setDeclining(null)}
        onConfirm={(reason) => {
          const target = declining;
          setDeclining(null);
          if (target && target.id === viewing?.id) void decideInViewer('decline', target, reason);
          else if (target) void run('decline', [target], reason);
        }}
      />
      <Dialog opened={deleting !== null} onClose={() => setDeleting(null)} title={t`Delete documents`}>
        <Stack>
          <Text>{plural(deleting?.length ?? 0, { one: 'Delete # document and its file for good?', other: 'Delete # documents and their files for good?' })}</Text>
          <Group justify="flex-end">
            <Button className={touch.target} variant="default" onClick={() => setDeleting(null)}>{t`Cancel`}</Button>
            <Button className={touch.target} color="red.9" onClick={() => { const list = deleting ?? []; setDeleting(null); void run('delete', list); }}>{t`Delete`}</Button>
          </Group>
        </Stack>
      </Dialog>
    </>
  );
}
