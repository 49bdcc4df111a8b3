// Storage failures the UI must show (never swallow): a batch that did not get saved is work the user
// believes is safe.

export type UploadQueueErrorCode = 'quota-exceeded' | 'insufficient-space' | 'storage-unavailable';

export class UploadQueueError extends Error {
  readonly code: UploadQueueErrorCode;
  /** Bytes needed and available, for 'insufficient-space'. */
  readonly bytes: { needed: number; available: number } | null;

  constructor(code: UploadQueueErrorCode, options: { cause?: unknown; bytes?: { needed: number; available: number } } = {}) {
    super(`Upload queue: ${code}`, { cause: options.cause });
    this.name = 'UploadQueueError';
    this.code = code;
    this.bytes = options.bytes ?? null;
  }
}

export function isQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('name' in error)) return false;
  // Firefox used its own name for the same condition before adopting the standard one.
  return error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED';
}

/** Wraps storage failures into UploadQueueError so callers get one error type to display. */
export function toQueueError(error: unknown): UploadQueueError {
  if (error instanceof UploadQueueError) return error;
  return new UploadQueueError(isQuotaError(error) ? 'quota-exceeded' : 'storage-unavailable', { cause: error });
}
