// /my-profile's sections, each its own component; the route composes them with other features' sections.
export { AccountSection } from './account-section';
export { EmploymentsSection } from './employments-section';
export { LanguageSection } from './language-section';
export { MyProfileLayout } from './my-profile-layout';
export { ProfileSection } from './profile-section';
export { SessionsSection } from './sessions-section';
