export { expectNoAxeViolations } from './axe';
export { expectNoCspViolations, recordCspViolations } from './csp';
export { expect, test } from './fixtures';
export { countMails, readLatestMail } from './mail';
export { FIRST_PAINT } from './first-paint';
export { expectNoSidewaysScroll } from './layout';
export { openNavigation } from './navigation';
export { graphqlAs } from './api';
export { LANDING, signInByMagicLink, signInWithProvider } from './sign-in';
