// The finance feature: /accounting and /taxation, and the dashboard's new-documents panel.
export { AccountingPage } from './accounting-page';
export { TaxationPage } from './taxation-page';
export { NewDocumentsPanel } from './new-documents-panel';
export { validateAccountingSearch, type AccountingSearch } from './accounting-search';
export { accountingDocumentsQueryOptions } from './api/accounting-documents-query';
export { accountingFacetsQueryOptions } from './api/accounting-facets-query';
export { companyDetailsQueryOptions } from './api/company-details-query';
export { newAccountingDocumentsQueryOptions } from './api/new-documents-query';
