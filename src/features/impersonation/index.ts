export { AccountUsesSection } from './account-uses-section';
export { ImpersonationBanner } from './impersonation-banner';
export { ImpersonationPage } from './impersonation-page';
