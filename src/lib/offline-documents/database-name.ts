// The kept documents' database name on its own: sign-out (src/lib/session/local-data.ts) removes
// the database by this name when the module that owns it cannot be loaded, without bringing that
// module into the first load.
export const OFFLINE_DOCUMENTS_DB = 'portal-offline-documents';
