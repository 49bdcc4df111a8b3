// What the detail screen needs to send files: the route hands over the upload queue's side
// (features/uploads' useWorkflowDocumentUpload), since features never import each other.

export type UnsentDocument = { fileId: string; fileName: string; replaces: string | null; state: string; failure: string | null };

export type DocumentUploader = {
  /** Stages and queues the files for this workflow; resolves with the names of refused files. */
  send(files: readonly File[], target: { replaces: string | null; feedbackFg: string }): Promise<string[]>;
  /** Files for this workflow not yet on the server. */
  pending: readonly UnsentDocument[];
};
