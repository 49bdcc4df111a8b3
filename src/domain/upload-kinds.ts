// The kinds of upload the queue holds (spec §3–§5). Apart from staging.ts's rules, which only the
// upload screens need: the signed-in frame reads the kinds (pending-edits.ts) on every page.
export const UPLOAD_KINDS = ['salary', 'salaryControl', 'salaryControlDocument', 'accounting', 'hrDocument'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];
