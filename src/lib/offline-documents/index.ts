export { fileOf, forgetAllKeptDocuments, forgetDocument, keepDocument, readKeptDocument, MAX_KEPT_DOCUMENTS, OFFLINE_DOCUMENTS_DB, type KeptDocument } from './offline-documents';
