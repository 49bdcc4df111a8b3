export { AccountingPage, TaxationPage } from './finance-pages';
