import { useEffect, useEffectEvent, useState } from 'react';
import { fileOf, keepDocument, readKeptDocument } from '@/lib/offline-documents';
import { readSession } from '@/lib/session';
import { viewableKindOf, type ViewableKind } from './file-kind';

// The bytes of the document to show: the copy kept on this device when there is one (a stored file
// never changes, and offline it is the only copy), else the signed link the list gave, fetched like
// a download: the same authorized URL, checked by the same download route, which records the
// "seen" receipt of a payslip. What was fetched is kept for offline reading.

export type DocumentBytes =
  | { status: 'loading' }
  | { status: 'ready'; bytes: ArrayBuffer; kind: ViewableKind | null; keptOffline: boolean }
  | { status: 'failed'; reason: 'offline' | 'expired' | 'unavailable' };

export async function loadDocumentBytes(url: string, filename: string, owner: string | null): Promise<DocumentBytes> {
  const file = fileOf(url);
  const kept = owner ? await readKeptDocument(owner, file).catch(() => null) : null;
  if (kept) return { status: 'ready', bytes: kept.bytes, kind: viewableKindOf(kept.bytes), keptOffline: true };
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch {
    return { status: 'failed', reason: navigator.onLine ? 'unavailable' : 'offline' };
  }
  // The route answers 403 to a link past its few minutes (or tampered with): the list signs anew.
  if (response.status === 403) return { status: 'failed', reason: 'expired' };
  if (!response.ok) return { status: 'failed', reason: 'unavailable' };
  const bytes = await response.arrayBuffer();
  const keptOffline = owner ? await keepDocument(owner, file, { filename, bytes }) : false;
  return { status: 'ready', bytes, kind: viewableKindOf(bytes), keptOffline };
}

/**
 * The document behind `url`, loaded once per stored file: a refetched list signs the same file's
 * link anew, which must not reload (and flash) the document on screen.
 */
export function useDocumentBytes(url: string, filename: string): DocumentBytes {
  const file = fileOf(url);
  const [state, setState] = useState<{ file: string; bytes: DocumentBytes }>({ file, bytes: { status: 'loading' } });
  const load = useEffectEvent(() => loadDocumentBytes(url, filename, readSession()?.profile.id ?? null));
  useEffect(() => {
    let current = true;
    void load().then((bytes) => current && setState({ file, bytes }));
    return () => {
      current = false;
    };
  }, [file]);
  // Another document (the reviewer's next one) is loading until its own answer arrives.
  return state.file === file ? state.bytes : { status: 'loading' };
}
