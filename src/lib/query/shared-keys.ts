// Query-key prefixes that two features share: one lists the data, the other changes it (an upload
// sent by the upload queue refreshes the list of another feature, which it must not import).

/** Every query over one company's accounting documents starts with this key. */
export function accountingDocumentsKey(companyId: string) {
  return ['accounting-documents', companyId] as const;
}

/** The fiduciary's "uploaded since you last looked" counts, shown on the dashboard. */
export const NEW_ACCOUNTING_DOCUMENTS_KEY = ['accounting-documents', 'new-since-last-look'] as const;
