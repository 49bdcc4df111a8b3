// The upload queue's public interface. Screens import from here only.
export { createUploadQueue, discardUploads, unsentUploadCount, type UploadQueue } from './upload-queue';
export type { AnyUploadRecord, UploadRecord, UploadRecordOf, UploadState, UploadFailure } from './types';
export type { SenderStatus, UploadSender } from './upload-sender';
export type { StagingDescription, StagingResult, RefusedFile } from './stage-files';
export { UploadQueueError, type UploadQueueErrorCode } from './errors';
export { batchProgress, type BatchProgress } from './progress';
export { canEdit, isPending } from './state-machine';
export { sniffFileType, type SniffedType } from './file-type';
export { UPLOAD_SYNC_TAG } from './storage-keys';
