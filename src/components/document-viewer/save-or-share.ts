import { saveBlob } from '@/lib/save-file';

// Download and share from the viewer, from the bytes on screen: both work offline, and neither asks
// the server again. Sharing hands the file itself to the system's share sheet (Web Share API level
// 2) where the browser can share files; elsewhere it falls back to a download.

export function downloadBytes(bytes: ArrayBuffer, filename: string, type: string): void {
  saveBlob(new Blob([bytes], { type }), filename);
}

/** True where the system share sheet takes files (most phones): the viewer then offers "Share". */
export function canShareFiles(): boolean {
  if (typeof navigator.canShare !== 'function') return false;
  return navigator.canShare({ files: [new File([], 'document.pdf', { type: 'application/pdf' })] });
}

/** Shares the file; 'downloaded' where sharing files is not possible, 'cancelled' when the user closed the sheet. */
export async function shareBytes(bytes: ArrayBuffer, filename: string, type: string): Promise<'shared' | 'downloaded' | 'cancelled'> {
  const file = new File([bytes], filename, { type });
  if (typeof navigator.share !== 'function' || typeof navigator.canShare !== 'function' || !navigator.canShare({ files: [file] })) {
    downloadBytes(bytes, filename, type);
    return 'downloaded';
  }
  try {
    await navigator.share({ files: [file], title: filename });
    return 'shared';
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    downloadBytes(bytes, filename, type);
    return 'downloaded';
  }
}
