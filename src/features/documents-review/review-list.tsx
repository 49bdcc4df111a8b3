import { useLingui } from '@lingui/react/macro';
import { defaultRangeExtractor, useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { ReviewDocument } from './review-inbox-query';
import { ReviewItem } from './review-item';

// The inbox's rows, virtualised against the page's scroll: only the rows on screen (and the focused
// one) are in the DOM, so thousands of waiting documents stay smooth. Rows differ in height (reasons,
// long names, phones), so each is measured once rendered. Keyboard: j / k or arrows move, a approves,
// x selects, d declines, o opens the document in the viewer.

const ROW_ESTIMATE = 150;
/** Ask for the next chunk when the last rendered row is this close to the end of what is loaded. */
const LOAD_AHEAD = 10;

type Props = {
  documents: readonly ReviewDocument[];
  total: number;
  selected: ReadonlySet<string>;
  busy: ReadonlySet<string>;
  onToggle: (id: string, on: boolean) => void;
  onOpen?: (document: ReviewDocument) => void;
  onApprove: (document: ReviewDocument) => Promise<unknown>;
  onDecline: (document: ReviewDocument) => void;
  onDelete: (document: ReviewDocument) => void;
  onNearEnd: () => void;
};

export function ReviewList({ documents, total, selected, busy, onToggle, onOpen, onApprove, onDecline, onDelete, onNearEnd }: Props) {
  const { t } = useLingui();
  const listRef = useRef<HTMLUListElement>(null);
  // The document to focus once its row has been rendered (a keyboard move scrolls it in first).
  const pendingFocus = useRef<string | null>(null);
  // The focused row is a document, not a position: a refetch that brings a newer document in above
  // it must not move j/k, a or x onto its neighbour. Its last position is kept for when it leaves
  // the list, so the row after it takes its place.
  const [focus, setFocus] = useState<{ index: number; id: string | null }>({ index: 0, id: null });
  const stillListed = focus.id === null ? -1 : documents.findIndex((document) => document.id === focus.id);
  const focused = stillListed >= 0 ? stillListed : Math.min(focus.index, Math.max(documents.length - 1, 0));
  useEffect(() => {
    if (stillListed >= 0 && stillListed !== focus.index) setFocus((current) => (current.id === focus.id ? { ...current, index: stillListed } : current));
  }, [stillListed, focus.index, focus.id]);
  // What an approval's answer, arriving later, moves the focus within.
  const latest = useRef(documents);
  latest.current = documents;
  const [scrollMargin, setScrollMargin] = useState(0);
  // The list's distance from the page top moves when an outcome or the filters wrap; rows are placed
  // relative to the list, so this only tunes which rows count as visible.
  useLayoutEffect(() => {
    const top = (listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
    if (Math.abs(top - scrollMargin) > 1) setScrollMargin(top);
  });
  const virtualizer = useWindowVirtualizer({
    count: documents.length,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 4,
    scrollMargin,
    getItemKey: (index) => documents[index]?.id ?? index,
    // The focused row stays rendered when scrolled away, so keyboard focus is never dropped.
    rangeExtractor: (range) => {
      const indexes = defaultRangeExtractor(range);
      return focused < documents.length && !indexes.includes(focused) ? [...indexes, focused].sort((a, b) => a - b) : indexes;
    },
  });
  const rows = virtualizer.getVirtualItems();
  const lastRendered = rows.at(-1)?.index ?? 0;
  useEffect(() => {
    if (lastRendered >= documents.length - LOAD_AHEAD) onNearEnd();
  }, [lastRendered, documents.length, onNearEnd]);
  useEffect(() => {
    if (pendingFocus.current === null) return;
    const rendered = listRef.current?.querySelectorAll<HTMLElement>('[data-review-id]') ?? [];
    const row = Array.from(rendered).find((element) => element.dataset['reviewId'] === pendingFocus.current);
    if (!row) return;
    pendingFocus.current = null;
    row.focus();
  });

  const focusDocument = (id: string) => {
    const index = latest.current.findIndex((document) => document.id === id);
    if (index < 0) return;
    setFocus({ index, id });
    pendingFocus.current = id;
    virtualizer.scrollToIndex(index, { align: 'auto' });
  };
  const focusRow = (index: number) => {
    const document = documents[Math.min(Math.max(index, 0), documents.length - 1)];
    if (document) focusDocument(document.id);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (target.tagName === 'TEXTAREA' || (target.tagName === 'INPUT' && (target as HTMLInputElement).type !== 'checkbox')) return;
    const current = documents[focused];
    const keys: Record<string, () => void> = {
      j: () => focusRow(focused + 1),
      ArrowDown: () => focusRow(focused + 1),
      k: () => focusRow(focused - 1),
      ArrowUp: () => focusRow(focused - 1),
      // The approved row leaves the list; the one after it (or before it, at the end) takes the focus.
      a: () => {
        if (!current?.needsReview || current.requestedRemoval) return;
        const next = documents[focused + 1] ?? documents[focused - 1];
        void onApprove(current).then(() => next && focusDocument(next.id));
      },
      x: () => current && onToggle(current.id, !selected.has(current.id)),
      d: () => current && onDecline(current),
      o: () => current?.attachment && onOpen?.(current),
    };
    const handler = keys[event.key];
    if (!handler || event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    handler();
  };

  return (
    <ul
      ref={listRef}
      aria-label={t`Documents waiting for review`}
      onKeyDown={onKeyDown}
      style={{ position: 'relative', height: virtualizer.getTotalSize(), listStyle: 'none', padding: 0, margin: 0 }}
    >
      {rows.map((row) => {
        const document = documents[row.index];
        if (!document) return null;
        return (
          <li
            key={row.key}
            ref={virtualizer.measureElement}
            data-index={row.index}
            data-review-id={document.id}
            aria-label={document.attachment?.filename ?? t`No file`}
            aria-setsize={total}
            aria-posinset={row.index + 1}
            tabIndex={0}
            onFocus={() => setFocus({ index: row.index, id: document.id })}
            style={{ position: 'absolute', top: 0, left: 0, width: '100%', paddingBottom: 'var(--mantine-spacing-sm)', outline: 'none', transform: `translateY(${row.start - scrollMargin}px)` }}
          >
            <ReviewItem
              document={document}
              selected={selected.has(document.id)}
              focused={row.index === focused}
              onSelect={(on) => onToggle(document.id, on)}
              onOpen={onOpen && (() => onOpen(document))}
              onApprove={() => void onApprove(document)}
              onDecline={() => onDecline(document)}
              onDelete={() => onDelete(document)}
              busy={busy.has(document.id)}
            />
          </li>
        );
      })}
    </ul>
  );
}
