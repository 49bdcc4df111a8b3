export { DocumentsReviewPage, ImpersonationPage, InspectionPage, OpenManagerPage, SalaryControlPage } from './admin-pages';
